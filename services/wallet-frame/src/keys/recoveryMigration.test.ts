import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createShiftedClock } from '@portico/test/services/createShiftedClock'
import { testPostgresSchema } from '@portico/test/services/testPostgresSchema'
import type { MailCatcher } from '@portico/wallet-frame-dev'
import { Migrator } from 'kysely'
import { split } from 'shamir-secret-sharing'
import { bytesToHex, hexToBytes } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMigrationProvider } from '../db/migrations'
import { createFileKms } from '../kms/createFileKms'
import { createMemoryStorage, createNodeFrame } from '../testing/createNodeFrame'
import {
  callJson,
  createTestService,
  startTestMailCatcher,
  type TestService,
} from '../testing/createTestService'
import { keysRebuiltFromBackup } from '../testing/keysRebuiltFromBackup'
import { logInByMail } from '../testing/logInByMail'
import { openFrameDb } from '../testing/openFrameDb'
import { signsMessage } from '../testing/signsMessage'
import { testDialects } from '../testing/testDialects'

// The schema the previous release (the second wave) shipped: upgrades run forward from it.
const PREVIOUS_RELEASE_MIGRATION = '0005_social_login_browser'

let mail: MailCatcher
const email = 'old-account@example.com'
const seen = new Set<string>()
const clock = createShiftedClock()

/** Where an old release kept its tables: the SQLite file in the data folder, or a schema. */
function openOld(dataDir: string, schema?: ReturnType<typeof testPostgresSchema>) {
  const db = openFrameDb(dataDir, schema, 2)
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
  'accounts made before self custody was the default (%s)',
  (dialect) => {
    it('keep working in operator custody; in self custody their next login asks them to protect, and the KMS copies go', async () => {
      const privateKey = generatePrivateKey()
      const account = privateKeyToAccount(privateKey)
      const dataDir = mkdtempSync(join(tmpdir(), 'wallet-frame-migration-'))
      const schema = dialect === 'postgres' ? testPostgresSchema('frame_upgrade') : undefined
      await schema?.create()
      const services: TestService[] = []
      // One restart of the service on the same data folder and database, in another custody mode.
      const open = async (custody: 'operator' | 'self') => {
        const service = await createTestService({
          mail,
          clock,
          dataDir,
          ...(schema && { schema }),
          config: {
            custody,
            deviceWaitMs: 500,
            chains: [{ chainId: 31337, name: 'Anvil', rpcUrl: 'http://127.0.0.1:9' }],
          },
        })
        services.push(service)
        return service
      }
      const logIn = (frame: ReturnType<typeof createNodeFrame>, service: TestService) => {
        clock.advance(31_000)
        return logInByMail(frame, { service, mail, email, seen })
      }
      try {
        await seedOldAccount(privateKey, dataDir, schema)
        // Opening the service migrates the old database to the latest schema.
        const operator = await open('operator')
        const browser = createMemoryStorage()
        const before = createNodeFrame(operator, browser)
        // The old KMS-sealed share still recovers the key on a new device.
        await logIn(before, operator)
        expect(await before.request('GET_USER', {})).toMatchObject({ address: account.address })
        const database = schema ? operator.db : undefined
        expect(await keysRebuiltFromBackup(dataDir, database)).toContain(account.address)

        // The operator switches to self custody (the default): the same browser, reloaded.
        const self = await open('self')
        const after = createNodeFrame(self, browser)
        await expect(logIn(after, self)).rejects.toMatchObject({
          code: 'RECOVERY_SETUP_REQUIRED',
          message: 'Protect your wallet to finish setting it up',
        })
        await expect(after.request('GET_USER', {})).rejects.toMatchObject({
          code: 'RECOVERY_SETUP_REQUIRED',
        })
        // Until then a login alone on a new device gets no share (it used to get both).
        const stranger = createNodeFrame(self)
        await expect(logIn(stranger, self)).rejects.toMatchObject({
          code: 'RECOVERY_PROTECT_FIRST',
        })
        const bare = await callJson(
          self.app,
          'POST',
          '/keys/v1/recover',
          {},
          stranger.frameStorage.session()?.accessToken,
        )
        expect(bare.status).toBe(409)
        expect(bare.body).not.toHaveProperty('authShare')

        after.typePasswords('a long recovery password')
        expect(await after.request('UNLOCK_KEY')).toMatchObject({
          address: account.address,
          recoveryProtected: true,
        })
        expect(after.formAsks).toEqual([{ mode: 'protect', problem: undefined }])
        expect(await signsMessage(after, account.address)).toBe(true)
        const rows = await self.db.selectFrom('devices').selectAll().execute()
        const old = rows.find((row) => row.device_hash === 'old-device')
        // The old device still signs with its device and auth shares; its openable copy is gone.
        expect(old?.auth_share).not.toBeNull()
        expect(old?.recovery_share).toBeNull()
        expect(
          rows.filter((row) => row.recovery_sealed_by === 'kms' && row.recovery_share),
        ).toEqual([])
        expect(await keysRebuiltFromBackup(dataDir, database)).not.toContain(account.address)
        // Protected now: the new device opens it with the password, as any protected account.
        stranger.typePasswords('a long recovery password')
        expect(await stranger.request('UNLOCK_KEY')).toMatchObject({ address: account.address })
      } finally {
        for (const service of services.reverse()) await service.close()
        await schema?.drop()
        rmSync(dataDir, { recursive: true, force: true })
      }
    })
  },
)
