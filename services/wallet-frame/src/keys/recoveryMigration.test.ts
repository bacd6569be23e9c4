import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createPostgresKysely, createSqliteKysely } from '@portico/server'
import { testPostgresSchema } from '@portico/test/services/testPostgresSchema'
import { codeOf, linkOf, type MailCatcher, nextMail } from '@portico/wallet-frame-dev'
import { Migrator } from 'kysely'
import { split } from 'shamir-secret-sharing'
import { bytesToHex, hexToBytes } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { WalletFrameDatabase, WalletFrameDb } from '../db/Database'
import { createMigrationProvider } from '../db/migrations'
import { createFileKms } from '../kms/createFileKms'
import { createNodeFrame } from '../testing/createNodeFrame'
import {
  callJson,
  createTestService,
  startTestMailCatcher,
  type TestService,
} from '../testing/createTestService'
import { keysRebuiltFromBackup } from '../testing/keysRebuiltFromBackup'
import { testDialects } from '../testing/testDialects'

// The schema the previous release (the second wave) shipped: upgrades run forward from it.
const PREVIOUS_RELEASE_MIGRATION = '0005_social_login_browser'

let mail: MailCatcher
const email = 'old-account@example.com'
const seen = new Set<string>()
let offset = 0
const clock = { now: () => Date.now() + offset }

/** Where an old release kept its tables: the SQLite file in the data folder, or a schema. */
function openOld(dataDir: string, schema?: ReturnType<typeof testPostgresSchema>) {
  const db: WalletFrameDb = schema
    ? createPostgresKysely<WalletFrameDatabase>({
        url: schema.url,
        schema: schema.name,
        poolSize: 2,
      }).db
    : createSqliteKysely<WalletFrameDatabase>(join(dataDir, 'wallet-frame.sqlite'))
  const migrator = new Migrator({
    db,
    provider: createMigrationProvider(),
    ...(schema && { migrationTableSchema: schema.name }),
  })
  return { db, migrator }
}

// An account as the service kept it before visitor-sealed recovery existed (migrations up to
// 0005): an address, one device with its auth share in clear and its recovery share sealed by
// the KMS file.
async function seedOldAccount(
  privateKey: `0x${string}`,
  dataDir: string,
  schema?: ReturnType<typeof testPostgresSchema>,
) {
  const account = privateKeyToAccount(privateKey)
  const { db, migrator } = openOld(dataDir, schema)
  expect((await migrator.migrateTo(PREVIOUS_RELEASE_MIGRATION)).error).toBeUndefined()
  const [, auth, recovery] = await split(hexToBytes(privateKey), 3, 2)
  const sealed = await createFileKms(join(dataDir, 'kms.key')).encrypt(
    recovery as Uint8Array,
    'recovery:old-user:old-device',
  )
  await db
    .insertInto('users')
    .values({ id: 'old-user', email, address: account.address, created_at: 1 })
    .execute()
  await db
    .insertInto('devices')
    .values({
      user_id: 'old-user',
      device_hash: 'old-device',
      auth_share: bytesToHex(auth as Uint8Array).slice(2),
      recovery_share: sealed,
      created_at: 1,
    } as never)
    .execute()
  await db.destroy()
}

beforeAll(async () => {
  mail = await startTestMailCatcher()
})
afterAll(async () => {
  await mail?.stop()
})

describe.each(await testDialects())(
  'accounts made before visitor-protected recovery (%s)',
  (dialect) => {
    it('keep working after the upgrade from the previous release, are told they are not protected, and can protect', async () => {
      const privateKey = generatePrivateKey()
      const account = privateKeyToAccount(privateKey)
      const dataDir = mkdtempSync(join(tmpdir(), 'wallet-frame-migration-'))
      const schema = dialect === 'postgres' ? testPostgresSchema('frame_upgrade') : undefined
      await schema?.create()
      let service: TestService | undefined
      try {
        await seedOldAccount(privateKey, dataDir, schema)
        // Opening the service migrates the old database to the latest schema.
        service = await createTestService({
          mail,
          clock,
          dataDir,
          ...(schema && { schema }),
          config: {
            deviceWaitMs: 500,
            chains: [{ chainId: 31337, name: 'Anvil', rpcUrl: 'http://127.0.0.1:9' }],
          },
        })
        const frame = createNodeFrame(service)
        offset += 31_000
        expect(await frame.request('CONNECT_EMAIL', { email })).toEqual({ action: 'VERIFY_DEVICE' })
        const waiting = frame.request('CONNECT_DEVICE')
        const token = new URL(linkOf(await nextMail(mail.webUrl, email, seen))).searchParams.get(
          'token',
        )
        expect(
          (await callJson(service.app, 'POST', '/auth/v1/device/approve', { token })).status,
        ).toBe(200)
        await waiting
        await frame.request('CONNECT_OTP', {
          otp: codeOf(await nextMail(mail.webUrl, email, seen)),
        })
        // The old KMS-sealed share still recovers the key on a new device.
        expect(await frame.request('GET_USER', {})).toMatchObject({
          address: account.address,
          recoveryProtected: false,
        })
        const database = schema ? service.db : undefined
        expect(await keysRebuiltFromBackup(dataDir, database)).toContain(account.address)

        frame.typePasswords('a long recovery password')
        expect(await frame.request('PROTECT_RECOVERY')).toEqual({ protected: true })
        const old = await service.db
          .selectFrom('devices')
          .selectAll()
          .where('device_hash', '=', 'old-device')
          .executeTakeFirstOrThrow()
        // The old device still signs with its device and auth shares; its openable copy is gone.
        expect(old.auth_share).not.toBeNull()
        expect(old.recovery_share).toBeNull()
        expect(await keysRebuiltFromBackup(dataDir, database)).not.toContain(account.address)
      } finally {
        await service?.close()
        await schema?.drop()
        rmSync(dataDir, { recursive: true, force: true })
      }
    })
  },
)
