import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'

/**
 * Writes `files` (path relative to the tree → text) into a new git repository in a temp folder
 * and returns its path. Nothing is committed: the files are untracked and not ignored, which the
 * duplication check reads like tracked ones (a `.gitignore` among `files` ignores as usual).
 * @example
 * const root = writeFixtureTree({ 'src/a.ts': 'export const a = 1\n' })
 */
export function writeFixtureTree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'portico-duplication-'))
  const init = spawnSync('git', ['init', '-q'], { cwd: root, encoding: 'utf8' })
  if (init.status !== 0) throw new Error(`git init failed: ${init.stderr}`)
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), text)
  }
  return root
}
