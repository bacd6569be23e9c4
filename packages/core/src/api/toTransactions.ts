import {
  isCaipNetworkId,
  type Transaction,
  type TransactionApproval,
  type TransactionTransfer,
  type TransferFungibleInfo,
} from '@portico/common'
import type {
  Approval as WireApproval,
  Transaction as WireTransaction,
  Transfer as WireTransfer,
} from '@portico/common/schemas/api'
import { omitUndefined } from './omitUndefined'

function toFungibleInfo(
  fungible: NonNullable<WireTransfer['fungible_info']>,
): TransferFungibleInfo {
  return {
    ...omitUndefined({ name: fungible.name, symbol: fungible.symbol }),
    ...(fungible.icon ? { icon: { url: fungible.icon.url } } : {}),
  }
}

function toTransfer(wire: WireTransfer): TransactionTransfer {
  const { fungible_info: fungible, nft_info: nft, value, price } = wire
  return {
    direction: wire.direction,
    quantity: { numeric: wire.quantity.numeric },
    ...(fungible && { fungible_info: toFungibleInfo(fungible) }),
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

function toApproval(wire: WireApproval): TransactionApproval {
  return {
    ...(wire.fungible_info && { fungible_info: toFungibleInfo(wire.fungible_info) }),
    quantity: { numeric: wire.quantity.numeric },
    spender: wire.spender,
    ...omitUndefined({ spender_name: wire.spender_name }),
  }
}

/**
 * The transactions of a validated /history answer as the kit's `Transaction` type (with the fee
 * a Portico gateway gives for a smart account's user operation); an entry whose chain is not a
 * CAIP-2 id is dropped.
 * @example
 * toTransactions(answer.data)[0]?.metadata.chain // 'eip155:31337'
 */
export function toTransactions(transactions: readonly WireTransaction[]): Transaction[] {
  return transactions.flatMap((wire): Transaction[] => {
    const { chain, hash, nonce, fee, ...metadata } = wire.metadata
    if (!isCaipNetworkId(chain)) return []
    return [
      {
        id: wire.id,
        metadata: {
          ...metadata,
          chain,
          ...omitUndefined({ hash, nonce }),
          ...(fee && {
            fee: {
              quantity: { numeric: fee.quantity.numeric },
              ...(fee.fungible_info && { fungible_info: toFungibleInfo(fee.fungible_info) }),
            },
          }),
        },
        transfers: wire.transfers === null ? null : wire.transfers.map(toTransfer),
        ...(wire.approvals && { approvals: wire.approvals.map(toApproval) }),
      },
    ]
  })
}
