import { sql } from 'kysely'
import type { GatewayDb } from '../db/Database'

/**
 * The account with the long history in {@link seedIndexedHistory}'s rows.
 * @example const url = `${gateway}/v1/account/${HOT_ACCOUNT}/history`
 */
export const HOT_ACCOUNT = `0x${'ab'.repeat(20)}`

/**
 * The chains {@link seedIndexedHistory} spreads its transactions over (every fourth on the second).
 * @example config.chains = SEEDED_CHAINS.map(…)
 */
export const SEEDED_CHAINS = ['eip155:31337', 'eip155:8453'] as const

const TOKEN = `0x${'cd'.repeat(20)}`
const RECIPIENT = `0x${'ef'.repeat(20)}`

/**
 * The `n`th (0-based) ordinary account of {@link seedIndexedHistory}'s rows.
 * @example const account = seededAccount(Math.floor(Math.random() * accounts))
 */
export function seededAccount(n: number): string {
  return `0x${(n + 1).toString(16).padStart(40, '0')}`
}

/**
 * Writes `transactions` indexed transactions into an empty, migrated PostgreSQL gateway database
 * with SQL alone (generate_series: minutes for ten million, where rows sent from Node would take
 * hours), then ANALYZEs. Transaction i (1-based) is on SEEDED_CHAINS[1] when i / 7 (rounded down) is a
 * multiple of 4, else on SEEDED_CHAINS[0], ten to a block, one a block's worth of seconds apart; it is sent by
 * {@link HOT_ACCOUNT} when i is a multiple of `hotEvery`, else by one of `accounts` ordinary
 * accounts ({@link seededAccount}, spread by a multiplicative step), and moves one token to a
 * fixed address: one `transactions`, one `account_activity` (the sender's) and one `transfers`
 * row each; every 20th also grants an allowance, every 30th is a user operation of the sender and
 * every 10th moves an NFT. Rows go in in key order, so each B-tree grows at its end.
 * @example
 * await seedIndexedHistory(db, { transactions: 10_000_000, accounts: 100_000, hotEvery: 100 })
 */
export async function seedIndexedHistory(
  db: GatewayDb,
  args: { transactions: number; accounts: number; hotEvery: number },
): Promise<void> {
  const { transactions, accounts, hotEvery } = args
  const [chainA, chainB] = SEEDED_CHAINS
  const series = sql`(select i,
      case when (i / 7) % 4 = 0 then ${chainB}::text else ${chainA}::text end as chain_id,
      '0x' || lpad(to_hex(i), 64, '0') as hash,
      (i / 10)::bigint as block_number,
      (i % 10)::integer as tx_index,
      (1700000000 + i / 10)::bigint as timestamp,
      case when i % ${hotEvery}::bigint = 0 then ${HOT_ACCOUNT}::text
        else '0x' || lpad(to_hex(1 + (i * 7919) % ${accounts}::bigint), 40, '0') end as sender
    from generate_series(1::bigint, ${transactions}::bigint) as i) as s`
  await db.connection().execute(async (conn) => {
    // Seeding only: a crash loses a bench database that is dropped anyway.
    await sql`set synchronous_commit = off`.execute(conn)
    await sql`set work_mem = '256MB'`.execute(conn)
    await sql`insert into tokens (chain_id, address, name, symbol, decimals)
      select c, ${TOKEN}, 'Bench Token', 'BT', 6 from unnest(${sql.val([...SEEDED_CHAINS])}::text[]) as c`.execute(
      conn,
    )
    await sql`insert into transactions
        (chain_id, hash, block_number, tx_index, timestamp, from_address, to_address, nonce, status)
      select chain_id, hash, block_number, tx_index, timestamp, sender, ${TOKEN}, i, 'confirmed'
      from ${series} order by chain_id, hash`.execute(conn)
    await sql`insert into transfers
        (chain_id, tx_hash, log_index, block_number, token_address, from_address, to_address, value)
      select chain_id, hash, 0, block_number, ${TOKEN}, sender, ${RECIPIENT}, '1000000'
      from ${series} order by chain_id, hash`.execute(conn)
    // Fewer approvals, user operations and NFT movements, so the planner sees them with sizes.
    await sql`insert into approvals
        (chain_id, tx_hash, log_index, block_number, token_address, owner, spender, value)
      select chain_id, hash, 1, block_number, ${TOKEN}, sender, ${RECIPIENT}, '1'
      from ${series} where i % 20 = 0 order by chain_id, hash`.execute(conn)
    await sql`insert into user_operations (chain_id, tx_hash, log_index, block_number, user_op_hash,
        sender, paymaster, nonce, success, actual_gas_cost, actual_gas_used)
      select chain_id, hash, 2, block_number, hash, sender, ${RECIPIENT}, i::text, 1, '1000', '21000'
      from ${series} where i % 30 = 0 order by chain_id, hash`.execute(conn)
    await sql`insert into nft_transfers (chain_id, tx_hash, log_index, batch_index, block_number,
        contract_address, token_id, standard, from_address, to_address, amount)
      select chain_id, hash, 3, 0, block_number, ${TOKEN}, i::text, 'erc721', sender, ${RECIPIENT}, '1'
      from ${series} where i % 10 = 0 order by chain_id, hash`.execute(conn)
    await sql`insert into account_activity
        (account, chain_id, tx_hash, block_number, tx_index, timestamp)
      select sender, chain_id, hash, block_number, tx_index, timestamp
      from ${series} order by sender, chain_id, timestamp, block_number, tx_index`.execute(conn)
    // Named: a bare ANALYZE would walk every schema of the shared test database.
    await sql`analyze transactions, transfers, account_activity, tokens, approvals, user_operations, nft_transfers`.execute(
      conn,
    )
  })
}
