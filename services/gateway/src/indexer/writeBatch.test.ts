import { describe, expect, it } from 'vitest'
import type { GatewayDb, TokenTable } from '../db/Database'
import type { NftCollectionTable, NftDatabase, NftTokenTable } from '../nfts/NftDatabase'
import { createTestDb } from '../testing/createTestDb'
import { type GatewayTestDialect, gatewayTestDialects } from '../testing/gatewayTestDialects'
import { emptyExtractedRows } from './extractRows'
import { writeBatch } from './writeBatch'

const dialects = await gatewayTestDialects()
const chainId = 'eip155:31337'
const hex = (n: number, width: number) => `0x${n.toString(16).padStart(width, '0')}`

// More rows than one SQLite statement takes (100), so full statements and a remainder both run;
// nulls, and text that needs quoting inside a PostgreSQL array.
function rangeRows(from: number, to: number, status: 'confirmed' | 'failed') {
  const rows = emptyExtractedRows()
  for (let n = from; n <= to; n++) {
    const hash = hex(n * 7919, 64)
    const from_address = hex(n % 3, 40)
    const to_address = hex(1000 + n, 40)
    rows.transactions.push({
      chain_id: chainId,
      hash,
      block_number: n,
      tx_index: 0,
      timestamp: 1_700_000_000 + n,
      from_address,
      to_address: n % 5 === 0 ? null : to_address,
      nonce: n,
      status,
    })
    rows.transfers.push({
      chain_id: chainId,
      tx_hash: hash,
      log_index: n % 2 === 0 ? -1 : 0,
      block_number: n,
      token_address: n % 2 === 0 ? null : hex(77, 40),
      from_address,
      to_address,
      value: (10n ** 30n + BigInt(n)).toString(),
    })
    rows.activity.push(
      {
        account: from_address,
        chain_id: chainId,
        tx_hash: hash,
        block_number: n,
        tx_index: 0,
        timestamp: 1_700_000_000 + n,
      },
      {
        account: to_address,
        chain_id: chainId,
        tx_hash: hash,
        block_number: n,
        tx_index: 0,
        timestamp: 1_700_000_000 + n,
      },
    )
    if (n % 10 === 0) {
      rows.approvals.push({
        chain_id: chainId,
        tx_hash: hash,
        log_index: 1,
        block_number: n,
        token_address: hex(77, 40),
        owner: from_address,
        spender: to_address,
        value: '115792089237316195423570985008687907853269984665640564039457584007913129639935',
      })
      rows.userOperations.push({
        chain_id: chainId,
        tx_hash: hash,
        log_index: 3,
        block_number: n,
        user_op_hash: hex(n * 31, 64),
        sender: to_address,
        paymaster: hex(0, 40),
        nonce: (2n ** 64n * BigInt(n)).toString(),
        success: n % 20 === 0 ? 0 : 1,
        actual_gas_cost: (10n ** 18n + BigInt(n)).toString(),
        actual_gas_used: '90210',
      })
      rows.nftTransfers.push({
        chain_id: chainId,
        tx_hash: hash,
        log_index: 2,
        batch_index: n % 20 === 0 ? 1 : 0,
        block_number: n,
        contract_address: hex(88, 40),
        token_id: String(n),
        standard: n % 20 === 0 ? 'erc1155' : 'erc721',
        from_address,
        to_address,
        amount: '1',
      })
    }
  }
  return rows
}

const tokens: TokenTable[] = [
  {
    chain_id: chainId,
    address: hex(77, 40),
    name: 'Quote " and \\ , {x} NULL',
    symbol: 'Q',
    decimals: 6,
  },
]
const nfts: { tokens: NftTokenTable[]; collections: NftCollectionTable[] } = {
  tokens: [
    { chain_id: chainId, contract_address: hex(88, 40), token_id: '10', token_uri: null },
    { chain_id: chainId, contract_address: hex(88, 40), token_id: '20', token_uri: 'ipfs://a b' },
  ],
  collections: [{ chain_id: chainId, address: hex(88, 40), name: null, standard: 'erc721' }],
}
const blocks = (from: number, to: number, tag: string) =>
  Array.from({ length: to - from + 1 }, (_, i) => ({ number: from + i, hash: `${tag}${from + i}` }))

// One order whatever the dialect's collation.
const sorted = <T>(rows: T[]) =>
  rows
    .map((r) => JSON.stringify(r))
    .sort()
    .map((r) => JSON.parse(r) as T)

// Every table the indexer writes.
async function readAll(db: GatewayDb) {
  const nftDb = db.withTables<NftDatabase>()
  return {
    transactions: sorted(await db.selectFrom('transactions').selectAll().execute()),
    transfers: sorted(await db.selectFrom('transfers').selectAll().execute()),
    approvals: sorted(await db.selectFrom('approvals').selectAll().execute()),
    userOperations: sorted(await db.selectFrom('user_operations').selectAll().execute()),
    activity: sorted(await db.selectFrom('account_activity').selectAll().execute()),
    tokens: sorted(await db.selectFrom('tokens').selectAll().execute()),
    nftTransfers: sorted(await nftDb.selectFrom('nft_transfers').selectAll().execute()),
    nftTokens: sorted(await nftDb.selectFrom('nft_tokens').selectAll().execute()),
    nftCollections: sorted(await nftDb.selectFrom('nft_collections').selectAll().execute()),
    blocks: sorted(await db.selectFrom('blocks').selectAll().execute()),
    cursors: await db.selectFrom('chain_cursors').selectAll().execute(),
  }
}

// Two ranges that overlap: rows written again keep what was stored, a block's hash is replaced.
async function writeTwoRanges(dialect: GatewayTestDialect) {
  const { db, close } = await createTestDb(dialect)
  try {
    const base = { chainId, genesisHash: '0xgenesis', tokens, nfts }
    await writeBatch(db, {
      ...base,
      rows: rangeRows(1, 250, 'confirmed'),
      blocks: blocks(1, 250, 'a'),
      now: 1,
    })
    await writeBatch(db, {
      ...base,
      rows: rangeRows(201, 420, 'failed'),
      tokens: [{ ...tokens[0], name: 'Renamed' } as TokenTable],
      blocks: blocks(201, 420, 'b'),
      now: 2,
    })
    return await readAll(db)
  } finally {
    await close()
  }
}

describe('writeBatch', () => {
  it(`writes the same rows on ${dialects.join(' and ')}, each once, keeping stored rows`, async () => {
    const written = []
    for (const dialect of dialects) written.push(await writeTwoRanges(dialect))
    const [first] = written
    for (const other of written.slice(1)) expect(other).toEqual(first)

    const all = rangeRows(1, 420, 'confirmed')
    const kept = [
      ...rangeRows(1, 250, 'confirmed').transactions,
      ...rangeRows(251, 420, 'failed').transactions,
    ]
    expect(first?.transactions).toEqual(sorted(kept))
    expect(first?.transfers).toEqual(sorted(all.transfers))
    expect(first?.activity).toEqual(sorted(all.activity))
    expect(first?.approvals).toEqual(sorted(all.approvals))
    expect(first?.userOperations).toEqual(sorted(all.userOperations))
    expect(first?.userOperations).toHaveLength(42)
    expect(first?.nftTransfers).toEqual(sorted(all.nftTransfers))
    expect(first?.tokens).toEqual(tokens)
    expect(first?.nftTokens).toEqual(nfts.tokens)
    expect(first?.nftCollections).toEqual(nfts.collections)
    // Hashes of the last REORG_WINDOW + 1 blocks, the overlap as the second range saw it.
    expect(first?.blocks).toHaveLength(257)
    expect(first?.blocks.find((b) => b.number === 210)?.hash).toBe('b210')
    expect(first?.cursors).toEqual([
      {
        chain_id: chainId,
        next_block: 421,
        last_hash: 'b420',
        genesis_hash: '0xgenesis',
        updated_at: 2,
      },
    ])
  })
})
