import type { Clock, Logger } from '@portico/server'
import type { Kysely } from 'kysely'
import type { GatewayDatabase } from '../db/Database'
import type { ExchangeClient, ExchangeSession } from './createExchangeClient'
import type { PaymentChange, PaymentStore } from './createPaymentStore'
import { findQrTransaction } from './findQrTransaction'
import { judgePaymentReading } from './judgePaymentReading'
import type { PaymentTable } from './PayDatabase'
import type { PayNetwork } from './PayNetwork'
import { readPaymentRow } from './readPaymentRow'

// A payment's chain, exchange or QR watch is asked at most this often.
const REFRESH_MS = 1_000
const isFinal = (row: PaymentTable) => row.status === 'SUCCESS' || row.status === 'FAILED'
const sameAddress = (network: string, a: string, b: string) =>
  network.startsWith('eip155:') ? a.toLowerCase() === b.toLowerCase() : a === b

/**
 * Brings an open payment up to date with what the chain (and its exchange) says, at most once
 * a second per payment and once at a time (a second caller waits for the first): its
 * transaction's reading; or its exchange session, whose transaction is then attached and read
 * like any other; or, for a QR payment, the transaction that paid it. A payment left open past
 * `ttlMs` fails as expired. Chain and exchange failures leave the payment as it was (logged).
 * @example
 * const refresher = createPaymentRefresher({ store, db, networks, exchanges, clock, logger, confirmations: 1, ttlMs: 3_600_000 })
 * const fresh = await refresher.refresh(row)
 */
export function createPaymentRefresher(deps: {
  store: PaymentStore
  db: Kysely<GatewayDatabase>
  networks: ReadonlyMap<string, PayNetwork>
  exchanges: ReadonlyMap<string, ExchangeClient>
  clock: Clock
  logger: Logger
  confirmations: number
  ttlMs: number
}) {
  const { store, clock } = deps
  const inFlight = new Map<string, Promise<void>>()

  const change = async (row: PaymentTable, next: PaymentChange | undefined) => {
    if (next) await store.update(row.id, { ...next, updated_at: clock.now() })
  }

  const judgeTransaction = async (row: PaymentTable, network: PayNetwork, txHash: string) => {
    const reading = await readPaymentRow(row, network, txHash)
    const expired = clock.now() - row.created_at > deps.ttlMs
    await change(
      row,
      judgePaymentReading(row, reading, { confirmations: deps.confirmations, expired }),
    )
  }

  const attachAndJudge = async (
    row: PaymentTable,
    network: PayNetwork,
    txHash: string,
    method: 'exchange' | 'qr',
  ) => {
    const hash = network.namespace === 'eip155' ? txHash.toLowerCase() : txHash
    const attached = await store.attach({
      id: row.id,
      network: row.network,
      txHash: hash,
      method,
      now: clock.now(),
    })
    if (attached === 'taken') {
      await change(row, {
        status: 'FAILED',
        failure_reason: 'The transaction pays another payment',
      })
      return
    }
    if (attached === 'attached') await judgeTransaction(row, network, hash)
  }

  const matches = (row: PaymentTable, session: ExchangeSession) =>
    session.reference === row.id &&
    session.network === row.network &&
    sameAddress(row.network, session.asset, row.asset) &&
    sameAddress(row.network, session.recipient, row.recipient)

  const refreshExchange = async (row: PaymentTable, network: PayNetwork) => {
    const client = row.exchange_id ? deps.exchanges.get(row.exchange_id) : undefined
    if (!client || !row.session_id) {
      await change(row, {
        status: 'FAILED',
        failure_reason: 'The exchange is no longer configured',
      })
      return
    }
    const session = await client.session(row.session_id)
    if (!matches(row, session)) {
      await change(row, {
        status: 'FAILED',
        failure_reason: 'The exchange session does not match the payment',
      })
    } else if (session.txHash) {
      await attachAndJudge(row, network, session.txHash, 'exchange')
    } else if (session.status === 'FAILED') {
      await change(row, {
        status: 'FAILED',
        failure_reason: session.failureReason ?? 'The exchange did not pay',
      })
    }
  }

  const run = async (row: PaymentTable) => {
    const network = deps.networks.get(row.network)
    if (!network) {
      await change(row, { status: 'FAILED', failure_reason: 'The network is no longer served' })
      return
    }
    await store.update(row.id, { checked_at: clock.now(), updated_at: row.updated_at })
    if (row.tx_hash) return judgeTransaction(row, network, row.tx_hash)
    if (row.method === 'exchange') await refreshExchange(row, network)
    if (row.method === 'qr') {
      const txHash = await findQrTransaction({
        row,
        network,
        store,
        db: deps.db,
        ttlMs: deps.ttlMs,
      })
      if (txHash) await attachAndJudge(row, network, txHash, 'qr')
    }
    const latest = await store.find({ id: row.id, projectId: row.project_id })
    if (
      latest &&
      !isFinal(latest) &&
      !latest.tx_hash &&
      clock.now() - row.created_at > deps.ttlMs
    ) {
      await change(latest, { status: 'FAILED', failure_reason: 'Payment expired' })
    }
  }

  return {
    /**
     * The payment as it stands after a refresh (or as it was, within a second of the last
     * unless `force`: a transaction just attached is read at once).
     */
    async refresh(row: PaymentTable, options: { force?: boolean } = {}): Promise<PaymentTable> {
      if (isFinal(row)) return row
      if (!options.force && clock.now() - row.checked_at < REFRESH_MS) return row
      let pending = inFlight.get(row.id)
      if (!pending) {
        pending = run(row)
          .catch((error: unknown) => {
            deps.logger.warn(
              `pay: refreshing ${row.id} failed: ${error instanceof Error ? error.message : String(error)}`,
            )
          })
          .finally(() => inFlight.delete(row.id))
        inFlight.set(row.id, pending)
      }
      await pending
      return (await store.find({ id: row.id, projectId: row.project_id })) ?? row
    },
  }
}

/** A refresher made by {@link createPaymentRefresher}. @example await refresher.refresh(row) */
export type PaymentRefresher = ReturnType<typeof createPaymentRefresher>
