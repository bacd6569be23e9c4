import { randomBytes } from 'node:crypto'
import type { Clock } from '@portico/server'
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyRegistrationResponse,
} from '@simplewebauthn/server'
import { type Context, Hono } from 'hono'
import { z } from 'zod'
import { shareSchema } from '../auth/authSchemas'
import { findSessionUser } from '../auth/findSessionUser'
import type { WalletFrameDb } from '../db/Database'
import { WalletFrameError } from '../errors/WalletFrameError'
import type { AppEnv } from '../http/AppEnv'
import { readJson } from '../http/readJson'
import { requireSession } from '../http/requireSession'
import { visitorSealedSchema } from '../shared/recoveryProtection'
import { custodialOnly } from './custodialOnly'
import type { KeyRouteDeps } from './KeyRouteDeps'
import { createPasskeyChallenges } from './passkeyChallenges'
import { passkeyRelyingParty } from './passkeyRelyingParty'
import { protectKey } from './protectKey'
import { addressSchema, signatureSchema, verifyKeySignature } from './verifyKeySignature'
import {
  type PasskeyResponse,
  passkeyResponseSchema,
  transportsOf,
  verifyPasskeyAssertion,
} from './verifyPasskeyAssertion'

const protectSchema = z.object({
  response: passkeyResponseSchema,
  /** The recovery key, sealed in the frame under a key derived from the passkey's PRF output. */
  wrappedKey: visitorSealedSchema,
  address: addressSchema,
  authShare: shareSchema,
  visitorRecoveryShare: visitorSealedSchema,
  signature: signatureSchema,
})

/**
 * Checks a passkey assertion of the account for the session's recovery challenge and answers the
 * sealed recovery key of that credential with its PRF input: what a new device shows before the
 * service hands out the sealed shares of a passkey-protected account.
 * @example const { wrappedKey } = await verifyRecoveryPasskey(deps, session, response)
 */
export async function verifyRecoveryPasskey(
  deps: { db: WalletFrameDb; clock: Clock; publicUrl: () => string },
  session: { userId: string; sessionId: string },
  response: PasskeyResponse,
): Promise<{ wrappedKey: string; prfSalt: string; credentialId: string }> {
  const { challenge } = await createPasskeyChallenges(deps.db, deps.clock).take(
    session.sessionId,
    'recover',
  )
  const row = await verifyPasskeyAssertion(deps, challenge, response, session.userId)
  return { wrappedKey: row.wrapped_key, prfSalt: row.prf_salt, credentialId: row.credential_id }
}

/**
 * Passkeys as the visitor's recovery key (WebAuthn with the PRF extension, through
 * `@simplewebauthn/server`), behind a session: `POST /keys/v1/recovery/passkey/options` (a
 * registration's options and the PRF input the frame evaluates), `POST /keys/v1/recovery/passkey`
 * (the verified credential, the recovery key the frame sealed under the PRF output, and a fresh
 * split: the account is then protected exactly as with a password, or gets its first key
 * protected when it had none) and `POST
 * /keys/v1/recover/passkey/options` (a new device's assertion options and each credential's PRF
 * input; the assertion itself goes to `POST /keys/v1/recover`). The RP ID is the frame origin's
 * host name; on an IP address there are no passkeys (400).
 * @example app.route('/', createPasskeyRoutes({ db, sessions, clock, publicUrl, custodyOf }))
 */
export function createPasskeyRoutes(
  // `custodyOf` answering `operator` refuses protection (config `custody`, or the page's project's).
  deps: Pick<KeyRouteDeps, 'db' | 'sessions' | 'clock' | 'publicUrl' | 'custodyOf'>,
): Hono<AppEnv> {
  const { db, clock } = deps
  const challenges = createPasskeyChallenges(db, clock)
  const app = new Hono<AppEnv>()
  app.use('/keys/v1/recovery/passkey', requireSession(deps.sessions))
  app.use('/keys/v1/recovery/passkey/*', requireSession(deps.sessions))
  app.use('/keys/v1/recover/passkey/*', requireSession(deps.sessions))
  const relyingParty = (c: Context<AppEnv>) => {
    if (deps.custodyOf(c) === 'operator') throw custodialOnly()
    const rp = passkeyRelyingParty(deps.publicUrl())
    if (!rp.available)
      throw new WalletFrameError('INVALID_PARAMS', {
        message: 'Passkeys need the wallet to be served on a domain name',
      })
    return rp
  }

  app.post('/keys/v1/recovery/passkey/options', async (c) => {
    const rp = relyingParty(c)
    const { userId, sessionId } = c.get('session')
    // An account with no key yet registers the passkey that will protect its first key.
    const user = await findSessionUser(db, userId)
    const options = await generateRegistrationOptions({
      rpName: rp.rpID,
      rpID: rp.rpID,
      userName: user.email ?? user.address ?? 'wallet',
      attestationType: 'none',
      authenticatorSelection: { residentKey: 'preferred', userVerification: 'required' },
    })
    const prfSalt = randomBytes(32).toString('hex')
    await challenges.put(sessionId, 'register', options.challenge, prfSalt)
    return c.json({ options, prfSalt })
  })

  app.post('/keys/v1/recovery/passkey', async (c) => {
    const rp = relyingParty(c)
    const body = await readJson(c, protectSchema)
    const { userId, deviceHash, sessionId } = c.get('session')
    const user = await findSessionUser(db, userId)
    // An account without a key gets its first one here, with its protection (self custody).
    const address = await verifyKeySignature(body, sessionId, user.address)
    const hadKey = user.address !== null
    const { challenge, prfSalt } = await challenges.take(sessionId, 'register')
    const verified = await verifyRegistrationResponse({
      response: body.response as unknown as RegistrationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      requireUserVerification: true,
    }).catch((cause: unknown) => {
      throw new WalletFrameError('INVALID_PARAMS', {
        message: 'The passkey could not be verified',
        cause,
      })
    })
    if (!verified.verified || !verified.registrationInfo || !prfSalt)
      throw new WalletFrameError('INVALID_PARAMS', { message: 'The passkey could not be verified' })
    const { credential } = verified.registrationInfo
    await db.transaction().execute(async (trx) => {
      await protectKey(trx, { userId, deviceHash, hadKey, address }, body)
      await trx
        .insertInto('recovery_passkeys')
        .values({
          credential_id: credential.id,
          user_id: userId,
          public_key: Buffer.from(credential.publicKey).toString('base64url'),
          counter: credential.counter,
          transports: JSON.stringify(credential.transports ?? []),
          prf_salt: prfSalt,
          wrapped_key: body.wrappedKey,
          created_at: clock.now(),
        })
        .execute()
    })
    return c.json({ address, protected: true })
  })

  app.post('/keys/v1/recover/passkey/options', async (c) => {
    const rp = relyingParty(c)
    const { userId, sessionId } = c.get('session')
    const rows = await db
      .selectFrom('recovery_passkeys')
      .select(['credential_id', 'transports', 'prf_salt'])
      .where('user_id', '=', userId)
      .execute()
    if (rows.length === 0)
      throw new WalletFrameError('NOT_FOUND', { message: 'This wallet has no passkey' })
    const options = await generateAuthenticationOptions({
      rpID: rp.rpID,
      userVerification: 'required',
      allowCredentials: rows.map((row) => ({
        id: row.credential_id,
        transports: transportsOf(row.transports) as never,
      })),
    })
    await challenges.put(sessionId, 'recover', options.challenge, null)
    return c.json({
      options,
      prfSalts: Object.fromEntries(rows.map((row) => [row.credential_id, row.prf_salt])),
    })
  })

  return app
}
