import { statSync } from 'node:fs'
import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { cleanUpAfterEach } from '../testing/cleanUpAfterEach'
import { tempDbPath } from '../testing/tempDbPath'
import { startCheckpointer } from './startCheckpointer'

const cleanups = cleanUpAfterEach()

describe('startCheckpointer', () => {
  it('copies committed WAL pages into the database file from its own thread', async () => {
    const db = tempDbPath()
    cleanups.push(db.remove)
    const sqlite = new Database(db.path)
    cleanups.push(() => {
      sqlite.close()
    })
    sqlite.pragma('journal_mode = WAL')
    sqlite.pragma('wal_autocheckpoint = 0')
    sqlite.exec('create table t (x text)')
    const insert = sqlite.prepare('insert into t values (?)')
    sqlite.transaction(() => {
      for (let i = 0; i < 2_000; i++) insert.run('x'.repeat(500))
    })()
    const before = statSync(db.path).size
    const errors: string[] = []
    const checkpointer = startCheckpointer(db.path, 20, (error) => errors.push(error))
    await expect
      .poll(() => statSync(db.path).size, { timeout: 5_000 })
      .toBeGreaterThan(before + 500_000)
    await checkpointer.stop()
    expect(errors).toEqual([])
  })

  it('reports a database it cannot open', async () => {
    const errors: string[] = []
    const checkpointer = startCheckpointer('/nonexistent/relay.sqlite', 20, (error) =>
      errors.push(error),
    )
    await checkpointer.stop()
    expect(errors.join('\n')).toMatch(/unable to open|does not exist|directory/i)
  })
})
