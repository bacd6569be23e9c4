import { combine } from 'shamir-secret-sharing'
import { z } from 'zod'
import type { FrameApi } from '../createFrameApi'
import type { FrameStorage } from '../createFrameStorage'
import { openForVisitor, recoveryKeyContext, shareContext } from '../recoveryCrypto'
import { checkOpens } from './checkOpens'
import { setupKey } from './setupKey'
import { shareBytes } from './shareHex'

/**
 * What `POST /keys/v1/recover` releases for a protected account, all still sealed or partial.
 * @example const answer = await api.call('POST', '/keys/v1/recover', init, recoveredSchema)
 */
export const recoveredSchema = z.object({
  authShare: z.string(),
  visitorRecoveryShare: z.string(),
  wrappedKey: z.string(),
})

/**
 * A new device of a protected account, once the service released the sealed shares: `wrapKey`
 * (from the password or the passkey) opens the recovery key, that opens the recovery share, the
 * key is rebuilt and checked, and this device gets its own split sealed under the same recovery
 * key. Answers the address.
 * @example await finishRecovery({ api, storage }, user.address, answer, wrapKey)
 */
export async function finishRecovery(
  deps: { api: FrameApi; storage: FrameStorage },
  expected: string,
  answer: z.infer<typeof recoveredSchema>,
  wrapKey: Uint8Array,
): Promise<`0x${string}`> {
  const recoveryKey = await openForVisitor(wrapKey, answer.wrappedKey, recoveryKeyContext(expected))
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
}
