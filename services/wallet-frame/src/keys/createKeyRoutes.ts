import type { Clock } from '@portico/server'
import { Hono } from 'hono'
import { z } from 'zod'
import { shareSchema } from '../auth/authSchemas'
import type { Sessions } from '../auth/createSessions'
import type { WalletFrameDb } from '../db/Database'
import { WalletFrameError } from '../errors/WalletFrameError'
import type { AppEnv } from '../http/AppEnv'
import { readJson } from '../http/readJson'
import { requireSession } from '../http/requireSession'
import type { Kms } from '../kms/Kms'
import type { WalletFrameMetrics } from '../metrics/createWalletFrameMetrics'
import { checkRecoveryPassword } from './checkRecoveryPassword'
import { verifyRecoveryPasskey } from './createPasskeyRoutes'
import { isRecoveryProtected } from './protectAccount'
import { verifierSchema, visitorSealedSchema } from './recoveryProtection'
import { addressSchema, signatureSchema, verifyKeySignature } from './verifyKeySignature'
import { passkeyResponseSchema } from './verifyPasskeyAssertion'

const toHex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex')
const fromHex = (hex: string) => new Uint8Array(Buffer.from(hex.replace(/^0x/, ''), 'hex'))
const recoveryContext = (userId: string, deviceHash: string) => `recovery:${userId}:${deviceHash}`

const recoverSchema = z.object({
  password: z.object({ verifier: verifierSchema }).optional(),
  passkey: z.object({ response: passkeyResponseSchema }).optional(),
})
const setupSchema = z
  .object({
    address: addressSchema,
    authShare: shareSchema,
    /** A recovery share for the KMS to seal (an account its owner has not protected yet). */
    recoveryShare: shareSchema.optional(),
    /** A recovery share the frame sealed under the visitor's recovery key. */
    visitorRecoveryShare: visitorSealedSchema.optional(),
    signature: signatureSchema,
  })
  .refine(
    (body) => (body.recoveryShare === undefined) !== (body.visitorRecoveryShare === undefined),
    'Exactly one of recoveryShare and visitorRecoveryShare',
  )

/**
 * The server's side of the 2-of-3 key split, all behind a session:
 * `GET /keys/v1/auth-share` (this device's auth share, to sign with its device share),
 * `POST /keys/v1/recover` (a new device, after device approval and code, gets an earlier
 * device's auth share and its recovery share: opened by the KMS for an account not yet
 * protected, or still sealed under the visitor's recovery key, with that key wrapped by the
 * recovery password, after the password's verifier checks out) and `POST /keys/v1/setup`
 * (stores this device's auth share and recovery share after the frame proves, by a signature,
 * that the key opens the account's address; a protected account takes visitor-sealed shares only).
 * @example app.route('/', createKeyRoutes({ db, sessions, kms, clock, publicUrl }))
 */
export function createKeyRoutes(deps: {
  db: WalletFrameDb
  sessions: Sessions
  kms: Kms
  clock: Clock
  /** Counts wrong recovery passwords and locks. */
  frameMetrics?: WalletFrameMetrics | undefined
  /** The frame's origin, the WebAuthn origin and RP ID of passkey assertions. */
  publicUrl: () => string
}): Hono<AppEnv> {
  const { db, kms } = deps
  const app = new Hono<AppEnv>()
  app.use('/keys/*', requireSession(deps.sessions))

  const userOf = async (userId: string) => {
    const user = await db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', userId)
      .executeTakeFirst()
    if (!user) throw new WalletFrameError('SESSION_EXPIRED')
    return user
  }
  const deviceOf = (userId: string, deviceHash: string) =>
    db
      .selectFrom('devices')
      .selectAll()
      .where('user_id', '=', userId)
      .where('device_hash', '=', deviceHash)
      .executeTakeFirst()

  app.get('/keys/v1/auth-share', async (c) => {
    const { userId, deviceHash } = c.get('session')
    const user = await userOf(userId)
    const device = await deviceOf(userId, deviceHash)
    if (!user.address || !device?.auth_share) {
      throw new WalletFrameError('NOT_FOUND', { message: 'No key on this device' })
    }
    return c.json({ address: user.address, authShare: device.auth_share })
  })

  app.post('/keys/v1/recover', async (c) => {
    const body =
      c.req.header('content-length') === '0' || !c.req.header('content-type')
        ? {}
        : await readJson(c, recoverSchema)
    const { userId, deviceHash } = c.get('session')
    const user = await userOf(userId)
    const device = await deviceOf(userId, deviceHash)
    if (!user.address) throw new WalletFrameError('NOT_FOUND', { message: 'No key to recover' })
    // A device that has its own shares signs with them; recovery is for a new device only.
    if (!device || device.auth_share)
      throw new WalletFrameError('CONFLICT', { message: 'This device already holds a key' })
    const protection = await isRecoveryProtected(db, userId)
    if (protection) {
      // Self-custody: the recovery share is sealed under the visitor's recovery key, and even
      // that sealed copy is released only to a device that knows the recovery password or
      // holds the passkey.
      let unlocked: { wrappedKey: string; prfSalt?: string }
      if (protection === 'passkey') {
        if (!body.passkey) throw new WalletFrameError('RECOVERY_PASSKEY_REQUIRED')
        unlocked = await verifyRecoveryPasskey(deps, c.get('session'), body.passkey.response)
      } else {
        if (!body.password) throw new WalletFrameError('RECOVERY_PASSWORD_REQUIRED')
        unlocked = await checkRecoveryPassword(deps, userId, body.password.verifier)
      }
      const source = await db
        .selectFrom('devices')
        .selectAll()
        .where('user_id', '=', userId)
        .where('recovery_sealed_by', '=', 'visitor')
        .where('auth_share', 'is not', null)
        .orderBy('created_at', 'desc')
        .executeTakeFirst()
      if (!source?.auth_share || !source.recovery_share) {
        throw new WalletFrameError('NOT_FOUND', { message: 'No key to recover' })
      }
      return c.json({
        address: user.address,
        authShare: source.auth_share,
        visitorRecoveryShare: source.recovery_share,
        wrappedKey: unlocked.wrappedKey,
        ...(unlocked.prfSalt && { prfSalt: unlocked.prfSalt }),
      })
    }
    const source = await db
      .selectFrom('devices')
      .selectAll()
      .where('user_id', '=', userId)
      .where('recovery_sealed_by', '=', 'kms')
      .where('auth_share', 'is not', null)
      .where('recovery_share', 'is not', null)
      .orderBy('created_at', 'desc')
      .executeTakeFirst()
    if (!source?.auth_share || !source.recovery_share) {
      throw new WalletFrameError('NOT_FOUND', { message: 'No key to recover' })
    }
    const recovery = await kms.decrypt(
      source.recovery_share,
      recoveryContext(userId, source.device_hash),
    )
    return c.json({
      address: user.address,
      authShare: source.auth_share,
      recoveryShare: toHex(recovery),
    })
  })

  app.post('/keys/v1/setup', async (c) => {
    const body = await readJson(c, setupSchema)
    const { userId, deviceHash, sessionId } = c.get('session')
    const user = await userOf(userId)
    const address = await verifyKeySignature(body, sessionId, user.address)
    const protectedAccount = (await isRecoveryProtected(db, userId)) !== undefined
    // Once the visitor protected recovery, the operator must never hold an openable share again.
    if (protectedAccount && !body.visitorRecoveryShare)
      throw new WalletFrameError('INVALID_PARAMS', {
        message: 'This wallet keeps its recovery share sealed by its owner',
      })
    if (!protectedAccount && !body.recoveryShare)
      throw new WalletFrameError('INVALID_PARAMS', {
        message: 'This wallet has no recovery password yet',
      })
    const recovery = body.visitorRecoveryShare
      ? { recovery_share: body.visitorRecoveryShare, recovery_sealed_by: 'visitor' as const }
      : {
          recovery_share: await kms.encrypt(
            fromHex(body.recoveryShare ?? ''),
            recoveryContext(userId, deviceHash),
          ),
          recovery_sealed_by: 'kms' as const,
        }
    await db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('devices')
        .set({ auth_share: body.authShare.replace(/^0x/, '').toLowerCase(), ...recovery })
        .where('user_id', '=', userId)
        .where('device_hash', '=', deviceHash)
        .where('auth_share', 'is', null)
        .executeTakeFirst()
      if (updated.numUpdatedRows !== 1n)
        throw new WalletFrameError('CONFLICT', { message: 'This device already holds a key' })
      if (!user.address) {
        // Two devices racing to create the first key: the first one's address stays.
        const set = await trx
          .updateTable('users')
          .set({ address })
          .where('id', '=', userId)
          .where('address', 'is', null)
          .executeTakeFirst()
        if (set.numUpdatedRows !== 1n)
          throw new WalletFrameError('CONFLICT', { message: 'The key does not open this account' })
      }
    })
    return c.json({ address })
  })

  return app
}
