import type { BrowserContext } from 'playwright-core'

/**
 * One finished request of a profile: when it started (epoch ms) and how long it took until its
 * last byte.
 * @example
 * const request: TimedRequest = { url: 'http://localhost:8789/frame', startedAt: 1764270000000, ms: 340 }
 */
export type TimedRequest = { url: string; startedAt: number; ms: number }

/**
 * Records every request the profile's pages and pop-ups finish, so a slow step says where its
 * time went (the frame page and its bundle, the login calls, the lazy chunks).
 * @example
 * const requests = recordRequests(context)
 * const start = Date.now()
 * // … the step …
 * console.log(slowest(requests.since(start)))
 */
export function recordRequests(context: BrowserContext): {
  since: (epochMs: number) => TimedRequest[]
} {
  const finished: TimedRequest[] = []
  context.on('requestfinished', (request) => {
    const timing = request.timing()
    finished.push({ url: request.url(), startedAt: timing.startTime, ms: timing.responseEnd })
  })
  return { since: (epochMs) => finished.filter((request) => request.startedAt >= epochMs) }
}

/**
 * The `count` slowest requests as one line each, for the suite's log.
 * @example
 * for (const line of slowest(requests.since(start))) log(line)
 */
export function slowest(requests: readonly TimedRequest[], count = 5): string[] {
  return [...requests]
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count)
    .map(({ url, ms }) => `${Math.round(ms).toString().padStart(6)} ms  ${url.slice(0, 120)}`)
}
