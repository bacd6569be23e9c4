import { Hono } from 'hono'
import { z } from 'zod'
import { shareSchema } from '../auth/authSchemas'
import { findSessionUser } from '../auth/findSessionUser'
import type { AppEnv } from '../http/AppEnv'
import { readJson } from '../http/readJson'
import { requireSession } from '../http/requireSession'
import {
  type RecoveryStatus,
  saltSchema,
  scryptParamsSchema,
  verifierSchema,
  visitorSealedSchema,
} from '../shared/recoveryProtection'
import { verifierHash } from './checkRecoveryPassword'
import { custodialOnly } from './custodialOnly'
import type { KeyRouteDeps } from './KeyRouteDeps'
import { passkeyRelyingParty } from './passkeyRelyingParty'
import { protectKey } from './protectKey'
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
 * `POST /keys/v1/recovery/password` protects it — or, for an account with no key yet (self
 * custody), stores its first key already protected. The frame sends a fresh split of the key for
 * its device whose recovery share it sealed under a new recovery key, that key sealed under the
 * password's key, and a verifier derived from the password beside that key. The service keeps
 * the verifier's hash, and from then on holds no recovery share it can open: the KMS-sealed
 * shares of every device of the account are deleted in the same transaction.
 * @example app.route('/', createRecoveryRoutes({ db, sessions, clock, publicUrl, custodyOf }))
 */
export function createRecoveryRoutes(
  // `custodyOf` answering `operator` refuses protection: the site keeps email-only recovery.
  deps: Pick<KeyRouteDeps, 'db' | 'sessions' | 'clock' | 'publicUrl' | 'custodyOf'>,
): Hono<AppEnv> {
  const { db, clock } = deps
  const app = new Hono<AppEnv>()
  app.use('/keys/v1/recovery', requireSession(deps.sessions))
  app.use('/keys/v1/recovery/*', requireSession(deps.sessions))

  app.get('/keys/v1/recovery', async (c) => {
    const { userId } = c.get('session')
    const [row, passkey] = await Promise.all([
      db
        .selectFrom('recovery_passwords')
        .select(['salt', 'params'])
        .where('user_id', '=', userId)
        .executeTakeFirst(),
      db
        .selectFrom('recovery_passkeys')
        .select('credential_id')
        .where('user_id', '=', userId)
        .executeTakeFirst(),
    ])
    const status: RecoveryStatus = {
      protected: row !== undefined || passkey !== undefined,
      password: row
        ? { salt: row.salt, params: scryptParamsSchema.parse(JSON.parse(row.params)) }
        : null,
      passkey: passkey !== undefined,
      passkeysAvailable: passkeyRelyingParty(deps.publicUrl()).available,
      custody: deps.custodyOf(c),
    }
    return c.json(status)
  })

  app.post('/keys/v1/recovery/password', async (c) => {
    if (deps.custodyOf(c) === 'operator') throw custodialOnly()
    const body = await readJson(c, protectSchema)
    const { userId, deviceHash, sessionId } = c.get('session')
    const user = await findSessionUser(db, userId)
    // An account without a key gets its first one here, with its protection (self custody).
    const address = await verifyKeySignature(body, sessionId, user.address)
    const hadKey = user.address !== null
    await db.transaction().execute(async (trx) => {
      // Checked again inside: two devices protecting at once must not both succeed.
      await protectKey(trx, { userId, deviceHash, hadKey, address }, body)
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
    })
    return c.json({ address, protected: true })
  })

  return app
}
