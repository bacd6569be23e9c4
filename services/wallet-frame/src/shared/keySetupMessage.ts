/**
 * The message a frame signs with a new or recovered key to prove the shares it uploads open the
 * account's address; bound to the session so a signature cannot be replayed elsewhere.
 * @example await account.signMessage({ message: keySetupMessage(sessionId) })
 */
export function keySetupMessage(sessionId: string): string {
  return `Portico wallet: store the key shares of this device.\nSession: ${sessionId}`
}
