import type { Transfer } from '@portico/common/schemas/api'
import { getAddress } from 'viem'
import type { HistoryNftRow } from '../blockchain/groupHistoryRows'
import type { NftMetadataReader } from './createNftMetadataReader'

/**
 * An NFT movement of a history transaction: the transfer as the history API answers it, with
 * the raw addresses the operation type is worked out from.
 * @example const t: HistoryNftTransfer = { from_address: '0x0…', to_address: '0xf39f…', transfer }
 */
export type HistoryNftTransfer = { from_address: string; to_address: string; transfer: Transfer }

/**
 * The account's NFT movements of one history transaction as the API answers them, in the rows'
 * order, each with `nft_info` (spec §3: the metadata's name, else the collection's name and id;
 * the metadata's image as `content.preview.url`; `flags.is_spam` for configured spam contracts)
 * and the amount moved.
 * @example
 * const transfers = await toHistoryNftTransfers({ account, nfts: group.nfts, spam, metadata })
 */
export async function toHistoryNftTransfers(args: {
  account: string
  nfts: readonly HistoryNftRow[]
  spam: (chainId: string, contract: string) => boolean
  metadata: NftMetadataReader
}): Promise<HistoryNftTransfer[]> {
  const { account } = args
  return Promise.all(
    args.nfts.map(async (row) => {
      const meta = row.token_uri
        ? await args.metadata.read(row.token_uri, row.token_id)
        : { name: null, imageUrl: null }
      const direction =
        row.from_address === row.to_address ? 'self' : row.from_address === account ? 'out' : 'in'
      const transfer: Transfer = {
        direction,
        quantity: { numeric: row.amount },
        nft_info: {
          name: meta.name ?? `${row.collection_name ?? 'NFT'} #${row.token_id}`,
          ...(meta.imageUrl ? { content: { preview: { url: meta.imageUrl } } } : {}),
          flags: { is_spam: args.spam(row.chain_id, row.contract_address) },
        },
        sender: getAddress(row.from_address),
        recipient: getAddress(row.to_address),
      }
      return { from_address: row.from_address, to_address: row.to_address, transfer }
    }),
  )
}
