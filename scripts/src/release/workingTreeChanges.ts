import { spawnSync } from 'node:child_process'

/**
 * The changes in the git working tree at `cwd` that are not committed, untracked files included,
 * one `git status --porcelain` line each: empty when the tree is clean. A release publishes
 * what is committed and tagged, so it refuses to start otherwise.
 * @example
 * workingTreeChanges(repoRoot()) // [' M packages/core/package.json', '?? notes.txt']
 */
export function workingTreeChanges(cwd: string): string[] {
  const result = spawnSync('git', ['status', '--porcelain', '--untracked-files=all'], {
    cwd,
    encoding: 'utf8',
  })
  if (result.status !== 0) throw new Error(`git status failed:\n${result.stderr}`)
  return result.stdout.split('\n').filter((line) => line !== '')
}
