import type { HistoryResponse, Transaction } from '@portico/common/schemas/api'
import type { GatewayDb } from '../db/Database'
import type { NftMetadataReader } from '../nfts/createNftMetadataReader'
import { toHistoryNftTransfers } from '../nfts/toHistoryNftTransfers'
import type { MarketPrices } from '../prices/createMarketPrices'
import type { GatewayChain } from './GatewayChain'
import { groupHistoryRows } from './groupHistoryRows'
import { encodeHistoryCursor, type HistoryPosition } from './historyCursor'
import { readHistoryRows } from './readHistoryRows'
import { toHistoryTransaction } from './toHistoryTransaction'

/**
 * One page of an account's history from the index, newest first, with the cursor of the next
 * page when there is one. `chainId` limits the chain (undefined: every indexed chain). One SQL
 * statement (readHistoryRows): the page of history rows (plus one to know whether more follow)
 * with their transactions, the account's transfers, the allowances it granted and (with
 * `nftMetadata`) its NFT movements.
 * @example
 * const page = await readHistory({ db, account: '0xabc…', chainId: 'eip155:31337', limit: 20, … })
 */
export async function readHistory(args: {
  db: GatewayDb
  account: string
  chainId: string | undefined
  after: HistoryPosition | undefined
  limit: number
  chains: ReadonlyMap<string, GatewayChain>
  prices: MarketPrices
  baseUrl: string
  /** Reads NFT metadata for previews; without it NFT movements are left out. */
  nftMetadata?: NftMetadataReader
}): Promise<HistoryResponse> {
  const { account, limit, nftMetadata } = args
  const grouped = groupHistoryRows(await readHistoryRows({ ...args, nfts: Boolean(nftMetadata) }))
  const spam = (chain: string, contract: string) =>
    args.chains.get(chain)?.config.spamNfts.some((address) => address.toLowerCase() === contract) ??
    false
  const data: Transaction[] = await Promise.all(
    grouped.slice(0, limit).map(async ({ tx, transfers, approvals, nfts, operations }) =>
      toHistoryTransaction({
        ...args,
        tx,
        transfers,
        nftTransfers: nftMetadata
          ? await toHistoryNftTransfers({ account, nfts, spam, metadata: nftMetadata })
          : [],
        approvals,
        operations,
      }),
    ),
  )
  const last = grouped[limit - 1]
  const next =
    grouped.length > limit && last
      ? encodeHistoryCursor({
          timestamp: last.tx.timestamp,
          chainId: last.tx.chain_id,
          block: last.tx.block_number,
          index: last.tx.tx_index,
        })
      : null
  return { data, next }
}
