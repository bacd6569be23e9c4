import type { CaipNetworkId } from '../types/Caip'
import type { Transaction } from '../types/Transaction'

/**
 * Whether a history entry is spam (spec §5): every transfer is an NFT flagged as spam. An empty
 * transfer list counts as spam, as existing clients treat it; null means "no transfers" and is kept.
 * @example
 * isSpamTransaction({ ...tx, transfers: [{ nft_info: { flags: { is_spam: true } }, … }] }) // true
 */
export function isSpamTransaction(tx: Transaction): boolean {
  if (tx.transfers === null) return false
  return tx.transfers.every((t) => t.nft_info?.flags.is_spam === true)
}

/**
 * The history entries to show (spec §5): on the connected network only, spam hidden.
 * @example
 * filterHistory(page.data, 'eip155:1')
 */
export function filterHistory(
  transactions: readonly Transaction[],
  caipNetworkId: CaipNetworkId,
): Transaction[] {
  return transactions.filter((tx) => tx.metadata.chain === caipNetworkId && !isSpamTransaction(tx))
}
