import { type Clock, type Logger, silentLogger } from '@portico/server'
import { z } from 'zod'
import type { GatewayChain } from '../blockchain/GatewayChain'
import type { GatewayDb } from '../db/Database'
import { loadChainCursor } from './chainCursor'
import { createCallLimit } from './createCallLimit'
import { entryPointsOf } from './entryPointsOf'
import { extractRows } from './extractRows'
import { type BlockFetchMemory, fetchBlocks } from './fetchBlocks'
import { fetchNftTokenUris } from './fetchNftTokenUris'
import { fetchTokenMetadata } from './fetchTokenMetadata'
import { rewindChain, truncateChain } from './rewindChain'
import type { BlockWithReceipts } from './rpcSchemas'
import { writeBatch } from './writeBatch'

const blockHashSchema = z.object({ hash: z.string() }).nullable()

/**
 * Memory the indexer keeps per chain between syncs.
 * @example
 * const state: ChainSyncState = {
 *   knownTokens: null,
 *   genesisChecked: false,
 *   blockFetch: {
 *     traceBlockUnserved: false,
 *     tracingFailed: false,
 *     callTracerUnserved: false,
 *     callTracerFailed: false,
 *   },
 * }
 */
export type ChainSyncState = {
  knownTokens: Set<string> | null
  genesisChecked: boolean
  /** How blocks are fetched from this chain's node (see fetchBlocks). */
  blockFetch: BlockFetchMemory
}

async function blockHash(chain: GatewayChain, n: number): Promise<string | null> {
  const block = blockHashSchema.parse(
    await chain.client.request({
      method: 'eth_getBlockByNumber',
      params: [`0x${n.toString(16)}`, false],
    }),
  )
  return block?.hash ?? null
}

/**
 * Indexes one chain from its cursor up to the current head, `batchSize` blocks per database
 * transaction, and returns how many blocks it indexed. Detects a replaced chain (other genesis,
 * or a stored block hash the node no longer has) and rewinds before going on.
 * @example
 * const indexed = await syncChain({ db, chain, clock, batchSize: 100, maxCallsInFlight: 8, state })
 */
export async function syncChain(args: {
  db: GatewayDb
  chain: GatewayChain
  clock: Clock
  batchSize: number
  /** eth_calls (token metadata, token URIs) in flight at once per batch. */
  maxCallsInFlight: number
  state: ChainSyncState
  logger?: Logger
}): Promise<number> {
  const { db, chain, clock, state } = args
  const logger = args.logger ?? silentLogger
  const { caip2, client } = chain
  const startBlock = chain.config.startBlock
  const rewind = () => rewindChain({ db, client, chainId: caip2, startBlock, now: clock.now() })
  let cursor = await loadChainCursor(db, caip2, startBlock)

  const genesis =
    cursor.genesisHash && state.genesisChecked ? cursor.genesisHash : await blockHash(chain, 0)
  if (cursor.genesisHash && genesis !== cursor.genesisHash) {
    await truncateChain(db, caip2, { lastKept: null, lastHash: null, startBlock, now: clock.now() })
    state.knownTokens = null
    cursor = await loadChainCursor(db, caip2, startBlock)
  }
  state.genesisChecked = true

  const head = Number(await client.getBlockNumber({ cacheTime: 0 }))
  // Caught up (or the chain got shorter): the last indexed block must still be on the chain.
  if (cursor.lastHash && head < cursor.next) {
    if ((await blockHash(chain, cursor.next - 1)) === cursor.lastHash) return 0
    await rewind()
    cursor = await loadChainCursor(db, caip2, startBlock)
  }

  // Full blocks are call-traced only where smart accounts' bundles and swaps go (fetchBlocks).
  const convert = chain.config.convert
  const traceTargets = new Set(entryPointsOf(chain.config))
  if (convert) traceTargets.add(convert.router.toLowerCase())
  const router02 = chain.config.uniswapV3?.swapRouter02?.toLowerCase()
  if (convert && router02) traceTargets.add(router02)
  // The next range is fetched while the current one is written (either can be the slower side).
  const fetchFrom = (from: number) => {
    const promise = fetchBlocks({
      client,
      from,
      to: Math.min(head, from + args.batchSize - 1),
      memory: state.blockFetch,
      logger,
      chainId: caip2,
      traceTargets,
    })
    // Awaited in the loop; this only keeps an abandoned prefetch from being an unhandled rejection.
    promise.catch(() => {})
    return { from, promise }
  }
  let indexed = 0
  let pending = cursor.next <= head ? fetchFrom(cursor.next) : null
  while (pending) {
    const current = pending
    pending = null
    const fetched = current.from === cursor.next ? await current.promise : []
    const first = fetched[0]
    if (!first) break
    if (cursor.lastHash && first.block.parentHash !== cursor.lastHash) {
      await rewind()
      cursor = await loadChainCursor(db, caip2, startBlock)
      pending = cursor.next <= head ? fetchFrom(cursor.next) : null
      continue
    }
    const blocks = consistentPrefix(fetched)
    const hashes = blocks.map((b) => ({ number: Number(b.block.number), hash: b.block.hash }))
    const last = hashes[hashes.length - 1]
    if (!last) break
    if (last.number + 1 <= head) pending = fetchFrom(last.number + 1)
    await indexBlocks({ ...args, blocks, hashes, genesis })
    cursor = { next: last.number + 1, lastHash: last.hash, genesisHash: genesis }
    indexed += hashes.length
  }
  return indexed
}

// A reorg while fetching shows as a broken parent link: keep the consistent prefix only.
function consistentPrefix(fetched: BlockWithReceipts[]): BlockWithReceipts[] {
  let consistent = fetched.length
  for (let i = 1; i < fetched.length; i++) {
    if (fetched[i]?.block.parentHash !== fetched[i - 1]?.block.hash) {
      consistent = i
      break
    }
  }
  return fetched.slice(0, consistent)
}

// Writes one range of consistent blocks in one transaction, with the metadata of the tokens
// first seen in it and the URIs of the NFTs it moved.
async function indexBlocks(args: {
  db: GatewayDb
  chain: GatewayChain
  clock: Clock
  maxCallsInFlight: number
  state: ChainSyncState
  blocks: BlockWithReceipts[]
  hashes: { number: number; hash: string }[]
  genesis: string | null
}): Promise<void> {
  const { db, chain, clock, state, blocks, hashes, genesis } = args
  const { caip2, client } = chain
  const convert = chain.config.convert
  const rows = extractRows(caip2, blocks, {
    router: convert && {
      router: convert.router.toLowerCase(),
      weth: convert.weth.toLowerCase(),
      router02: chain.config.uniswapV3?.swapRouter02?.toLowerCase(),
    },
    entryPoints: entryPointsOf(chain.config),
  })
  if (!state.knownTokens) {
    const known = await db
      .selectFrom('tokens')
      .select('address')
      .where('chain_id', '=', caip2)
      .execute()
    state.knownTokens = new Set(known.map((t) => t.address))
  }
  const known = state.knownTokens
  const fresh = [...rows.tokenAddresses].filter((address) => !known.has(address))
  // Contracts choose what their calls cost the node: a few at a time per batch.
  const limit = createCallLimit(args.maxCallsInFlight)
  const [tokens, nfts] = await Promise.all([
    fetchTokenMetadata(client, caip2, fresh, chain.config.tokens, limit),
    fetchNftTokenUris(db, client, caip2, rows, limit),
  ])
  await writeBatch(db, {
    chainId: caip2,
    rows,
    tokens,
    nfts,
    blocks: hashes,
    genesisHash: genesis,
    now: clock.now(),
  })
  for (const address of fresh) known.add(address)
}
