import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { repoRoot } from '@portico/scripts'

/**
 * The version a workspace of this repo (its folder, e.g. `packages/vue`) lists for `name`
 * among its dependencies or devDependencies; throws when it lists none.
 * @example
 * repoManifestVersion('packages/vue', 'vue') // '3.5.45'
 */
export function repoManifestVersion(workspace: string, name: string): string {
  const manifest = JSON.parse(
    readFileSync(join(repoRoot(), workspace, 'package.json'), 'utf8'),
  ) as {
    dependencies?: Record<string, string>
    devDependencies?: Record<string, string>
  }
  const version = manifest.dependencies?.[name] ?? manifest.devDependencies?.[name]
  if (!version) throw new Error(`${workspace}/package.json lists no ${name}`)
  return version
}
