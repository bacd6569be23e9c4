import { isCaipNetworkId, type Transaction, type TransactionTransfer } from '@portico/common'
import type {
  Transaction as WireTransaction,
  Transfer as WireTransfer,
} from '@portico/common/schemas/api'
import { omitUndefined } from './omitUndefined'

function toTransfer(wire: WireTransfer): TransactionTransfer {
  const { fungible_info: fungible, nft_info: nft, value, price } = wire
  return {
    direction: wire.direction,
    quantity: { numeric: wire.quantity.numeric },
    ...(fungible && {
      fungible_info: {
        ...omitUndefined({ name: fungible.name, symbol: fungible.symbol }),
        ...(fungible.icon ? { icon: { url: fungible.icon.url } } : {}),
      },
    }),
    ...(nft && {
      nft_info: {
        ...omitUndefined({ name: nft.name }),
        flags: { is_spam: nft.flags.is_spam },
        ...(nft.content && {
          content: nft.content.preview ? { preview: { url: nft.content.preview.url } } : {},
        }),
      },
    }),
    ...omitUndefined({ value, price, sender: wire.sender, recipient: wire.recipient }),
  }
}

/**
 * The transactions of a validated /history answer as the kit's `Transaction` type; an entry
 * whose chain is not a CAIP-2 id is dropped.
 * @example
 * toTransactions(answer.data)[0]?.metadata.chain // 'eip155:31337'
 */
export function toTransactions(transactions: readonly WireTransaction[]): Transaction[] {
  return transactions.flatMap((wire): Transaction[] => {
    const { chain, hash, nonce, ...metadata } = wire.metadata
    if (!isCaipNetworkId(chain)) return []
    return [
      {
        id: wire.id,
        metadata: { ...metadata, chain, ...omitUndefined({ hash, nonce }) },
        transfers: wire.transfers === null ? null : wire.transfers.map(toTransfer),
      },
    ]
  })
}
