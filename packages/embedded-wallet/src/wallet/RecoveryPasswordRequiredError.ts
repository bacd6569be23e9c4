import { BaseError, type BaseErrorParameters } from '@portico/common'

/** The frame's sentence for a protected account's new device whose key is still locked. */
export const RECOVERY_PASSWORD_REQUIRED_MESSAGE =
  'This wallet is protected by a recovery password: enter it to use this device'

/** The same for an account a passkey protects: `unlockKey()` then asks for the passkey. */
export const RECOVERY_PASSKEY_REQUIRED_MESSAGE =
  'This wallet is protected by a passkey: use it to open the wallet on this device'

/**
 * The login succeeded (the frame holds the session) but this is a new device of an account
 * whose recovery the visitor protected with a password or a passkey: the key opens only with
 * it. Continue with `unlockKey()`, which shows the frame's own form, then connect as after a
 * code.
 * @example
 * if (error instanceof RecoveryPasswordRequiredError) router.push({ view: 'EmbeddedWalletRecovery', mode: 'unlock' })
 */
export class RecoveryPasswordRequiredError extends BaseError {
  override name = 'RecoveryPasswordRequiredError'
  /** Which the account asks for: its recovery password, or its passkey. */
  override readonly code: 'RECOVERY_PASSWORD_REQUIRED' | 'RECOVERY_PASSKEY_REQUIRED'
  constructor(
    args: BaseErrorParameters & {
      message?: string
      code?: 'RECOVERY_PASSWORD_REQUIRED' | 'RECOVERY_PASSKEY_REQUIRED'
    } = {},
  ) {
    const { message, code, ...rest } = args
    super(message ?? RECOVERY_PASSWORD_REQUIRED_MESSAGE, rest)
    this.code = code ?? 'RECOVERY_PASSWORD_REQUIRED'
  }
}
