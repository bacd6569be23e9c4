import type { Transfer } from '@portico/common/schemas/api'
import { getAddress } from 'viem'
import type { GatewayDb } from '../db/Database'
import type { NftMetadataReader } from './createNftMetadataReader'
import type { NftDatabase } from './NftDatabase'

/**
 * An NFT movement of a history transaction: the transfer as the history API answers it, with
 * the raw addresses the operation type is worked out from.
 * @example const t: HistoryNftTransfer = { from_address: '0x0…', to_address: '0xf39f…', transfer }
 */
export type HistoryNftTransfer = { from_address: string; to_address: string; transfer: Transfer }

/**
 * The account's NFT movements in the given transactions (keyed `chain:hash`), in log order, each
 * with `nft_info` (spec §3: the metadata's name, else the collection's name and id; the
 * metadata's image as `content.preview.url`; `flags.is_spam` for configured spam contracts) and
 * the amount moved.
 * @example
 * const byTx = await readHistoryNfts({ db, account, txs: [{ chainId, hash }], spam, metadata })
 */
export async function readHistoryNfts(args: {
  db: GatewayDb
  account: string
  txs: readonly { chainId: string; hash: string }[]
  spam: (chainId: string, contract: string) => boolean
  metadata: NftMetadataReader
}): Promise<Map<string, HistoryNftTransfer[]>> {
  const byTx = new Map<string, HistoryNftTransfer[]>()
  const hashes = [...new Set(args.txs.map((t) => t.hash))]
  if (hashes.length === 0) return byTx
  const { account } = args
  const rows = await args.db
    .withTables<NftDatabase>()
    .selectFrom('nft_transfers as nt')
    .leftJoin('nft_tokens as tok', (join) =>
      join
        .onRef('tok.chain_id', '=', 'nt.chain_id')
        .onRef('tok.contract_address', '=', 'nt.contract_address')
        .onRef('tok.token_id', '=', 'nt.token_id'),
    )
    .leftJoin('nft_collections as col', (join) =>
      join
        .onRef('col.chain_id', '=', 'nt.chain_id')
        .onRef('col.address', '=', 'nt.contract_address'),
    )
    .select([
      'nt.chain_id',
      'nt.tx_hash',
      'nt.contract_address',
      'nt.token_id',
      'nt.from_address',
      'nt.to_address',
      'nt.amount',
      'tok.token_uri',
      'col.name as collection_name',
    ])
    // The chain first: the primary key (chain, hash, …) serves the lookup.
    .where('nt.chain_id', 'in', [...new Set(args.txs.map((t) => t.chainId))])
    .where('nt.tx_hash', 'in', hashes)
    .where((eb) => eb.or([eb('nt.to_address', '=', account), eb('nt.from_address', '=', account)]))
    .orderBy('nt.log_index')
    .orderBy('nt.batch_index')
    .execute()
  const wanted = new Set(args.txs.map((t) => `${t.chainId}:${t.hash}`))
  const built = await Promise.all(
    rows
      .filter((row) => wanted.has(`${row.chain_id}:${row.tx_hash}`))
      .map(async (row) => {
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
        return {
          key: `${row.chain_id}:${row.tx_hash}`,
          from_address: row.from_address,
          to_address: row.to_address,
          transfer,
        }
      }),
  )
  for (const { key, ...entry } of built) {
    const list = byTx.get(key) ?? []
    list.push(entry)
    byTx.set(key, list)
  }
  return byTx
}
