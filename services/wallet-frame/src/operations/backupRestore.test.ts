import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createShiftedClock } from '@portico/test/services/createShiftedClock'
import { testPostgresSchema } from '@portico/test/services/testPostgresSchema'
import { testPostgresAnswers } from '@portico/test/services/testServiceAnswers'
import type { MailCatcher } from '@portico/wallet-frame-dev'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { WalletFrameConfigInput } from '../config/walletFrameConfigSchema'
import { type RunningWalletFrame, startWalletFrame } from '../startWalletFrame'
import { createNodeFrame } from '../testing/createNodeFrame'
import { startTestMailCatcher } from '../testing/createTestService'
import { TEST_PUBLIC_URL } from '../testing/frameRequestHeaders'
import { logInByMail } from '../testing/logInByMail'
import { nodeBalancer } from '../testing/nodeBalancer'
import { signsMessage } from '../testing/signsMessage'

// The operations guide's backup and restore, replayed: pg_dump of the wallet frame's schema,
// a fresh database restored from the dump with psql, a new node on it. The data folder (secrets
// file and KMS key) is backed up apart, as the guide says; both are needed.
const ready = await testPostgresAnswers('the wallet frame backup and restore')
const schema = testPostgresSchema('frame_backup')
const restoredDb = `frame_restored_${randomBytes(4).toString('hex')}`
const work = mkdtempSync(join(tmpdir(), 'wallet-frame-backup-'))
const dataDir = join(work, 'data')
const seen = new Set<string>()
const clock = createShiftedClock()
let mail: MailCatcher
let original: RunningWalletFrame | undefined
let restored: RunningWalletFrame | undefined

const adminUrl = () => schema.url
const restoredUrl = () => {
  const url = new URL(schema.url)
  url.pathname = `/${restoredDb}`
  return url.href
}

function configOn(url: string): WalletFrameConfigInput {
  return {
    port: 0,
    // Not a custody test: the operator keeps recovery and the visitor accepts its notice.
    custody: 'operator',
    publicUrl: TEST_PUBLIC_URL,
    dataDir,
    gatewayUrl: 'http://127.0.0.1:9',
    smtp: { host: '127.0.0.1', port: mail.smtpPort },
    database: { url, schema: schema.name, poolSize: 2 },
    deviceWaitMs: 500,
    chains: [{ chainId: 31337, name: 'Anvil', rpcUrl: 'http://127.0.0.1:9' }],
  }
}

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl() })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

beforeAll(async () => {
  if (!ready) return
  mail = await startTestMailCatcher()
})
afterAll(async () => {
  if (!ready) return
  await original?.close()
  await restored?.close()
  await mail?.stop()
  await schema.drop()
  await admin(`drop database if exists ${restoredDb}`)
  rmSync(work, { recursive: true, force: true })
})

describe.runIf(ready)('backup and restore of the wallet frame on PostgreSQL', () => {
  it('pg_dump, a fresh database restored with psql: the same people log in to the same wallets, and a device keeps signing', async () => {
    const people = ['ada@example.com', 'grace@example.com']
    original = await startWalletFrame(configOn(schema.url), { clock })
    const lb = nodeBalancer(configOn(schema.url), original)
    const devices = people.map(() => createNodeFrame(lb))
    const addresses: string[] = []
    for (const [index, email] of people.entries()) {
      const device = devices[index]
      if (!device) throw new Error('no device')
      await logInByMail(device, { service: lb, mail, email, seen })
      addresses.push(((await device.request('GET_USER', {})) as { address: string }).address)
    }

    const dump = join(work, 'wallet-frame.sql')
    execFileSync('pg_dump', [
      '--dbname',
      schema.url,
      '--schema',
      schema.name,
      '--no-owner',
      '--file',
      dump,
    ])
    await original.close()
    original = undefined
    await admin(`create database ${restoredDb}`)
    execFileSync('psql', [
      '--quiet',
      '--set',
      'ON_ERROR_STOP=1',
      '--dbname',
      restoredUrl(),
      '--file',
      dump,
    ])

    restored = await startWalletFrame(configOn(restoredUrl()), { clock })
    lb.use(restored)
    // The devices that were logged in keep working against the restored node.
    for (const [index, address] of addresses.entries()) {
      const device = devices[index]
      if (!device) throw new Error('no device')
      expect(await signsMessage(device, address)).toBe(true)
    }
    // A new device logs in by mail to the same wallet (the restored shares rebuild its key).
    clock.advance(31_000)
    for (const [index, email] of people.entries()) {
      const fresh = createNodeFrame(lb)
      await logInByMail(fresh, { service: lb, mail, email, seen })
      const { address } = (await fresh.request('GET_USER', {})) as { address: string }
      expect(address).toBe(addresses[index])
      expect(await signsMessage(fresh, address)).toBe(true)
    }
  })
})
