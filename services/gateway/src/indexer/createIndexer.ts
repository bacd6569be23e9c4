import type { Clock } from '@portico/server'
import { type Logger, silentLogger } from '@portico/server'
import type { GatewayChain } from '../blockchain/GatewayChain'
import type { GatewayDb } from '../db/Database'
import { type ChainSyncState, syncChain } from './syncChain'

/**
 * Options of {@link createIndexer}.
 * @example const o: IndexerOptions = { db, chains, clock, pollIntervalMs: 1000, batchSize: 100 }
 */
export type IndexerOptions = {
  db: GatewayDb
  chains: readonly GatewayChain[]
  clock: Clock
  pollIntervalMs: number
  batchSize: number
  /** eth_calls in flight at once per batch (token metadata, token URIs); default 8. */
  maxCallsInFlight?: number
  logger?: Logger
}

/**
 * The chain indexer: follows every configured chain from its start block, recording
 * transactions, native transfers and ERC20 transfers, and keeps polling for new blocks once
 * started. Syncs of one chain never overlap; RPC failures are logged once and retried.
 * @example
 * const indexer = createIndexer({ db, chains, clock: systemClock, pollIntervalMs: 1000, batchSize: 100 })
 * indexer.start()
 * await indexer.stop()
 */
export function createIndexer(options: IndexerOptions) {
  const logger = options.logger ?? silentLogger
  const states = new Map<string, ChainSyncState>()
  const queues = new Map<string, Promise<unknown>>()
  const timers = new Map<string, NodeJS.Timeout>()
  let running = false

  const syncOne = (chain: GatewayChain): Promise<number> => {
    let state = states.get(chain.caip2)
    if (!state) {
      state = {
        knownTokens: null,
        genesisChecked: false,
        blockFetch: {
          traceBlockUnserved: false,
          tracingFailed: false,
          callTracerUnserved: false,
          callTracerFailed: false,
        },
      }
      states.set(chain.caip2, state)
    }
    const chainState = state
    const previous = queues.get(chain.caip2) ?? Promise.resolve()
    const run = previous
      .catch(() => {})
      .then(() =>
        syncChain({
          db: options.db,
          chain,
          clock: options.clock,
          batchSize: options.batchSize,
          maxCallsInFlight: options.maxCallsInFlight ?? 8,
          state: chainState,
          logger,
        }),
      )
    queues.set(chain.caip2, run)
    return run
  }

  const loop = (chain: GatewayChain) => {
    let failing = false
    const tick = async () => {
      try {
        await syncOne(chain)
        if (failing) logger.info(`indexer: ${chain.caip2} reachable again`)
        failing = false
      } catch (error) {
        if (!failing) {
          const reason =
            error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error)
          logger.warn(
            `indexer: ${chain.caip2} sync failed, retrying every ${options.pollIntervalMs} ms: ${reason}`,
          )
        }
        failing = true
      }
      if (running) timers.set(chain.caip2, setTimeout(tick, options.pollIntervalMs))
    }
    void tick()
  }

  return {
    /** Indexes every chain up to its current head once; resolves to blocks indexed per chain. */
    async sync(): Promise<Record<string, number>> {
      const counts = await Promise.all(options.chains.map((chain) => syncOne(chain)))
      return Object.fromEntries(options.chains.map((chain, i) => [chain.caip2, counts[i] ?? 0]))
    },
    /** Starts polling every chain. */
    start(): void {
      if (running) return
      running = true
      for (const chain of options.chains) loop(chain)
    },
    /** Stops polling and waits for syncs in flight. */
    async stop(): Promise<void> {
      running = false
      for (const timer of timers.values()) clearTimeout(timer)
      timers.clear()
      await Promise.allSettled(queues.values())
    },
  }
}

/** An indexer made by {@link createIndexer}. @example await indexer.sync() */
export type Indexer = ReturnType<typeof createIndexer>
