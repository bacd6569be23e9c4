import { FrameRequestError } from '../FrameRequestError'
import type { KeyDeps } from './KeyDeps'
import type { KeyToProtect } from './protectWith'
import { protectWithPasskey } from './protectWithPasskey'
import { protectWithPassword } from './protectWithPassword'
import type { RecoveryMethod, RecoveryPrompt } from './RecoveryPrompt'

/**
 * Asks the visitor, through `prompt`, how to protect `key` (`create` for a new account's first
 * key, `protect` for an existing one) and protects it with the passkey or password chosen; asks
 * again, naming the problem, while the visitor can fix it (a short password, a cancelled passkey
 * dialog). Network and service failures end it. `offer` is what can be chosen here, and why a
 * passkey cannot be, if it cannot. Answers the address.
 * @example const address = await askToProtect(deps, { secret }, prompt, 'create', { methods: ['password'] })
 */
export async function askToProtect(
  deps: KeyDeps & {
    /** Told of the account once it is protected (the manager keeps it for GET_USER). */
    markProtected?: ((address: string) => void) | undefined
  },
  key: KeyToProtect,
  prompt: RecoveryPrompt,
  mode: 'create' | 'protect',
  offer: { methods: readonly RecoveryMethod[]; passkeyUnavailable?: string | undefined },
): Promise<`0x${string}`> {
  let problem: string | undefined
  for (;;) {
    const choice = await prompt({ mode, ...offer, problem, custody: 'self' })
    try {
      let address: `0x${string}`
      if (choice.method === 'passkey') address = await protectWithPasskey(deps, key)
      else if (choice.method === 'password')
        address = await protectWithPassword(deps, key, choice.password)
      else throw new FrameRequestError('Choose a passkey or a recovery password')
      deps.markProtected?.(address)
      return address
    } catch (error) {
      if (!(error instanceof FrameRequestError) || error.coded) throw error
      problem = error.message
    }
  }
}
