import { z } from 'zod'
import type { FrameApi } from '../createFrameApi'
import type { FrameStorage } from '../createFrameStorage'
import type { PasskeyCeremonies } from '../createPasskeyCeremonies'
import { FrameRequestError } from '../FrameRequestError'
import { prfWrapKey } from '../recoveryCrypto'
import { finishRecovery } from './finishRecovery'
import { webauthnOptions } from './webauthnOptions'

/**
 * A new device of a passkey-protected account: an assertion with the PRF input makes the service
 * hand out the sealed shares, and the PRF output opens them. Runs the ceremony, so call it in
 * the visitor's click. Answers the address.
 * @example await unlockWithPasskey({ api, storage, passkeys }, user.address)
 */
export async function unlockWithPasskey(
  deps: { api: FrameApi; storage: FrameStorage; passkeys?: PasskeyCeremonies | undefined },
  expected: string,
): Promise<`0x${string}`> {
  if (!deps.passkeys) throw new FrameRequestError('Passkeys are not available in this browser')
  const { options, prfSalts } = await deps.api.call(
    'POST',
    '/keys/v1/recover/passkey/options',
    { auth: true, body: {} },
    z.object({ options: webauthnOptions, prfSalts: z.record(z.string(), z.string()) }),
  )
  const { response, prfOutput } = await deps.passkeys.authenticate(options as never, prfSalts)
  const wrapKey = await prfWrapKey(prfOutput)
  prfOutput.fill(0)
  return finishRecovery(deps, expected, { passkey: { response } }, wrapKey)
}
