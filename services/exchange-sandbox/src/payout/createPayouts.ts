import { parseUnits } from '@portico/common'
import type { ExchangeStore } from '../ledger/createExchangeStore'
import type { StoredSession } from '../ledger/StoredSession'
import type { ChainPayer } from './ChainPayer'

/**
 * Sends what confirmed sessions owe from the hot wallet, one payout at a time per network (the
 * hot wallet's nonces stay in order). The signed transaction is stored before it is broadcast
 * and is the only one ever sent for its session, so a restart re-sends the same transaction
 * instead of paying twice. A payout that cannot be made or is refused marks the session FAILED
 * and credits the account back; one that reverts does the same once mined.
 * @example
 * const payouts = createPayouts({ payers, store, now: () => Date.now() })
 * await payouts.pay(sessionId)
 */
export function createPayouts(deps: {
  payers: ReadonlyMap<string, ChainPayer>
  store: ExchangeStore
  now: () => number
  log?: (line: string) => void
}) {
  const { store, now } = deps
  const log = deps.log ?? (() => {})
  const queues = new Map<string, Promise<unknown>>()
  const serial = <T>(network: string, task: () => Promise<T>): Promise<T> => {
    const run = (queues.get(network) ?? Promise.resolve()).then(task, task)
    queues.set(
      network,
      run.catch(() => {}),
    )
    return run
  }
  const fail = async (session: StoredSession, reason: string) => {
    log(`session ${session.id}: payout failed (${reason})`)
    await store.failed(session.id, reason, now())
  }

  async function settle(session: StoredSession, payer: ChainPayer, txHash: string, rawTx: string) {
    let settled: Awaited<ReturnType<ChainPayer['settle']>>
    try {
      settled = await payer.settle(rawTx, txHash)
    } catch (error) {
      return fail(session, `The network refused the transfer: ${shortReason(error)}`)
    }
    if (settled.state === 'pending') return log(`session ${session.id}: ${txHash} not final yet`)
    if (settled.state === 'failed') return fail(session, settled.reason)
    await store.succeeded(session.id, now())
    log(`session ${session.id}: paid in ${txHash}`)
  }

  async function payNow(id: string) {
    const session = await store.getSession(id)
    if (session?.status !== 'IN_PROGRESS') return
    const payer = deps.payers.get(session.network)
    if (!payer) return fail(session, `The exchange cannot pay out on ${session.network}`)
    if (session.txHash && session.rawTx)
      return settle(session, payer, session.txHash, session.rawTx)
    let signed: { txHash: string; rawTx: string }
    try {
      signed = await payer.sign({
        asset: session.asset,
        recipient: session.recipient,
        units: parseUnits(session.amount, session.decimals),
        decimals: session.decimals,
      })
    } catch (error) {
      return fail(session, `The transfer could not be made: ${shortReason(error)}`)
    }
    await store.signed(id, signed.txHash, signed.rawTx, now())
    await settle(session, payer, signed.txHash, signed.rawTx)
  }

  // One run per session at a time: a second call (a refresh, a double submit) joins the first.
  const running = new Map<string, Promise<void>>()
  const pay = (id: string, network: string) => {
    let run = running.get(id)
    if (!run) {
      run = serial(network, () => payNow(id)).finally(() => running.delete(id))
      running.set(id, run)
    }
    return run
  }

  return {
    /** Pays (or finishes paying) a confirmed session; resolves when it is settled or still pending. */
    pay: async (id: string) => {
      const session = await store.getSession(id)
      if (session?.status === 'IN_PROGRESS') await pay(id, session.network)
    },
    /** Settles every session a previous run left in flight. */
    reconcile: async () => {
      for (const session of await store.inFlight()) await pay(session.id, session.network)
    },
  }
}

/** The first line of an error, for a session's failure reason. */
function shortReason(error: unknown): string {
  const record = error as { shortMessage?: unknown; message?: unknown }
  const text =
    typeof record?.shortMessage === 'string'
      ? record.shortMessage
      : String(record?.message ?? error)
  return text.split('\n')[0]?.slice(0, 200) ?? 'unknown error'
}

/** The payouts. @example await payouts.pay(id) */
export type Payouts = ReturnType<typeof createPayouts>
