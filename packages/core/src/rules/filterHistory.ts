import type { CaipNetworkId, Transaction } from '@portico/common'

function isSpam(transaction: Transaction): boolean {
  const transfers = transaction.transfers ?? []
  return transfers.length > 0 && transfers.every((t) => t.nft_info?.flags.is_spam === true)
}

/**
 * The history entries to show (spec §5): spam (every transfer flagged) hidden, and only those
 * of the connected chain.
 * @example
 * filterHistory(page.data, 'eip155:1')
 */
export function filterHistory(
  transactions: readonly Transaction[],
  chainId: CaipNetworkId,
): Transaction[] {
  return transactions.filter((tx) => tx.metadata.chain === chainId && !isSpam(tx))
}
