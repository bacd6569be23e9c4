/**
 * Where a login that ended with `error` goes on, the visitor being signed in all the same: the
 * embedded wallet's RecoveryPasswordRequiredError (a new device of a protected account) to
 * EmbeddedWalletRecovery's 'unlock', its RecoverySetupRequiredError (an account whose key is
 * made or kept only once the visitor protects it: a new one, or an older unprotected one) to
 * 'create'; undefined for any other error. Known by name, as the embedded wallet is an
 * optional peer the kit does not import.
 * @example
 * const mode = recoveryModeAfterLogin(error)
 * if (mode) client.push({ view: 'EmbeddedWalletRecovery', mode })
 */
export function recoveryModeAfterLogin(error: unknown): 'unlock' | 'create' | undefined {
  if (!(error instanceof Error)) return undefined
  if (error.name === 'RecoveryPasswordRequiredError') return 'unlock'
  if (error.name === 'RecoverySetupRequiredError') return 'create'
  return undefined
}
