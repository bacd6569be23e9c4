import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { workingTreeChanges } from './workingTreeChanges'

const git = (cwd: string, ...args: string[]) => {
  const result = spawnSync('git', args, { cwd, encoding: 'utf8' })
  if (result.status !== 0) throw new Error(result.stderr)
}

describe('workingTreeChanges', () => {
  it('is empty for a committed tree and lists edits and untracked files', () => {
    const repo = mkdtempSync(join(tmpdir(), 'portico-release-'))
    git(repo, 'init', '-q')
    writeFileSync(join(repo, '.gitignore'), 'dist/\n')
    writeFileSync(join(repo, 'package.json'), '{}\n')
    git(repo, 'add', '.')
    git(repo, '-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-q', '-m', 'start')
    mkdirSync(join(repo, 'dist'))
    writeFileSync(join(repo, 'dist', 'index.js'), '')
    expect(workingTreeChanges(repo)).toEqual([])

    writeFileSync(join(repo, 'package.json'), '{ "version": "0.2.0" }\n')
    mkdirSync(join(repo, 'notes'))
    writeFileSync(join(repo, 'notes', 'todo.txt'), '')
    expect(workingTreeChanges(repo)).toEqual([' M package.json', '?? notes/todo.txt'])
  })

  it('fails outside a git repository', () => {
    expect(() => workingTreeChanges(mkdtempSync(join(tmpdir(), 'portico-no-git-')))).toThrow(
      /git status failed/,
    )
  })
})
