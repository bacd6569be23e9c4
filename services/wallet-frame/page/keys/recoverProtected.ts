import { FrameRequestError } from '../FrameRequestError'
import { fetchRecoveryStatus } from './fetchRecoveryStatus'
import type { KeyDeps } from './KeyDeps'
import type { RecoveryMethod, RecoveryPrompt } from './RecoveryPrompt'
import { unlockWithPasskey } from './unlockWithPasskey'
import { unlockWithPassword } from './unlockWithPassword'

const isLocal = (error: unknown) => error instanceof FrameRequestError && !error.coded

/**
 * A new device of a protected account: the visitor's password or passkey, asked through
 * `prompt`, makes the service hand out the sealed shares and opens them; a wrong try is asked
 * again until the service locks recovery. Without a prompt it is refused with the service's
 * 'This wallet is protected…' sentence and code. Answers the address.
 * @example await recoverProtected({ api, storage, passkeys }, user.address, recoveryForm.ask)
 */
export async function recoverProtected(
  deps: KeyDeps,
  expected: string,
  prompt: RecoveryPrompt | undefined,
): Promise<`0x${string}`> {
  const status = await fetchRecoveryStatus(deps)
  const method: RecoveryMethod = status.passkey ? 'passkey' : 'password'
  if (!prompt)
    throw new FrameRequestError(
      method === 'passkey'
        ? 'This wallet is protected by a passkey: use it to open the wallet on this device'
        : 'This wallet is protected by a recovery password: enter it to use this device',
      method === 'passkey' ? 'RECOVERY_PASSKEY_REQUIRED' : 'RECOVERY_PASSWORD_REQUIRED',
    )
  let problem: string | undefined
  for (;;) {
    const choice = await prompt({ mode: 'unlock', methods: [method], problem })
    try {
      if (choice.method === 'passkey') return await unlockWithPasskey(deps, expected)
      if (choice.method !== 'password' || !status.password)
        throw new FrameRequestError('This wallet has no recovery password')
      return await unlockWithPassword(deps, expected, choice.password, status.password)
    } catch (error) {
      const retry =
        isLocal(error) ||
        (error instanceof FrameRequestError &&
          (error.code === 'RECOVERY_PASSWORD_WRONG' || error.code === 'RECOVERY_PASSKEY_WRONG'))
      if (!retry) throw error
      problem = (error as FrameRequestError).message
    }
  }
}
