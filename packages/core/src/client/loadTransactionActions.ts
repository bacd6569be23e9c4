/**
 * Fetches signing, sending and the wallet side of requests: made from the started parts' file
 * (which re-exports it), so what they share with it stays there.
 * @example
 * const { sendTokenFlow } = await loadTransactionActions()
 */
export function loadTransactionActions() {
  return import('../actions/transactionActions')
}
