/**
 * The shortest recovery password the frame accepts.
 * @example if ([...password].length < MIN_RECOVERY_PASSWORD_LENGTH) showError('Too short')
 */
export const MIN_RECOVERY_PASSWORD_LENGTH = 10

/**
 * How a wallet's recovery is protected by its owner.
 * @example const methods: RecoveryMethod[] = ['passkey', 'password']
 */
export type RecoveryMethod = 'password' | 'passkey'

/**
 * What the visitor chose in the frame's recovery form: a password they typed, or their passkey
 * (the ceremony then runs in that click), or — in operator custody — Continue under the notice
 * that the site can recover the wallet.
 * @example const choice: RecoveryChoice = { method: 'password', password: 'violet staple battery' }
 */
export type RecoveryChoice =
  | { method: 'password'; password: string }
  | { method: 'passkey' }
  | { method: 'operator' }

/**
 * What the frame asks its recovery form: `create` a new wallet (protected with one of
 * `methods`, or, with `custody: 'operator'`, after the notice that the site keeps recovery),
 * `protect` an existing one, `unlock` it on a new device, or `signIn` with a passkey.
 * @example const request: RecoveryRequest = { mode: 'create', methods: ['password'], custody: 'self' }
 */
export type RecoveryRequest = {
  mode: 'create' | 'protect' | 'unlock' | 'signIn'
  methods: readonly RecoveryMethod[]
  /** For `create` and `protect` without a passkey among `methods`: why (shown by its greyed button). */
  passkeyUnavailable?: string | undefined
  /** The sentence to show when the last try failed. */
  problem?: string | undefined
  /** For `create`: the service's custody mode (`GET /keys/v1/recovery`); `self` if left out. */
  custody?: 'self' | 'operator' | undefined
}

/**
 * Asks the visitor, inside the frame, what {@link RecoveryRequest} says. Rejects when the
 * visitor gives up.
 * @example const prompt: RecoveryPrompt = async () => ({ method: 'password', password })
 */
export type RecoveryPrompt = (request: RecoveryRequest) => Promise<RecoveryChoice>
