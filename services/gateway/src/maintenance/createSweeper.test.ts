import { type Logger, silentLogger } from '@portico/server'
import { createManualClock } from '@portico/test/services/createManualClock'
import { afterEach, describe, expect, it } from 'vitest'
import { gatewayConfigSchema } from '../config/gatewayConfigSchema'
import type { GatewayDb } from '../db/Database'
import type { PayDatabase } from '../pay/PayDatabase'
import type { SponsorshipDatabase } from '../paymaster/SponsorshipDatabase'
import { createTestDb } from '../testing/createTestDb'
import { type GatewayTestDialect, gatewayTestDialects } from '../testing/gatewayTestDialects'
import { createSweeper } from './createSweeper'

const DAY = 24 * 60 * 60_000
const opened: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const close of opened.splice(0)) await close().catch(() => undefined)
})

async function setUpOn(dialect: GatewayTestDialect, sweepIntervalMs = 10) {
  const { db, close } = await createTestDb(dialect)
  opened.push(close)
  const clock = createManualClock()
  const config = gatewayConfigSchema.parse({ sweepIntervalMs, analytics: { retentionDays: 1 } })
  const errors: unknown[][] = []
  const logger: Logger = {
    ...silentLogger,
    error: (message, fields) => void errors.push([message, fields]),
  }
  const event = (id: string, at: number) =>
    db
      .insertInto('analytics_events')
      .values({
        id,
        project_id: null,
        received_at: at,
        client_ip: '192.0.2.0',
        event_id: id,
        event_name: null,
        body: '{}',
      })
      .execute()
  return {
    db,
    clock,
    config,
    logger,
    errors,
    event,
    sweeper: createSweeper({ db, clock, config, logger }),
  }
}

const eventIds = async (db: GatewayDb) =>
  (await db.selectFrom('analytics_events').select('id').execute()).map((row) => row.id)

describe.each(await gatewayTestDialects())('createSweeper (%s)', (dialect) => {
  const setUp = (sweepIntervalMs?: number) => setUpOn(dialect, sweepIntervalMs)

  it('sweeps on its timer until stopped', async () => {
    const { db, clock, event, sweeper } = await setUp()
    await event('old', clock.now() - 2 * DAY)
    sweeper.start()
    await expect.poll(() => eventIds(db)).toEqual([])
    await sweeper.stop()
    await event('old-2', clock.now() - 2 * DAY)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(await eventIds(db)).toEqual(['old-2'])
  })

  it('never starts a sweep while the previous one still runs, however slow the database', async () => {
    const { db, clock, event, config, logger } = await setUp(1)
    let active = 0
    let mostAtOnce = 0
    // Every statement takes 20 ms, twenty ticks of the timer: overlapping sweeps would show here.
    const slow = db.withPlugin({
      transformQuery: (args) => {
        active += 1
        mostAtOnce = Math.max(mostAtOnce, active)
        return args.node
      },
      transformResult: async (args) => {
        await new Promise((resolve) => setTimeout(resolve, 20))
        active -= 1
        return args.result
      },
    })
    const sweeper = createSweeper({ db: slow, clock, config, logger })
    await event('old', clock.now() - 2 * DAY)
    sweeper.start()
    await expect.poll(() => eventIds(db)).toEqual([])
    await sweeper.stop()
    expect(active).toBe(0)
    expect(mostAtOnce).toBe(1)
  })

  it('counts what one sweep deleted and keeps what is still within its lifetime', async () => {
    const { db, clock, event, sweeper } = await setUp()
    await event('old', clock.now() - DAY - 1)
    await event('new', clock.now() - DAY + 1)
    expect(await sweeper.sweep()).toEqual({
      analyticsEvents: 1,
      siwxNonces: 0,
      siwxSessions: 0,
      payments: 0,
      sponsorshipCounters: 0,
      sponsorshipReservations: 0,
    })
    expect(await eventIds(db)).toEqual(['new'])
  })

  it('deletes sponsorship budget counters and reservations of days more than a week past', async () => {
    const { db, clock, sweeper } = await setUp()
    const counters = db.withTables<SponsorshipDatabase>()
    const day = (daysAgo: number) =>
      new Date(clock.now() - daysAgo * DAY).toISOString().slice(0, 10)
    for (const daysAgo of [0, 7, 8, 30]) {
      await counters
        .insertInto('sponsorship_spending')
        .values({
          project_id: 'p',
          chain_id: 'eip155:31337',
          day: day(daysAgo),
          spender: '',
          spent_gwei: 1,
        })
        .execute()
      await counters
        .insertInto('sponsorship_reservations')
        .values({
          chain_id: 'eip155:31337',
          user_op_hash: `0x${daysAgo}`,
          project_id: 'p',
          day: day(daysAgo),
          sender: '0x01',
          nonce: '0x0',
          spenders: '[""]',
          reserved_gwei: 1,
          valid_until: 0,
          state: 'reserved',
          actual_wei: null,
        })
        .execute()
    }
    const swept = await sweeper.sweep()
    expect([swept.sponsorshipCounters, swept.sponsorshipReservations]).toEqual([2, 2])
    const days = async (table: 'sponsorship_spending' | 'sponsorship_reservations') =>
      (await counters.selectFrom(table).select('day').orderBy('day').execute()).map((r) => r.day)
    expect(await days('sponsorship_spending')).toEqual([day(7), day(0)])
    expect(await days('sponsorship_reservations')).toEqual([day(7), day(0)])
  })

  it('deletes payments made more than pay.retentionDays ago, whatever their status', async () => {
    const { db, clock, sweeper, config } = await setUp()
    const kept = config.pay.retentionDays * DAY
    const payments = db.withTables<PayDatabase>()
    const payment = (id: string, createdAt: number, status: 'PENDING' | 'SUCCESS') =>
      payments
        .insertInto('payments')
        .values({
          id,
          project_id: 'p',
          network: 'eip155:31337',
          asset: 'native',
          amount: '0.01',
          units: '10000000000000000',
          decimals: 18,
          recipient: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
          status,
          method: status === 'SUCCESS' ? 'wallet' : null,
          exchange_id: null,
          session_id: null,
          tx_hash: status === 'SUCCESS' ? `0x${id.padStart(64, '0')}` : null,
          paid_from: null,
          failure_reason: null,
          reference: null,
          start_block: 1,
          created_at: createdAt,
          updated_at: createdAt,
          checked_at: createdAt,
        })
        .execute()
    await payment('a1', clock.now() - kept - 1, 'SUCCESS')
    await payment('a2', clock.now() - kept - 1, 'PENDING')
    await payment('b1', clock.now() - kept + 1, 'SUCCESS')
    expect((await sweeper.sweep()).payments).toBe(2)
    const left = await payments.selectFrom('payments').select('id').execute()
    expect(left.map((row) => row.id)).toEqual(['b1'])
  })

  it('logs a failed sweep and keeps going', async () => {
    const { db, errors, sweeper } = await setUp()
    await db.destroy()
    sweeper.start()
    await expect.poll(() => errors.length).toBeGreaterThan(1)
    await sweeper.stop()
    expect(errors[0]?.[0]).toBe('sweep failed')
  })
})
