import type { Clock } from '@portico/server'
import type { AuthenticationResponseJSON } from '@simplewebauthn/server'
import { verifyAuthenticationResponse } from '@simplewebauthn/server'
import { z } from 'zod'
import type { RecoveryPasskeyTable, WalletFrameDb } from '../db/Database'
import { WalletFrameError } from '../errors/WalletFrameError'
import { passkeyRelyingParty } from './passkeyRelyingParty'

const base64url = z
  .string()
  .regex(/^[A-Za-z0-9_-]*$/)
  .max(4096)

/**
 * A WebAuthn response as `@simplewebauthn/browser` sends it, checked for shape and size here and
 * in depth by `@simplewebauthn/server`. Its extension results must not carry the PRF output:
 * that is the visitor's key, and only the frame may see it.
 * @example passkeyResponseSchema.parse(await startAuthentication({ optionsJSON }))
 */
export const passkeyResponseSchema = z
  .object({
    id: base64url.min(1),
    rawId: base64url.min(1),
    type: z.literal('public-key'),
    response: z.record(z.string(), z.unknown()),
    clientExtensionResults: z.record(z.string(), z.unknown()),
    authenticatorAttachment: z.string().max(32).optional(),
  })
  .refine(
    (value) => !JSON.stringify(value.clientExtensionResults).includes('"results"'),
    "The passkey's secret must stay in the frame",
  )

/** A passkey answer as the service reads it. @example const r: PasskeyResponse = passkeyResponseSchema.parse(body.response) */
export type PasskeyResponse = z.infer<typeof passkeyResponseSchema>

/**
 * The page the frame was embedded in, as the browser reports it for a cross-origin ceremony.
 * The frame runs only inside the project's allowed ancestors (CSP `frame-ancestors`, enforced by
 * the browser before any frame code runs, and the frame's own check), so the service takes the
 * reported top origin as expected rather than keeping the project's list here.
 */
function topOriginOf(response: { response: Record<string, unknown> }): {
  expectedTopOrigin?: string
} {
  const clientData = z
    .object({ topOrigin: z.string().max(2048).optional() })
    .safeParse(
      JSON.parse(
        Buffer.from(String(response.response.clientDataJSON ?? ''), 'base64url').toString('utf8') ||
          '{}',
      ),
    )
  return clientData.success && clientData.data.topOrigin
    ? { expectedTopOrigin: clientData.data.topOrigin }
    : {}
}

/** A credential's transports as stored (JSON), for WebAuthn options. @example transportsOf('["internal"]') */
export const transportsOf = (json: string) =>
  z.array(z.string()).catch([]).parse(JSON.parse(json)) as never

/**
 * Checks a passkey assertion against `challenge`: the credential must be one this service
 * registered (of `userId` when given), the signature valid for the frame's origin and RP ID, the
 * user verified; its signature counter moves on. Answers the credential's row; anything else is
 * 403 'This passkey does not open this wallet'.
 * @example const row = await verifyPasskeyAssertion(deps, challenge, response, userId)
 */
export async function verifyPasskeyAssertion(
  deps: { db: WalletFrameDb; clock: Clock; publicUrl: () => string },
  challenge: string,
  response: PasskeyResponse,
  userId?: string,
): Promise<RecoveryPasskeyTable> {
  const { db } = deps
  const rp = passkeyRelyingParty(deps.publicUrl())
  let query = db
    .selectFrom('recovery_passkeys')
    .selectAll()
    .where('credential_id', '=', response.id)
  if (userId !== undefined) query = query.where('user_id', '=', userId)
  const row = await query.executeTakeFirst()
  if (!row) throw new WalletFrameError('RECOVERY_PASSKEY_WRONG')
  const verified = await verifyAuthenticationResponse({
    response: response as unknown as AuthenticationResponseJSON,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.rpID,
    ...topOriginOf(response),
    requireUserVerification: true,
    credential: {
      id: row.credential_id,
      publicKey: new Uint8Array(Buffer.from(row.public_key, 'base64url')),
      counter: Number(row.counter),
      transports: transportsOf(row.transports),
    },
  }).catch(() => ({ verified: false as const, authenticationInfo: undefined }))
  if (!verified.verified || !verified.authenticationInfo)
    throw new WalletFrameError('RECOVERY_PASSKEY_WRONG')
  await db
    .updateTable('recovery_passkeys')
    .set({ counter: verified.authenticationInfo.newCounter })
    .where('credential_id', '=', row.credential_id)
    .execute()
  return row
}
