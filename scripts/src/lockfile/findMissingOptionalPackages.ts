import { z } from 'zod'

const lockfileSchema = z.object({
  packages: z.record(
    z.string(),
    z.object({ optionalDependencies: z.record(z.string(), z.string()).optional() }),
  ),
})

/**
 * Optional dependencies the lockfile does not record, as `holder -> dependency`. npm leaves out
 * other platforms' binaries (biome, anvil, rolldown…) when a lockfile is written from a tree
 * installed on one platform, and `npm ci` then refuses the lockfile on every machine.
 * @example
 * findMissingOptionalPackages(JSON.parse(readFileSync('package-lock.json', 'utf8'))) // []
 */
export function findMissingOptionalPackages(lockfile: unknown): string[] {
  const { packages } = lockfileSchema.parse(lockfile)
  const missing: string[] = []
  for (const [holder, entry] of Object.entries(packages)) {
    for (const dependency of Object.keys(entry.optionalDependencies ?? {})) {
      if (!resolvesFrom(packages, holder, dependency)) missing.push(`${holder} -> ${dependency}`)
    }
  }
  return missing
}

/** Node's lookup: the holder's own node_modules, then each enclosing one up to the root. */
function resolvesFrom(packages: Record<string, unknown>, holder: string, name: string): boolean {
  let base = holder
  for (;;) {
    if (packages[base === '' ? `node_modules/${name}` : `${base}/node_modules/${name}`]) return true
    if (base === '') return false
    const cut = base.lastIndexOf('/node_modules/')
    base = cut < 0 ? '' : base.slice(0, cut)
  }
}
