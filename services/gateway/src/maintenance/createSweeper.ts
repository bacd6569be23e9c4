import type { Clock, Logger } from '@portico/server'
import { createKyselySiwxStore, type SiwxDatabase } from '@portico/siwx-server'
import type { GatewayConfig } from '../config/gatewayConfigSchema'
import type { GatewayDb } from '../db/Database'
import type { PayDatabase } from '../pay/PayDatabase'
import type { SponsorshipDatabase } from '../paymaster/SponsorshipDatabase'

const DAY_MS = 24 * 60 * 60_000
/** Sponsorship counters only matter on their day; a week of them is kept to look back on. */
const SPONSORSHIP_COUNTER_DAYS = 7

/**
 * How many rows one sweep deleted, per kind.
 * @example const counts: SweepCounts = { analyticsEvents: 12, siwxNonces: 40, siwxSessions: 2, payments: 3, sponsorshipCounters: 9, sponsorshipReservations: 4 }
 */
export type SweepCounts = {
  analyticsEvents: number
  siwxNonces: number
  siwxSessions: number
  payments: number
  sponsorshipCounters: number
  sponsorshipReservations: number
}

/**
 * The gateway's housekeeping: deletes rows past their lifetime (analytics events older than
 * `analytics.retentionDays`, expired SIWX nonces, expired or revoked SIWX sessions, Pay
 * payments made more than `pay.retentionDays` ago, sponsorship budget counters and
 * reservations of days more than a week past) by indexed
 * range deletes, on a timer every `sweepIntervalMs` rather than inside requests. `sweep()` runs it once; `start()` / `stop()` drive the timer,
 * which never keeps the process alive.
 * @example
 * const sweeper = createSweeper({ db, clock, config, logger }); sweeper.start()
 * await sweeper.stop()
 */
export function createSweeper(deps: {
  db: GatewayDb
  clock: Clock
  config: Pick<GatewayConfig, 'analytics' | 'pay' | 'sweepIntervalMs'>
  logger: Logger
}) {
  const { db, clock, config, logger } = deps
  const siwx = createKyselySiwxStore(db.withTables<SiwxDatabase>())
  let timer: ReturnType<typeof setInterval> | undefined
  // The sweep in flight, if any. A tick while one runs is skipped: on a slow database, overlapping
  // sweeps would pile up, and one that began before stop() could still delete after it returned.
  let running: Promise<unknown> | undefined

  const sweep = async (): Promise<SweepCounts> => {
    const now = clock.now()
    const events = await db
      .deleteFrom('analytics_events')
      .where('received_at', '<', now - config.analytics.retentionDays * DAY_MS)
      .executeTakeFirst()
    const expired = await siwx.deleteExpired(now)
    const payments = await db
      .withTables<PayDatabase>()
      .deleteFrom('payments')
      .where('created_at', '<', now - config.pay.retentionDays * DAY_MS)
      .executeTakeFirst()
    const sponsorshipCutoff = new Date(now - SPONSORSHIP_COUNTER_DAYS * DAY_MS)
      .toISOString()
      .slice(0, 10)
    const sponsorship = db.withTables<SponsorshipDatabase>()
    const counters = await sponsorship
      .deleteFrom('sponsorship_spending')
      .where('day', '<', sponsorshipCutoff)
      .executeTakeFirst()
    // A reservation's counters gone, settling it would change nothing.
    const reservations = await sponsorship
      .deleteFrom('sponsorship_reservations')
      .where('day', '<', sponsorshipCutoff)
      .executeTakeFirst()
    return {
      analyticsEvents: Number(events.numDeletedRows),
      siwxNonces: expired.nonces,
      siwxSessions: expired.sessions,
      payments: Number(payments.numDeletedRows),
      sponsorshipCounters: Number(counters.numDeletedRows),
      sponsorshipReservations: Number(reservations.numDeletedRows),
    }
  }

  return {
    sweep,
    start(): void {
      if (timer) return
      timer = setInterval(() => {
        if (running) return
        running = sweep()
          .catch((error: unknown) => logger.error('sweep failed', { error }))
          .finally(() => {
            running = undefined
          })
      }, config.sweepIntervalMs)
      timer.unref()
    },
    /** Stops the timer and waits for the sweep in progress, if any: none runs after this resolves. */
    async stop(): Promise<void> {
      clearInterval(timer)
      timer = undefined
      await running
    },
  }
}

/** A sweeper made by {@link createSweeper}. @example await sweeper.sweep() */
export type Sweeper = ReturnType<typeof createSweeper>
