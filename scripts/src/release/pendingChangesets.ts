import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'

/**
 * The changeset files in `.changeset/` that `changeset version` has not applied yet. Publishing
 * with some left would release the versions before them, so a release asks for
 * `npm run version` first.
 * @example
 * pendingChangesets(repoRoot()) // ['brave-cats-sing.md']
 */
export function pendingChangesets(root: string): string[] {
  const dir = join(root, '.changeset')
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .filter((name) => name.endsWith('.md') && name !== 'README.md')
    .sort()
}
