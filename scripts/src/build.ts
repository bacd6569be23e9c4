import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { buildPackage } from './build/buildPackage'
import { isBuildFresh } from './build/isBuildFresh'
import { publicPackages } from './build/publicPackages'
import { repoRoot } from './stack/repoRoot'

// `npm run build` builds every public package into its dist/; `npm run build -- core react`
// (or `npm run build` inside one package) builds only those; `--if-stale` skips a package whose
// dist/ is newer than its sources. Run with node --conditions=portico-source --import tsx.
const root = repoRoot()
const onlyStale = process.argv.includes('--if-stale')
const asked = process.argv.slice(2).filter((arg) => arg !== '--if-stale')
const here = resolve(process.cwd())
const all = publicPackages(root)
const selected =
  asked.length > 0
    ? all.filter((pkg) =>
        asked.some((name) => pkg.name === name || pkg.name === `@portico/${name}`),
      )
    : all.some((pkg) => pkg.dir === here)
      ? all.filter((pkg) => pkg.dir === here)
      : all
if (asked.length > 0 && selected.length !== asked.length) {
  console.error(`Unknown package in: ${asked.join(', ')}`)
  process.exit(1)
}
const tsc = join(root, 'node_modules', '.bin', 'tsc')
for (const pkg of selected) {
  if (onlyStale && isBuildFresh(pkg)) continue
  const started = performance.now()
  await buildPackage(pkg, { tsc })
  // A package with more to build than its modules (the wallet frame's page) says so in a
  // buildAssets.ts beside its package.json, which is not shipped.
  const assetsBuilder = join(pkg.dir, 'buildAssets.ts')
  if (existsSync(assetsBuilder)) {
    const step = (await import(pathToFileURL(assetsBuilder).href)) as {
      default: (dist: string) => Promise<void>
    }
    await step.default(join(pkg.dir, 'dist'))
  }
  console.log(`built ${pkg.name} in ${((performance.now() - started) / 1000).toFixed(1)} s`)
}
