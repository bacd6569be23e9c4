import { TELEMETRY_ERRORS_PER_MINUTE } from '@portico/common'
import type { AnalyticsEvent } from '@portico/common/schemas/api'
import { describe, expect, it } from 'vitest'
import {
  ANALYTICS_BATCH_SIZE,
  ANALYTICS_IDLE_MS,
  type AnalyticsSenderDeps,
  createAnalyticsSender,
} from './createAnalyticsSender'

/** A clock and timers the test moves by hand. */
function manualTime() {
  let now = 0
  let timers: { at: number; fn: () => void }[] = []
  return {
    now: () => now,
    after(ms: number, fn: () => void) {
      const timer = { at: now + ms, fn }
      timers.push(timer)
      return () => {
        timers = timers.filter((t) => t !== timer)
      }
    },
    advance(ms: number) {
      now += ms
      const due = timers.filter((t) => t.at <= now)
      timers = timers.filter((t) => t.at > now)
      for (const t of due) t.fn()
    },
  }
}

function harness(allowed: () => Promise<boolean> = async () => true) {
  const time = manualTime()
  const batches: AnalyticsEvent[][] = []
  const errors: AnalyticsEvent[] = []
  const beacons: AnalyticsEvent[][] = []
  const deps: AnalyticsSenderDeps = {
    now: time.now,
    after: time.after,
    allowed,
    sendBatch: async (events) => void batches.push(events),
    sendError: async (event) => void errors.push(event),
    beacon: (events) => beacons.push(events) > 0,
  }
  return { time, batches, errors, beacons, sender: createAnalyticsSender(deps) }
}

const track = (n: number): AnalyticsEvent => ({
  eventId: `t${n}`,
  timestamp: n,
  props: { type: 'track', event: 'MODAL_OPEN' },
})
const error = (n: number): AnalyticsEvent => ({
  eventId: `e${n}`,
  timestamp: n,
  props: { type: 'error', event: 'CONNECT_ERROR', errorType: 'CONNECT_ERROR', errorMessage: 'x' },
})
const settle = () => new Promise((resolve) => setImmediate(resolve))

describe('analytics batching', () => {
  it('sends one batch 2 s after the last event, not before', async () => {
    const { time, batches, sender } = harness()
    sender.track(track(1))
    time.advance(ANALYTICS_IDLE_MS - 1)
    sender.track(track(2))
    time.advance(ANALYTICS_IDLE_MS - 1)
    await settle()
    expect(batches).toEqual([])
    time.advance(1)
    await settle()
    expect(batches.map((b) => b.map((e) => e.eventId))).toEqual([['t1', 't2']])
  })

  it('sends at once when 20 events wait', async () => {
    const { batches, sender } = harness()
    for (let n = 1; n <= ANALYTICS_BATCH_SIZE; n++) sender.track(track(n))
    await settle()
    expect(batches).toHaveLength(1)
    expect(batches[0]).toHaveLength(ANALYTICS_BATCH_SIZE)
  })

  it('sends what waits by beacon when the page hides, and nothing twice', async () => {
    const { time, batches, beacons, sender } = harness()
    await settle()
    sender.track(track(1))
    sender.track(track(2))
    sender.pageHidden()
    expect(beacons.map((b) => b.map((e) => e.eventId))).toEqual([['t1', 't2']])
    time.advance(ANALYTICS_IDLE_MS)
    await settle()
    expect(batches).toEqual([])
  })

  it('sends nothing, and drops what waited, while the switch says no', async () => {
    let yes = false
    const { time, batches, errors, beacons, sender } = harness(async () => yes)
    await settle()
    sender.track(track(1))
    sender.track(error(1))
    time.advance(ANALYTICS_IDLE_MS)
    await settle()
    sender.track(track(2))
    sender.pageHidden()
    expect([batches, errors, beacons]).toEqual([[], [], []])
    yes = true
    sender.track(track(3))
    time.advance(ANALYTICS_IDLE_MS)
    await settle()
    expect(batches.map((b) => b.map((e) => e.eventId))).toEqual([['t3']])
  })

  it('a failing switch counts as no', async () => {
    const { time, batches, sender } = harness(() => Promise.reject(new Error('403')))
    sender.track(track(1))
    time.advance(ANALYTICS_IDLE_MS)
    await settle()
    expect(batches).toEqual([])
  })
})

describe('error telemetry cap (spec §8)', () => {
  it('sends at most 5 errors in any minute, each to POST /e, and more once the minute has passed', async () => {
    expect(TELEMETRY_ERRORS_PER_MINUTE).toBe(5)
    const { time, errors, batches, sender } = harness()
    for (let n = 1; n <= 8; n++) sender.track(error(n))
    await settle()
    expect(errors.map((e) => e.eventId)).toEqual(['e1', 'e2', 'e3', 'e4', 'e5'])
    time.advance(59_999)
    sender.track(error(9))
    await settle()
    expect(errors).toHaveLength(5)
    time.advance(1)
    sender.track(error(10))
    await settle()
    expect(errors.map((e) => e.eventId).slice(5)).toEqual(['e10'])
    time.advance(ANALYTICS_IDLE_MS)
    await settle()
    expect(batches).toEqual([])
  })
})
