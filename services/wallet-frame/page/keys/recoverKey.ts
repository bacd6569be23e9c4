import { combine } from 'shamir-secret-sharing'
import { z } from 'zod'
import { FrameRequestError } from '../FrameRequestError'
import { checkOpens } from './checkOpens'
import type { KeyDeps } from './KeyDeps'
import type { RecoveryPrompt } from './RecoveryPrompt'
import { recoverProtected } from './recoverProtected'
import { setupKey } from './setupKey'
import { shareBytes } from './shareHex'

/**
 * A new device of an account: the service releases an earlier device's auth share and its
 * KMS-opened recovery share (a custodial account), the key is rebuilt, checked and given this
 * device's own split; a protected account goes through {@link recoverProtected}. Answers the address.
 * @example await recoverKey({ api, storage, passkeys }, user.address, recoveryForm.ask)
 */
export async function recoverKey(
  deps: KeyDeps,
  expected: string,
  prompt: RecoveryPrompt | undefined,
): Promise<`0x${string}`> {
  const answer = await deps.api
    .call(
      'POST',
      '/keys/v1/recover',
      { auth: true, body: {} },
      z.object({ address: z.string(), authShare: z.string(), recoveryShare: z.string() }),
    )
    .catch((error: unknown) => {
      if (
        error instanceof FrameRequestError &&
        (error.code === 'RECOVERY_PASSWORD_REQUIRED' || error.code === 'RECOVERY_PASSKEY_REQUIRED')
      )
        return undefined
      throw error
    })
  if (!answer) return recoverProtected(deps, expected, prompt)
  const secret = await combine([shareBytes(answer.authShare), shareBytes(answer.recoveryShare)])
  try {
    checkOpens(secret, expected)
    return await setupKey(deps, secret)
  } finally {
    secret.fill(0)
  }
}
