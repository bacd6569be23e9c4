import { getAddress } from 'viem'
import { askToProtect } from './askToProtect'
import { createKey } from './createKey'
import { fetchRecoveryStatus } from './fetchRecoveryStatus'
import type { KeyDeps } from './KeyDeps'
import { protectionOffer } from './protectionMethods'
import type { RecoveryPrompt } from './RecoveryPrompt'
import { recoverKey } from './recoverKey'
import { recoverySetupRequired } from './recoverySetupRequired'

/**
 * Makes sure this device can sign for the account as its custody mode wants and answers its
 * address: makes the first key when the account has none ({@link createKey}), recovers it on a
 * new device, and, in self custody, has an older account still sealed by the KMS protected on a
 * device that holds it. What needs the visitor goes through `prompt` (the frame's form); without
 * it the answer is `RECOVERY_SETUP_REQUIRED` (or the protected account's 'enter it' error).
 * @example const address = await ensureKey({ api, storage, passkeys, isRecoveryProtected }, user.address, prompt)
 */
export async function ensureKey(
  deps: KeyDeps & {
    /** Protected (true), still to protect (false), or operator custody (undefined). */
    isRecoveryProtected: (address: string) => Promise<boolean | undefined>
    /** Told of the account once it is protected here. */
    markProtected?: ((address: string) => void) | undefined
  },
  address: string | null,
  prompt: RecoveryPrompt | undefined,
): Promise<`0x${string}`> {
  if (address === null) return createKey(deps, prompt)
  if (!deps.storage.deviceShare(address)) return recoverKey(deps, address, prompt)
  if ((await deps.isRecoveryProtected(address)) === false) {
    if (!prompt) throw recoverySetupRequired()
    const offer = protectionOffer(await fetchRecoveryStatus(deps), deps.passkeys)
    await askToProtect(deps, { address }, prompt, 'protect', offer)
  }
  return getAddress(address)
}
