import { Hono } from 'hono'
import { z } from 'zod'
import { shareSchema } from '../auth/authSchemas'
import type { Sessions } from '../auth/createSessions'
import type { Clock } from '../config/Clock'
import type { WalletFrameDb } from '../db/Database'
import { WalletFrameError } from '../errors/WalletFrameError'
import type { AppEnv } from '../http/AppEnv'
import { readJson } from '../http/readJson'
import { requireSession } from '../http/requireSession'
import { verifierHash } from './checkRecoveryPassword'
import {
  type RecoveryStatus,
  saltSchema,
  scryptParamsSchema,
  verifierSchema,
  visitorSealedSchema,
} from './recoveryProtection'
import { addressSchema, signatureSchema, verifyKeySignature } from './verifyKeySignature'

const protectSchema = z.object({
  salt: saltSchema,
  params: scryptParamsSchema,
  verifier: verifierSchema,
  /** The recovery key, sealed in the frame under the password's key. */
  wrappedKey: visitorSealedSchema,
  /** A new split of the key for this device, its recovery share sealed under the recovery key. */
  address: addressSchema,
  authShare: shareSchema,
  visitorRecoveryShare: visitorSealedSchema,
  signature: signatureSchema,
})

/**
 * Self-custody of recovery, behind a session: `GET /keys/v1/recovery` says whether the account's
 * recovery is protected and how to derive the password's key (salt, scrypt parameters);
 * `POST /keys/v1/recovery/password` protects it. The frame sends a fresh split of the key for
 * its device whose recovery share it sealed under a new recovery key, that key sealed under the
 * password's key, and a verifier derived from the password beside that key. The service keeps
 * the verifier's hash, and from then on holds no recovery share it can open: the KMS-sealed
 * shares of every device of the account are deleted in the same transaction.
 * @example app.route('/', createRecoveryRoutes({ db, sessions, clock }))
 */
export function createRecoveryRoutes(deps: {
  db: WalletFrameDb
  sessions: Sessions
  clock: Clock
}): Hono<AppEnv> {
  const { db, clock } = deps
  const app = new Hono<AppEnv>()
  app.use('/keys/v1/recovery', requireSession(deps.sessions))
  app.use('/keys/v1/recovery/*', requireSession(deps.sessions))

  app.get('/keys/v1/recovery', async (c) => {
    const { userId } = c.get('session')
    const row = await db
      .selectFrom('recovery_passwords')
      .select(['salt', 'params'])
      .where('user_id', '=', userId)
      .executeTakeFirst()
    const status: RecoveryStatus = row
      ? {
          protected: true,
          password: { salt: row.salt, params: scryptParamsSchema.parse(JSON.parse(row.params)) },
        }
      : { protected: false, password: null }
    return c.json(status)
  })

  app.post('/keys/v1/recovery/password', async (c) => {
    const body = await readJson(c, protectSchema)
    const { userId, deviceHash, sessionId } = c.get('session')
    const user = await db
      .selectFrom('users')
      .select('address')
      .where('id', '=', userId)
      .executeTakeFirst()
    if (!user?.address) throw new WalletFrameError('NOT_FOUND', { message: 'No key to protect' })
    const address = await verifyKeySignature(body, sessionId, user.address)
    await db.transaction().execute(async (trx) => {
      const device = await trx
        .selectFrom('devices')
        .select('auth_share')
        .where('user_id', '=', userId)
        .where('device_hash', '=', deviceHash)
        .executeTakeFirst()
      if (!device?.auth_share)
        throw new WalletFrameError('CONFLICT', { message: 'This device holds no key' })
      const existing = await trx
        .selectFrom('recovery_passwords')
        .select('user_id')
        .where('user_id', '=', userId)
        .executeTakeFirst()
      if (existing)
        throw new WalletFrameError('CONFLICT', {
          message: 'This wallet already has a recovery password',
        })
      await trx
        .insertInto('recovery_passwords')
        .values({
          user_id: userId,
          salt: body.salt,
          params: JSON.stringify(body.params),
          verifier_hash: verifierHash(body.verifier),
          wrapped_key: body.wrappedKey,
          failed_attempts: 0,
          locked_until: 0,
          created_at: clock.now(),
        })
        .execute()
      await trx
        .updateTable('devices')
        .set({
          auth_share: body.authShare.replace(/^0x/, '').toLowerCase(),
          recovery_share: body.visitorRecoveryShare,
          recovery_sealed_by: 'visitor',
        })
        .where('user_id', '=', userId)
        .where('device_hash', '=', deviceHash)
        .execute()
      // Other devices keep signing with their device and auth shares; only the copies the
      // operator's KMS could open go.
      await trx
        .updateTable('devices')
        .set({ recovery_share: null })
        .where('user_id', '=', userId)
        .where('recovery_sealed_by', '=', 'kms')
        .execute()
    })
    return c.json({ address, protected: true })
  })

  return app
}
