/**
 * Whether a login ended with the embedded wallet's RecoveryPasswordRequiredError: the visitor
 * is signed in, but this new device needs the wallet's recovery password to open the key. Known
 * by its name, as the embedded wallet is an optional peer the kit does not import.
 * @example
 * if (isRecoveryPasswordRequired(error)) client.push({ view: 'EmbeddedWalletRecovery', mode: 'unlock' })
 */
export function isRecoveryPasswordRequired(error: unknown): boolean {
  return error instanceof Error && error.name === 'RecoveryPasswordRequiredError'
}
