import type { HistoryResponse, Transaction } from '@portico/common/schemas/api'
import type { GatewayDb } from '../db/Database'
import type { NftMetadataReader } from '../nfts/createNftMetadataReader'
import { readHistoryNfts } from '../nfts/readHistoryNfts'
import type { MarketPrices } from '../prices/createMarketPrices'
import type { GatewayChain } from './GatewayChain'
import { groupHistoryRows } from './groupHistoryRows'
import { encodeHistoryCursor, type HistoryPosition } from './historyCursor'
import { readHistoryApprovals } from './readHistoryApprovals'
import { readHistoryRows } from './readHistoryRows'
import { toHistoryTransaction } from './toHistoryTransaction'

/**
 * One page of an account's history from the index, newest first, with the cursor of the next
 * page when there is one. `chainId` limits the chain (undefined: every indexed chain). One SQL
 * statement of fixed text: the page of history rows (plus one to know whether more follow),
 * joined with their transactions, the account's transfers in them and the tokens moved; then
 * one more for the allowances the account granted in the page's transactions (and NFTs).
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
  const { db, account, limit } = args
  const grouped = groupHistoryRows(await readHistoryRows(args))
  const shown = grouped.slice(0, limit)
  const shownTxs = shown.map(({ tx }) => ({ chainId: tx.chain_id, hash: tx.hash }))
  const approvals = await readHistoryApprovals({ db, account, txs: shownTxs })
  const nfts = args.nftMetadata
    ? await readHistoryNfts({
        db,
        account,
        txs: shownTxs,
        spam: (chain, contract) =>
          args.chains
            .get(chain)
            ?.config.spamNfts.some((address) => address.toLowerCase() === contract) ?? false,
        metadata: args.nftMetadata,
      })
    : new Map()
  const data: Transaction[] = await Promise.all(
    shown.map(({ tx, transfers }) =>
      toHistoryTransaction({
        ...args,
        tx,
        transfers,
        nftTransfers: nfts.get(`${tx.chain_id}:${tx.hash}`) ?? [],
        approvals: approvals.get(`${tx.chain_id}:${tx.hash}`) ?? [],
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
