import type { PublicClient } from 'viem'
import { z } from 'zod'
import type { GatewayDb } from '../db/Database'
import type { NftDatabase } from '../nfts/NftDatabase'
import { REORG_WINDOW } from './writeBatch'

const blockHashSchema = z.object({ hash: z.string() }).nullable()

/**
 * Deletes everything indexed above `lastKept` for a chain (all of it when `lastKept` is null,
 * token metadata included) and moves the cursor there, in one transaction.
 * @example
 * await truncateChain(db, 'eip155:31337', { lastKept: 41, lastHash: '0x…', startBlock: 0, now })
 */
export async function truncateChain(
  db: GatewayDb,
  chainId: string,
  at: { lastKept: number | null; lastHash: string | null; startBlock: number; now: number },
): Promise<void> {
  const above = at.lastKept ?? -1
  await db.transaction().execute(async (trx) => {
    const tables = [
      'transactions',
      'transfers',
      'approvals',
      'user_operations',
      'account_activity',
    ] as const
    for (const table of tables) {
      await trx
        .deleteFrom(table)
        .where('chain_id', '=', chainId)
        .where('block_number', '>', above)
        .execute()
    }
    await trx
      .withTables<NftDatabase>()
      .deleteFrom('nft_transfers')
      .where('chain_id', '=', chainId)
      .where('block_number', '>', above)
      .execute()
    await trx
      .deleteFrom('blocks')
      .where('chain_id', '=', chainId)
      .where('number', '>', above)
      .execute()
    if (at.lastKept === null) {
      await trx.deleteFrom('tokens').where('chain_id', '=', chainId).execute()
      const nfts = trx.withTables<NftDatabase>()
      await nfts.deleteFrom('nft_tokens').where('chain_id', '=', chainId).execute()
      await nfts.deleteFrom('nft_collections').where('chain_id', '=', chainId).execute()
    }
    const cursor = {
      next_block: at.lastKept === null ? at.startBlock : at.lastKept + 1,
      last_hash: at.lastHash,
      genesis_hash: null,
      updated_at: at.now,
    }
    await trx
      .insertInto('chain_cursors')
      .values({ chain_id: chainId, ...cursor })
      .onConflict((oc) => oc.column('chain_id').doUpdateSet(cursor))
      .execute()
  })
}

/**
 * Handles a reorg or a restarted devnet: finds the newest stored block whose hash the node still
 * has, drops everything above it and resumes from there. Without such a block in the kept window
 * the chain is re-indexed from its start block.
 * @example
 * const kept = await rewindChain({ db, client, chainId, startBlock: 0, now: Date.now() })
 */
export async function rewindChain(args: {
  db: GatewayDb
  client: PublicClient
  chainId: string
  startBlock: number
  now: number
}): Promise<number | null> {
  const { db, client, chainId } = args
  const stored = await db
    .selectFrom('blocks')
    .select(['number', 'hash'])
    .where('chain_id', '=', chainId)
    .orderBy('number', 'desc')
    .limit(REORG_WINDOW)
    .execute()
  const onChain = await Promise.all(
    stored.map(async (b) =>
      blockHashSchema.parse(
        await client.request({
          method: 'eth_getBlockByNumber',
          params: [`0x${b.number.toString(16)}`, false],
        }),
      ),
    ),
  )
  const ancestor = stored.find((b, i) => onChain[i]?.hash === b.hash)
  await truncateChain(db, chainId, {
    lastKept: ancestor?.number ?? null,
    lastHash: ancestor?.hash ?? null,
    startBlock: args.startBlock,
    now: args.now,
  })
  return ancestor?.number ?? null
}
