import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { publicPackages } from '../build/publicPackages'

function markdownUnder(dir: string, skip: ReadonlySet<string>): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (skip.has(entry.name) || entry.name.startsWith('.')) return []
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return markdownUnder(path, skip)
    return entry.name.endsWith('.md') ? [path] : []
  })
}

/**
 * The Markdown files whose code blocks CI runs and type-checks against the published packages:
 * the root README, each public package's README, and the docs site's pages (not its generated
 * API reference, whose code is the packages' own declarations; its shared parts are checked in
 * the pages that include them).
 * @example
 * checkedMarkdownFiles(repoRoot()) // ['/repo/README.md', '/repo/packages/adapter-bitcoin/README.md', …]
 */
export function checkedMarkdownFiles(root: string): string[] {
  return [
    join(root, 'README.md'),
    ...publicPackages(root).map((pkg) => join(pkg.dir, 'README.md')),
    ...markdownUnder(
      join(root, 'site'),
      new Set(['node_modules', 'api', 'public', 'dist', 'parts']),
    ),
  ]
}
