import type { Context } from 'hono'
import { z } from 'zod'
import { findSessionUser } from '../auth/findSessionUser'
import { WalletFrameError } from '../errors/WalletFrameError'
import type { AppEnv } from '../http/AppEnv'
import { readJson } from '../http/readJson'
import { verifierSchema } from '../shared/recoveryProtection'
import { checkRecoveryPassword } from './checkRecoveryPassword'
import { verifyRecoveryPasskey } from './createPasskeyRoutes'
import { findKeyDevice } from './findKeyDevice'
import { isRecoveryProtected } from './isRecoveryProtected'
import type { KeyRouteDeps } from './KeyRouteDeps'
import { recoveryContext } from './recoveryContext'
import { passkeyResponseSchema } from './verifyPasskeyAssertion'

const toHex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex')

const recoverSchema = z.object({
  password: z.object({ verifier: verifierSchema }).optional(),
  passkey: z.object({ response: passkeyResponseSchema }).optional(),
})

/**
 * `POST /keys/v1/recover`: a new device, after device approval and code, gets an earlier
 * device's auth share and its recovery share: still sealed under the visitor's recovery key, with
 * that key wrapped by the recovery password, after the password's verifier (or the passkey)
 * checks out; or, in operator custody only, opened by the KMS. In self custody an account not
 * protected yet (made before self custody was the default) gets nothing on a new device
 * (409 `RECOVERY_PROTECT_FIRST`).
 * @example app.post('/keys/v1/recover', (c) => recoverKey(c, deps))
 */
export async function recoverKey(c: Context<AppEnv>, deps: KeyRouteDeps) {
  const { db, kms } = deps
  const body =
    c.req.header('content-length') === '0' || !c.req.header('content-type')
      ? {}
      : await readJson(c, recoverSchema)
  const { userId, deviceHash } = c.get('session')
  const user = await findSessionUser(db, userId)
  const device = await findKeyDevice(db, userId, deviceHash)
  if (!user.address) throw new WalletFrameError('NOT_FOUND', { message: 'No key to recover' })
  // A device that has its own shares signs with them; recovery is for a new device only.
  if (!device || device.auth_share)
    throw new WalletFrameError('CONFLICT', { message: 'This device already holds a key' })
  // A device newer than an email change that can still be undone waits for the old address.
  await deps.assertKeyReleasable(c, userId, deviceHash)
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
  // Self custody, an account made before it was the default: a login alone must not rebuild the
  // key, so it is protected first on a device that holds it (the frame asks at its next login).
  if (deps.custodyOf(c) === 'self') throw new WalletFrameError('RECOVERY_PROTECT_FIRST')
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
}
