import { spawnSync } from 'node:child_process'
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { RivalKit } from '../suites/rivalKits'

const REGISTRY = 'https://registry.npmjs.org'

/**
 * A rival kit's site, ready to build: `<cacheDir>/<kit>` with its pinned packages installed from
 * the npm registry (again only when the pins changed), its page copied from
 * `bench/rivals/<kit>/main.tsx` (its HTML is the bench's page shell, which `buildSite`
 * gives it). Returns the site's root.
 * @example
 * const root = installRival(kit, { cacheDir: 'bench/.cache/rivals', pagesDir: 'bench/rivals', log })
 */
export function installRival(
  kit: RivalKit,
  { cacheDir, pagesDir, log }: { cacheDir: string; pagesDir: string; log: (line: string) => void },
): string {
  const root = join(cacheDir, kit.name)
  const manifest = `${JSON.stringify(
    { name: `bench-${kit.name}`, private: true, type: 'module', dependencies: kit.dependencies },
    null,
    2,
  )}\n`
  const manifestFile = join(root, 'package.json')
  const installed =
    existsSync(join(root, 'node_modules')) &&
    existsSync(manifestFile) &&
    readFileSync(manifestFile, 'utf8') === manifest
  if (!installed) {
    log(`installing ${kit.title} from ${REGISTRY} into ${root}`)
    rmSync(root, { recursive: true, force: true })
    mkdirSync(root, { recursive: true })
    writeFileSync(manifestFile, manifest)
    // Every peer a page needs is pinned above; --legacy-peer-deps keeps npm from pulling in
    // the optional peers of the kits' nested packages, which no page loads.
    const install = spawnSync(
      'npm',
      [
        'install',
        '--registry',
        REGISTRY,
        '--no-audit',
        '--no-fund',
        '--ignore-scripts',
        '--legacy-peer-deps',
      ],
      { cwd: root, encoding: 'utf8' },
    )
    if (install.status !== 0) {
      rmSync(join(root, 'node_modules'), { recursive: true, force: true })
      throw new Error(
        `npm install of ${kit.title} failed (the rivals suite needs ${REGISTRY}):\n${install.stderr.slice(-2000)}`,
      )
    }
  }
  copyFileSync(join(pagesDir, kit.name, 'main.tsx'), join(root, 'main.tsx'))
  return root
}
