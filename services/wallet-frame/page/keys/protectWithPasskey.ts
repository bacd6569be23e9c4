import { z } from 'zod'
import type { FrameApi } from '../createFrameApi'
import type { FrameStorage } from '../createFrameStorage'
import type { PasskeyCeremonies } from '../createPasskeyCeremonies'
import { FrameRequestError } from '../FrameRequestError'
import { prfWrapKey } from '../recoveryCrypto'
import { type KeyToProtect, protectWith } from './protectWith'
import { webauthnOptions } from './webauthnOptions'

const registrationOptionsSchema = z.object({
  options: webauthnOptions.extend({ rp: z.looseObject({ id: z.string() }) }),
  prfSalt: z.string().regex(/^[0-9a-f]{64}$/),
})

/**
 * Protects recovery with a passkey (WebAuthn PRF): registers one, derives the sealing key from
 * its PRF output (prfWrapKey) and protects as with a password; the service verifies the
 * credential and from then on hands out the sealed shares only for an assertion of it. Runs the
 * ceremony, so call it in the visitor's click. Takes a new account's first key too (`{ secret }`).
 * Answers the address.
 * @example await protectWithPasskey({ api, storage, passkeys }, { address })
 */
export async function protectWithPasskey(
  deps: { api: FrameApi; storage: FrameStorage; passkeys?: PasskeyCeremonies | undefined },
  key: KeyToProtect,
): Promise<`0x${string}`> {
  if (!deps.passkeys) throw new FrameRequestError('Passkeys are not available in this browser')
  const { options, prfSalt } = await deps.api.call(
    'POST',
    '/keys/v1/recovery/passkey/options',
    { auth: true, body: {} },
    registrationOptionsSchema,
  )
  const { response, prfOutput } = await deps.passkeys.register(options as never, prfSalt)
  const wrapKey = await prfWrapKey(prfOutput)
  prfOutput.fill(0)
  try {
    return await protectWith(deps, key, wrapKey, (split) =>
      deps.api.call(
        'POST',
        '/keys/v1/recovery/passkey',
        { auth: true, body: { response, ...split } },
        z.object({ address: z.string() }),
      ),
    )
  } finally {
    wrapKey.fill(0)
  }
}
