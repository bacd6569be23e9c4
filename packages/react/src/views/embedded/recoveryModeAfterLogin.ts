/**
 * Where a login that ended with `error` goes on, the visitor being signed in all the same: the
 * embedded wallet's RecoveryPasswordRequiredError (a new device of a protected account) to
 * EmbeddedWalletRecovery's 'unlock', its RecoverySetupRequiredError (an account whose key is
 * made or kept only once the visitor protects it: a new one, or an older unprotected one) to
 * 'create'; a device newer than a recent email change (`KEY_HELD_AFTER_EMAIL_CHANGE`: the key
 * waits for the previous address's approval) to 'unlock', which says so with 'Try again' and,
 * once approved, opens the key; undefined for any other error. Known by name and code, as the
 * embedded wallet is an optional peer the kit does not import.
 * @example
 * const mode = recoveryModeAfterLogin(error)
 * if (mode) client.push({ view: 'EmbeddedWalletRecovery', mode })
 */
export function recoveryModeAfterLogin(error: unknown): 'unlock' | 'create' | undefined {
  if (!(error instanceof Error)) return undefined
  if (error.name === 'RecoveryPasswordRequiredError') return 'unlock'
  if (error.name === 'RecoverySetupRequiredError') return 'create'
  if ((error as { code?: unknown }).code === 'KEY_HELD_AFTER_EMAIL_CHANGE') return 'unlock'
  return undefined
}
