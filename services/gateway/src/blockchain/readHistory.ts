import type { HistoryResponse, Transaction } from '@portico/common/schemas/api'
import type { GatewayDb, TransactionTable } from '../db/Database'
import type { NftMetadataReader } from '../nfts/createNftMetadataReader'
import { readHistoryNfts } from '../nfts/readHistoryNfts'
import type { MarketPrices } from '../prices/createMarketPrices'
import type { GatewayChain } from './GatewayChain'
import { encodeHistoryCursor, type HistoryPosition } from './historyCursor'
import { readHistoryApprovals } from './readHistoryApprovals'
import { type TransferWithToken, toHistoryTransaction } from './toHistoryTransaction'

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
  const { db, account, chainId, after, limit } = args
  let activity = db
    .selectFrom('account_activity')
    .select(['chain_id', 'tx_hash', 'block_number', 'tx_index', 'timestamp'])
    .where('account', '=', account)
  if (chainId) activity = activity.where('chain_id', '=', chainId)
  if (after) {
    activity = activity.where((eb) =>
      eb(
        eb.refTuple('timestamp', 'chain_id', 'block_number', 'tx_index'),
        '<',
        eb.tuple(after.timestamp, after.chainId, after.block, after.index),
      ),
    )
  }
  const page = activity
    .orderBy('timestamp', 'desc')
    .orderBy('chain_id', 'desc')
    .orderBy('block_number', 'desc')
    .orderBy('tx_index', 'desc')
    .limit(limit + 1)
    .as('page')

  const rows = await db
    .selectFrom(page)
    .innerJoin('transactions as tx', (join) =>
      join.onRef('tx.chain_id', '=', 'page.chain_id').onRef('tx.hash', '=', 'page.tx_hash'),
    )
    .leftJoin('transfers as tr', (join) =>
      join
        .onRef('tr.chain_id', '=', 'page.chain_id')
        .onRef('tr.tx_hash', '=', 'page.tx_hash')
        .on((eb) =>
          eb.or([eb('tr.from_address', '=', account), eb('tr.to_address', '=', account)]),
        ),
    )
    .leftJoin('tokens as tk', (join) =>
      join.onRef('tk.chain_id', '=', 'tr.chain_id').onRef('tk.address', '=', 'tr.token_address'),
    )
    .select([
      'page.chain_id',
      'page.block_number',
      'page.tx_index',
      'page.timestamp',
      'tx.hash',
      'tx.from_address as tx_from',
      'tx.to_address as tx_to',
      'tx.nonce',
      'tx.status',
      'tr.log_index',
      'tr.token_address',
      'tr.from_address',
      'tr.to_address',
      'tr.value',
      'tk.name as token_name',
      'tk.symbol as token_symbol',
      'tk.decimals as token_decimals',
    ])
    .orderBy('page.timestamp', 'desc')
    .orderBy('page.chain_id', 'desc')
    .orderBy('page.block_number', 'desc')
    .orderBy('page.tx_index', 'desc')
    .orderBy('tr.log_index')
    .execute()

  // Rows come one per (transaction, transfer), transactions in history order.
  const grouped: { tx: TransactionTable; transfers: TransferWithToken[] }[] = []
  for (const row of rows) {
    let last = grouped[grouped.length - 1]
    if (!last || last.tx.hash !== row.hash || last.tx.chain_id !== row.chain_id) {
      last = {
        tx: {
          chain_id: row.chain_id,
          hash: row.hash,
          block_number: row.block_number,
          tx_index: row.tx_index,
          timestamp: row.timestamp,
          from_address: row.tx_from,
          to_address: row.tx_to,
          nonce: row.nonce,
          status: row.status,
        },
        transfers: [],
      }
      grouped.push(last)
    }
    if (row.log_index !== null && row.from_address !== null && row.to_address !== null) {
      last.transfers.push({
        chain_id: row.chain_id,
        tx_hash: row.hash,
        log_index: row.log_index,
        token_address: row.token_address,
        from_address: row.from_address,
        to_address: row.to_address,
        value: row.value ?? '0',
        token_name: row.token_name,
        token_symbol: row.token_symbol,
        token_decimals: row.token_decimals,
      })
    }
  }

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
