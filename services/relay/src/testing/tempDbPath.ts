import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * A SQLite file path in a fresh temporary directory, and a function removing the directory.
 * @example
 * const { path, remove } = tempDbPath()
 */
export function tempDbPath(): { path: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'portico-relay-'))
  return {
    path: join(dir, 'relay.sqlite'),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  }
}
