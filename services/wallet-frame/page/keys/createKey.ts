import { hexToBytes } from 'viem'
import { generatePrivateKey } from 'viem/accounts'
import { askToProtect } from './askToProtect'
import { fetchRecoveryStatus } from './fetchRecoveryStatus'
import type { KeyDeps } from './KeyDeps'
import { protectionOffer } from './protectionMethods'
import type { RecoveryPrompt } from './RecoveryPrompt'
import { recoverySetupRequired } from './recoverySetupRequired'
import { setupKey } from './setupKey'

/**
 * A new account's first key, made only with the visitor in the frame's form: in self custody
 * (the default) it is generated and stored protected by the passkey or password they choose, in
 * one call, so the service never holds a share it could open; in operator custody only once they
 * saw the notice that the site can recover it, and then with the KMS keeping its recovery share.
 * Without `prompt` (a login's own request) nothing is made: `RECOVERY_SETUP_REQUIRED`.
 * Answers the address.
 * @example const address = await createKey({ api, storage, passkeys }, recoveryForm.ask)
 */
export async function createKey(
  deps: KeyDeps & {
    markProtected?: ((address: string) => void) | undefined
  },
  prompt: RecoveryPrompt | undefined,
): Promise<`0x${string}`> {
  if (!prompt) throw recoverySetupRequired()
  const status = await fetchRecoveryStatus(deps)
  if (status.custody === 'operator')
    await prompt({ mode: 'create', methods: [], custody: 'operator' })
  const secret = hexToBytes(generatePrivateKey())
  try {
    if (status.custody === 'operator') return await setupKey(deps, secret)
    const offer = protectionOffer(status, deps.passkeys)
    return await askToProtect(deps, { secret }, prompt, 'create', offer)
  } finally {
    secret.fill(0)
  }
}
