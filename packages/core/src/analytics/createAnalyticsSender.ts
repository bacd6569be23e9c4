import { TELEMETRY_ERRORS_PER_MINUTE } from '@portico/common'
import type { AnalyticsEvent } from '@portico/common/schemas/api'

/** Pending events are sent this long after the last one, so a burst goes as one batch. */
export const ANALYTICS_IDLE_MS = 2_000
/** A batch is sent at once when this many events wait. */
export const ANALYTICS_BATCH_SIZE = 20
const MINUTE_MS = 60_000

/**
 * What an {@link AnalyticsSender} needs from its page and gateway; tests pass their own.
 * @example
 * const deps: AnalyticsSenderDeps = { now: Date.now, after: scheduler.after, allowed, sendBatch, sendError, beacon }
 */
export type AnalyticsSenderDeps = {
  now(): number
  /** Run `fn` after `ms`; returns a canceller. */
  after(ms: number, fn: () => void): () => void
  /**
   * Whether events may leave: the app's `features.analytics` and the project's remote switch.
   * Asked before every send; a rejection counts as no.
   */
  allowed(): Promise<boolean>
  /** POST /batch. */
  sendBatch(events: AnalyticsEvent[]): Promise<void>
  /** POST /e: one error event. */
  sendError(event: AnalyticsEvent): Promise<void>
  /** `navigator.sendBeacon` of a batch; false when the browser refused it. */
  beacon(events: AnalyticsEvent[]): boolean
  onFailure?(error: unknown): void
}

/**
 * The analytics queue of one client.
 * @example
 * sender.track(toAnalyticsEvent(envelope, page))
 */
export type AnalyticsSender = {
  /** Queue a track event, or send an error event (props.type 'error') within the cap. */
  track(event: AnalyticsEvent): void
  /** Send what waits now (POST /batch). */
  flush(): Promise<void>
  /** The page is going away: send what waits with a beacon, synchronously. */
  pageHidden(): void
  /** Stop the idle timer; pending events are dropped. */
  stop(): void
}

/**
 * Batches track events (sent {@link ANALYTICS_IDLE_MS} after the last one, or at once at
 * {@link ANALYTICS_BATCH_SIZE}, or by beacon when the page hides) and sends error events one by
 * one to POST /e, at most TELEMETRY_ERRORS_PER_MINUTE in any minute (spec §8; the rest are
 * dropped). Nothing leaves unless `allowed()` says yes at that moment; what waits when it says
 * no is dropped. `allowed()` is first asked when the sender is made: the beacon needs an answer
 * already known, so a page hidden before that answer sends nothing.
 * @example
 * const sender = createAnalyticsSender(deps)
 * sender.track({ eventId, timestamp, props: { type: 'track', event: 'MODAL_OPEN' } })
 */
export function createAnalyticsSender(deps: AnalyticsSenderDeps): AnalyticsSender {
  let pending: AnalyticsEvent[] = []
  let cancelIdle: (() => void) | undefined
  let known: boolean | undefined
  let stopped = false
  const errorTimes: number[] = []

  const allowed = async () => {
    known = await deps.allowed().catch(() => false)
    return known
  }
  const failed = (error: unknown) => deps.onFailure?.(error)
  // Asked at once, so a page hidden before the first flush knows whether it may send a beacon.
  void allowed()

  const flush = async () => {
    cancelIdle?.()
    cancelIdle = undefined
    const batch = pending
    pending = []
    if (batch.length === 0 || !(await allowed()) || stopped) return
    await deps.sendBatch(batch).catch(failed)
  }

  const underCap = () => {
    const now = deps.now()
    while (errorTimes.length > 0 && (errorTimes[0] ?? 0) <= now - MINUTE_MS) errorTimes.shift()
    if (errorTimes.length >= TELEMETRY_ERRORS_PER_MINUTE) return false
    errorTimes.push(now)
    return true
  }

  return {
    track(event) {
      if (stopped) return
      if (event.props?.type === 'error') {
        if (!underCap()) return
        void allowed().then((yes) => (yes && !stopped ? deps.sendError(event) : undefined), failed)
        return
      }
      pending.push(event)
      if (pending.length >= ANALYTICS_BATCH_SIZE) {
        void flush()
        return
      }
      cancelIdle?.()
      cancelIdle = deps.after(ANALYTICS_IDLE_MS, () => void flush())
    },
    flush,
    pageHidden() {
      cancelIdle?.()
      cancelIdle = undefined
      const batch = pending
      pending = []
      if (batch.length === 0 || known !== true || stopped) return
      try {
        deps.beacon(batch)
      } catch (error) {
        failed(error)
      }
    },
    stop() {
      stopped = true
      cancelIdle?.()
      pending = []
    },
  }
}
