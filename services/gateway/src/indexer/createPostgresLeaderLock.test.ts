import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestSchema } from '../testing/createTestDb'
import { gatewayTestDialects } from '../testing/gatewayTestDialects'
import { createPostgresLeaderLock, indexerLockKey } from './createPostgresLeaderLock'
import { runIndexerLeadership } from './runIndexerLeadership'

const holder = fileURLToPath(new URL('../testing/holdIndexerLock.ts', import.meta.url))
const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

async function schema() {
  const created = await createTestSchema()
  cleanups.push(created.drop)
  return created
}

// What the leadership switches on and off, recorded.
function recordingIndexer() {
  const events: string[] = []
  return {
    events,
    indexer: {
      start: () => void events.push('start'),
      stop: async () => void events.push('stop'),
    },
  }
}

const withPostgres = (await gatewayTestDialects()).includes('postgres')

describe.runIf(withPostgres)('the indexer lock on PostgreSQL', () => {
  it('one holder per schema; released, the next node takes it', async () => {
    const { url, name } = await schema()
    const a = createPostgresLeaderLock({ url, schema: name })
    const b = createPostgresLeaderLock({ url, schema: name })
    const other = createPostgresLeaderLock({ url, schema: `${name}_other` })
    cleanups.push(a.release, b.release, other.release)
    expect(await a.acquire()).toBe(true)
    expect(await b.acquire()).toBe(false)
    expect(await other.acquire()).toBe(true)
    expect(await a.held()).toBe(true)
    await a.release()
    expect(await a.held()).toBe(false)
    expect(await b.acquire()).toBe(true)
    expect(await a.acquire()).toBe(false)
  })

  it('a node killed with SIGKILL loses the lock; a waiting node indexes within seconds', async () => {
    const { url, name } = await schema()
    const child = spawn(
      process.execPath,
      ['--conditions=portico-source', '--import', 'tsx', holder, url, name],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    )
    cleanups.push(async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
    })
    const [line] = (await once(child.stdout, 'data')) as [Buffer]
    expect(line.toString()).toBe('holding\n')

    const { events, indexer } = recordingIndexer()
    const lock = createPostgresLeaderLock({ url, schema: name })
    const leadership = runIndexerLeadership({ lock, indexer, intervalMs: 200 })
    cleanups.push(leadership.stop)
    await new Promise((resolve) => setTimeout(resolve, 600))
    expect(leadership.leading()).toBe(false)
    expect(events).toEqual([])

    const killedAt = Date.now()
    child.kill('SIGKILL')
    await expect.poll(() => leadership.leading(), { timeout: 5_000, interval: 50 }).toBe(true)
    expect(Date.now() - killedAt).toBeLessThan(5_000)
    expect(events).toEqual(['start'])
    // The limit covers the holder's start (a Node process compiling TypeScript, slow on a busy
    // machine); the take-over itself is still held to its 5 s above.
  }, 60_000)

  it('a node whose lock session dies stops indexing', async () => {
    const { url, name } = await schema()
    const { events, indexer } = recordingIndexer()
    const lock = createPostgresLeaderLock({ url, schema: name })
    const leadership = runIndexerLeadership({ lock, indexer, intervalMs: 100 })
    cleanups.push(leadership.stop)
    await expect.poll(() => leadership.leading()).toBe(true)
    // The database ends the session (as on a failover or a network cut).
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    const [classId, objId] = indexerLockKey(name)
    const ended = await client.query(
      `select pg_terminate_backend(pid) as ok from pg_locks
        where locktype = 'advisory' and classid = $1::oid and objid = $2::oid`,
      [String(classId), String(objId)],
    )
    await client.end()
    expect(ended.rows).toEqual([{ ok: true }])
    await expect.poll(() => events, { timeout: 5_000 }).toEqual(['start', 'stop', 'start'])
  })
})
