import { BaseError, type BaseErrorParameters } from '@portico/common'

/** The frame's sentence for an account whose key is not made (or not protected) yet. */
export const RECOVERY_SETUP_REQUIRED_MESSAGE = 'Protect your wallet to finish setting it up'

/**
 * The login succeeded (the frame holds the session) but the account has no key yet — a new
 * account, since self-custody is the default — or is an older one whose recovery is not
 * protected yet: the key is made or kept only once the visitor protects it with a passkey or a
 * recovery password. Continue with `unlockKey()`, which shows the frame's own form ('create',
 * or 'protect' for the older account), then connect as after a code.
 * @example
 * if (error instanceof RecoverySetupRequiredError) router.push({ view: 'EmbeddedWalletRecovery', mode: 'create' })
 */
export class RecoverySetupRequiredError extends BaseError {
  override name = 'RecoverySetupRequiredError'
  override readonly code = 'RECOVERY_SETUP_REQUIRED'
  constructor(args: BaseErrorParameters & { message?: string } = {}) {
    const { message, ...rest } = args
    super(message ?? RECOVERY_SETUP_REQUIRED_MESSAGE, rest)
  }
}
