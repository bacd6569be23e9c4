import type { Logger } from '@portico/server'
import type { Kysely } from 'kysely'
import { type Address, type Hex, type PublicClient, pad, parseAbi, toHex } from 'viem'
import type { ChainConfig } from '../config/gatewayConfigSchema'
import {
  decodeUserOperationEvent,
  USER_OPERATION_EVENT_TOPIC,
} from '../indexer/decodeUserOperationEvent'
import type { SettlementMetrics } from './createSettlementMetrics'
import { moveSettlementCursor } from './moveSettlementCursor'
import { releaseExpiredReservations } from './releaseExpiredReservations'
import type { SponsorshipDatabase } from './SponsorshipDatabase'
import { settleUserOperation } from './settleUserOperation'

/** Blocks read per chain and tick: a settler behind catches up by this many each tick. */
const MAX_BLOCKS_PER_TICK = 2_000n
const depositAbi = parseAbi(['function balanceOf(address account) view returns (uint256)'])

/**
 * What one tick of the settler did on one chain.
 * @example const tick: SettlerTick = { chain: 'eip155:31337', toBlock: 120n, settled: 2, released: 1 }
 */
export type SettlerTick = { chain: string; toBlock: bigint; settled: number; released: number }

/**
 * Settles the sponsorship budgets to what the paymasters really spent. Each tick, on every chain
 * with a paymaster, it reads the EntryPoints' `UserOperationEvent`s for the chain's paymasters (v0.7's,
 * and EIP-7702 accounts' on EntryPoint v0.8 when the chain has one) in the
 * blocks past the chain's cursor (`sponsorship_settlement_cursors`, shared by gateway nodes),
 * settles each landed operation's reservation at its `actualGasCost` (`settleUserOperation`),
 * releases the reservations whose window has passed unused (`releaseExpiredReservations`), and reads each paymaster's EntryPoint
 * deposit (the token paymaster's too) into the metrics. Every node may run it: a reservation is closed once whoever reads the
 * event, and the cursor only moves forward. A cursor first made starts at the chain's head.
 * Blocks are read up to the head: an operation reorganised into a block the cursor has passed is
 * not read again, and its reservation is released at its window's end (the budgets then count it
 * as unspent; the deposit still shows it).
 * `tick()` runs it once; `start()` / `stop()` drive the timer, which never keeps the process alive.
 * @example
 * const settler = createSponsorshipSettler({ db, chains, clientOf, metrics, logger, intervalMs: 15_000 }); settler.start()
 */
export function createSponsorshipSettler(deps: {
  db: Kysely<SponsorshipDatabase>
  chains: readonly ChainConfig[]
  clientOf: (caip2: string) => PublicClient | undefined
  metrics: SettlementMetrics
  logger: Logger
  intervalMs: number
}) {
  const { db, metrics, logger } = deps
  let timer: ReturnType<typeof setInterval> | undefined
  let running: Promise<unknown> | undefined

  const tickChain = async (chain: ChainConfig): Promise<SettlerTick | undefined> => {
    const caip2 = `eip155:${chain.chainId}`
    const client = deps.clientOf(caip2)
    if (!chain.paymaster || !client) return undefined
    // The chain's paymasters, each with its EntryPoint: v0.7's, and EIP-7702 accounts' on v0.8.
    const paymasters = new Map(
      [chain.paymaster, chain.paymaster.eip7702]
        .flatMap((paymaster) => (paymaster ? [paymaster] : []))
        .map((paymaster) => [
          paymaster.address.toLowerCase(),
          paymaster.entryPoint.toLowerCase() as Address,
        ]),
    )
    // The token paymaster's deposit too (on the v0.7 EntryPoint): it has no budgets to settle.
    const token = chain.paymaster.token
    const depositors = new Map(paymasters)
    if (token)
      depositors.set(
        token.address.toLowerCase(),
        chain.paymaster.entryPoint.toLowerCase() as Address,
      )
    for (const [paymaster, entryPoint] of depositors) {
      const deposit = await client.readContract({
        address: entryPoint,
        abi: depositAbi,
        functionName: 'balanceOf',
        args: [paymaster as Address],
      })
      metrics.deposit.set({ chain: caip2, paymaster }, Number(deposit))
    }
    // Not viem's cached number (seconds old): a tick reads up to the block just mined.
    const head = await client.getBlockNumber({ cacheTime: 0 })
    const cursor = await db
      .selectFrom('sponsorship_settlement_cursors')
      .selectAll()
      .where('chain_id', '=', caip2)
      .executeTakeFirst()
    const fromBlock = cursor ? BigInt(cursor.next_block) : head
    const tick: SettlerTick = { chain: caip2, toBlock: fromBlock - 1n, settled: 0, released: 0 }
    let scannedUntil = cursor ? Number(cursor.scanned_until) : 0
    if (fromBlock <= head) {
      const toBlock =
        fromBlock + MAX_BLOCKS_PER_TICK - 1n < head ? fromBlock + MAX_BLOCKS_PER_TICK - 1n : head
      // One query for all the chain's paymasters, so one cursor moves past them together.
      const logs = (await client.request({
        method: 'eth_getLogs',
        params: [
          {
            address: [...new Set(paymasters.values())],
            topics: [
              USER_OPERATION_EVENT_TOPIC,
              null,
              null,
              [...paymasters.keys()].map((paymaster) => pad(paymaster as Hex)),
            ],
            fromBlock: toHex(fromBlock),
            toBlock: toHex(toBlock),
          },
        ],
      })) as { address: string; topics: string[]; data: string }[]
      const entryPoints = new Set(paymasters.values())
      for (const log of logs) {
        const event = decodeUserOperationEvent(log, entryPoints)
        // Each paymaster's operations only as its own EntryPoint tells them.
        if (!event || paymasters.get(event.paymaster) !== log.address.toLowerCase()) continue
        const { settled, released } = await settleUserOperation(db, caip2, event)
        if (settled) {
          tick.settled++
          const labels = { chain: caip2, project: settled.projectId }
          metrics.settled.inc(labels)
          metrics.settledWei.inc(labels, Number(settled.actualWei))
        }
        for (const project of released) {
          tick.released++
          metrics.released.inc({ chain: caip2, project, reason: 'nonce_used' })
        }
      }
      scannedUntil = Number((await client.getBlock({ blockNumber: toBlock })).timestamp)
      tick.toBlock = toBlock
      await moveSettlementCursor(db, caip2, toBlock, scannedUntil)
    }
    for (const project of await releaseExpiredReservations(db, caip2, scannedUntil)) {
      tick.released++
      metrics.released.inc({ chain: caip2, project, reason: 'expired' })
    }
    return tick
  }

  const tick = async (): Promise<SettlerTick[]> => {
    const ticks: SettlerTick[] = []
    for (const chain of deps.chains) {
      try {
        const done = await tickChain(chain)
        if (done) ticks.push(done)
      } catch (error) {
        // One chain's node down must not hold the others' settlement.
        logger.error('sponsorship settlement failed', { chainId: chain.chainId, error })
      }
    }
    return ticks
  }

  return {
    tick,
    /** Ticks at once (a first cursor then starts before the first signature), then on the timer. */
    start(): void {
      if (timer) return
      const run = () => {
        if (running) return
        running = tick().finally(() => {
          running = undefined
        })
      }
      timer = setInterval(run, deps.intervalMs)
      timer.unref()
      run()
    },
    /** Stops the timer and waits for the tick in progress, if any. */
    async stop(): Promise<void> {
      clearInterval(timer)
      timer = undefined
      await running
    },
  }
}

/** A settler made by {@link createSponsorshipSettler}. @example await settler.tick() */
export type SponsorshipSettler = ReturnType<typeof createSponsorshipSettler>
