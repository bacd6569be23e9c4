import { combine } from 'shamir-secret-sharing'
import { z } from 'zod'
import type { FrameApi } from '../createFrameApi'
import type { FrameStorage } from '../createFrameStorage'
import { openForVisitor, recoveryKeyContext, shareContext } from '../recoveryCrypto'
import { checkOpens } from './checkOpens'
import { setupKey } from './setupKey'
import { shareBytes } from './shareHex'

// What `POST /keys/v1/recover` releases for a protected account, all still sealed or partial.
const recoveredSchema = z.object({
  authShare: z.string(),
  visitorRecoveryShare: z.string(),
  wrappedKey: z.string(),
})

/**
 * A new device of a protected account, once the visitor gave the password or the passkey:
 * `proof` (the password's verifier, or the passkey's assertion) makes the service release the
 * sealed shares, `wrapKey` (from the password or the passkey) opens the recovery key, that opens
 * the recovery share, the key is rebuilt and checked, and this device gets its own split sealed
 * under the same recovery key. `wrapKey` is zeroed once it is done. Answers the address.
 * @example await finishRecovery({ api, storage }, user.address, { password: { verifier } }, wrapKey)
 */
export async function finishRecovery(
  deps: { api: FrameApi; storage: FrameStorage },
  expected: string,
  proof: { password: { verifier: string } } | { passkey: { response: unknown } },
  wrapKey: Uint8Array,
): Promise<`0x${string}`> {
  try {
    const answer = await deps.api.call(
      'POST',
      '/keys/v1/recover',
      { auth: true, body: proof },
      recoveredSchema,
    )
    const recoveryKey = await openForVisitor(
      wrapKey,
      answer.wrappedKey,
      recoveryKeyContext(expected),
    )
    const recoveryShare = await openForVisitor(
      recoveryKey,
      answer.visitorRecoveryShare,
      shareContext(expected),
    )
    const secret = await combine([shareBytes(answer.authShare), recoveryShare])
    try {
      checkOpens(secret, expected)
      return await setupKey(deps, secret, recoveryKey)
    } finally {
      for (const bytes of [secret, recoveryShare, recoveryKey]) bytes.fill(0)
    }
  } finally {
    wrapKey.fill(0)
  }
}
