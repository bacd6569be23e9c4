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
 * (the ceremony then runs in that click).
 * @example const choice: RecoveryChoice = { method: 'password', password: 'violet staple battery' }
 */
export type RecoveryChoice = { method: 'password'; password: string } | { method: 'passkey' }

/**
 * Asks the visitor, inside the frame, to protect (`protect`) or open (`unlock`) the wallet with
 * one of `methods`; `problem` is the sentence to show when the last try failed. Rejects when
 * the visitor gives up.
 * @example const prompt: RecoveryPrompt = async () => ({ method: 'password', password })
 */
export type RecoveryPrompt = (request: {
  mode: 'protect' | 'unlock' | 'signIn'
  methods: readonly RecoveryMethod[]
  problem?: string | undefined
}) => Promise<RecoveryChoice>
