import type { Context } from 'hono'
import { z } from 'zod'
import { shareSchema } from '../auth/authSchemas'
import { findSessionUser } from '../auth/findSessionUser'
import { WalletFrameError } from '../errors/WalletFrameError'
import type { AppEnv } from '../http/AppEnv'
import { readJson } from '../http/readJson'
import { visitorSealedSchema } from '../shared/recoveryProtection'
import { claimAccountAddress } from './claimAccountAddress'
import { isRecoveryProtected } from './isRecoveryProtected'
import type { KeyRouteDeps } from './KeyRouteDeps'
import { recoveryContext } from './recoveryContext'
import { type StoredShares, storeDeviceShares } from './storeDeviceShares'
import { addressSchema, signatureSchema, verifyKeySignature } from './verifyKeySignature'

const fromHex = (hex: string) => new Uint8Array(Buffer.from(hex.replace(/^0x/, ''), 'hex'))

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
 * `POST /keys/v1/setup`: stores this device's auth share and recovery share after the frame
 * proves, by a signature, that the key opens the account's address. A protected account takes
 * visitor-sealed shares only; in self custody (config `custody: 'self'`) no KMS-sealed share is
 * taken at all (403 `RECOVERY_SETUP_REQUIRED`): a new account's first key arrives with its
 * protection through `/keys/v1/recovery/password` or `/keys/v1/recovery/passkey`.
 * @example app.post('/keys/v1/setup', (c) => setupKey(c, deps))
 */
export async function setupKey(c: Context<AppEnv>, deps: KeyRouteDeps) {
  const { db, kms } = deps
  const body = await readJson(c, setupSchema)
  const { userId, deviceHash, sessionId } = c.get('session')
  const user = await findSessionUser(db, userId)
  const address = await verifyKeySignature(body, sessionId, user.address)
  const protectedAccount = (await isRecoveryProtected(db, userId)) !== undefined
  // Once the visitor protected recovery, the operator must never hold an openable share again.
  if (protectedAccount && !body.visitorRecoveryShare)
    throw new WalletFrameError('INVALID_PARAMS', {
      message: 'This wallet keeps its recovery share sealed by its owner',
    })
  // Self custody: the first key comes with its protection (the recovery routes), and an account
  // still sealed by the KMS is protected on a device that holds it, never given a new KMS copy.
  if (deps.custodyOf(c) === 'self' && !body.visitorRecoveryShare)
    throw new WalletFrameError('RECOVERY_SETUP_REQUIRED')
  if (!protectedAccount && !body.recoveryShare)
    throw new WalletFrameError('INVALID_PARAMS', {
      message: 'This wallet has no recovery password yet',
    })
  const recovery: StoredShares = body.visitorRecoveryShare
    ? { authShare: body.authShare, recoveryShare: body.visitorRecoveryShare, sealedBy: 'visitor' }
    : {
        authShare: body.authShare,
        recoveryShare: await kms.encrypt(
          fromHex(body.recoveryShare ?? ''),
          recoveryContext(userId, deviceHash),
        ),
        sealedBy: 'kms',
      }
  await db.transaction().execute(async (trx) => {
    await storeDeviceShares(trx, userId, deviceHash, recovery, { firstKey: true })
    // Two devices racing to create the first key: the first one's address stays.
    if (!user.address) await claimAccountAddress(trx, userId, address)
  })
  return c.json({ address })
}
