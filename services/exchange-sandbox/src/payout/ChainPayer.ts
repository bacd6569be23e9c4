/**
 * What a payout is: `units` of `asset` (`native`, a token contract or an SPL mint) to
 * `recipient`.
 * @example const transfer: PayoutTransfer = { asset: 'native', recipient, units: 10n ** 16n, decimals: 18 }
 */
export type PayoutTransfer = {
  asset: string
  recipient: string
  units: bigint
  decimals: number
}

/**
 * Where a broadcast payout stands: final and successful, final and failed (with why), or not
 * final within the wait (`pending`: settle it again later, it may still land).
 * @example const settled: PayoutSettled = { state: 'failed', reason: 'The transfer reverted on chain' }
 */
export type PayoutSettled =
  | { state: 'success' }
  | { state: 'failed'; reason: string }
  | { state: 'pending' }

/**
 * Sends payouts from the hot wallet on one network. `sign` makes the transaction (and throws
 * when it cannot be made: the hot wallet short, the RPC down); `settle` broadcasts a signed one
 * (again, harmlessly, if it was sent before) and waits until it is final; it throws when the
 * network refuses the transaction (nothing was sent).
 * @example
 * const { txHash, rawTx } = await payer.sign(transfer)
 * const settled = await payer.settle(rawTx, txHash)
 */
export type ChainPayer = {
  /** The hot wallet's address on this network. */
  address: string
  sign: (transfer: PayoutTransfer) => Promise<{ txHash: string; rawTx: string }>
  settle: (rawTx: string, txHash: string) => Promise<PayoutSettled>
}
