import type { GatewayDb } from '../db/Database'

/**
 * An allowance the account granted, joined with its token's metadata (null when unread).
 * @example const a: ApprovalWithToken = { token_address: '0x5f…', spender: '0x7a…', value: '100', token_symbol: 'PTT', … }
 */
export type ApprovalWithToken = {
  chain_id: string
  tx_hash: string
  token_address: string
  spender: string
  value: string
  token_name: string | null
  token_symbol: string | null
  token_decimals: number | null
}

/**
 * The allowances `account` granted in the given transactions (keyed `chain:hash`), in log order.
 * @example
 * const byTx = await readHistoryApprovals({ db, account, txs: [{ chainId, hash }] })
 */
export async function readHistoryApprovals(args: {
  db: GatewayDb
  account: string
  txs: readonly { chainId: string; hash: string }[]
}): Promise<Map<string, ApprovalWithToken[]>> {
  const byTx = new Map<string, ApprovalWithToken[]>()
  const hashes = [...new Set(args.txs.map((t) => t.hash))]
  if (hashes.length === 0) return byTx
  const rows = await args.db
    .selectFrom('approvals as ap')
    .leftJoin('tokens as tk', (join) =>
      join.onRef('tk.chain_id', '=', 'ap.chain_id').onRef('tk.address', '=', 'ap.token_address'),
    )
    .select([
      'ap.chain_id',
      'ap.tx_hash',
      'ap.token_address',
      'ap.spender',
      'ap.value',
      'tk.name as token_name',
      'tk.symbol as token_symbol',
      'tk.decimals as token_decimals',
    ])
    // The chain first: the primary key (chain, hash, log index) serves the lookup.
    .where('ap.chain_id', 'in', [...new Set(args.txs.map((t) => t.chainId))])
    .where('ap.tx_hash', 'in', hashes)
    .where('ap.owner', '=', args.account)
    .orderBy('ap.log_index')
    .execute()
  const wanted = new Set(args.txs.map((t) => `${t.chainId}:${t.hash}`))
  for (const row of rows) {
    const key = `${row.chain_id}:${row.tx_hash}`
    if (!wanted.has(key)) continue
    const list = byTx.get(key) ?? []
    list.push(row)
    byTx.set(key, list)
  }
  return byTx
}
