import Database from 'better-sqlite3'
import type { Browser, Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { openDemo } from './setup/openDemo'
import { useBrowser } from './setup/useBrowser'

type StoredEvent = { event_name: string | null; project_id: string | null; body: string }

/** What the gateway stored in its analytics table since `since` (its own clock, ms). */
function storedSince(since: number): StoredEvent[] {
  const path = inject('gatewayDbPath')
  if (!path) throw new Error('analytics e2e: the stack runs without a gateway')
  const db = new Database(path, { readonly: true, fileMustExist: true })
  try {
    return db
      .prepare(
        'select event_name, project_id, body from analytics_events where received_at >= ? order by received_at, rowid',
      )
      .all(since) as StoredEvent[]
  } finally {
    db.close()
  }
}

/** The gateway's metrics lines for POST /batch and /e and its analytics refusals. */
async function analyticsAnswers(gatewayUrl: string | undefined): Promise<string> {
  if (!gatewayUrl) return 'no gateway'
  const text = await fetch(new URL('/metrics', gatewayUrl))
    .then((response) => response.text())
    .catch((error: unknown) => `metrics unreadable: ${String(error)}`)
  const lines = text
    .split('\n')
    .filter(
      (line) =>
        /_count\{.*route="\/(batch|e)"/.test(line) ||
        /rate_limit_refusals_total\{.*limiter="analytics"/.test(line),
    )
  return lines.join('; ') || 'none'
}

/** The demo at `path` with the test wallet's default account (no funds move). */
async function openAt(browser: Browser, path: string) {
  const demo = await openDemo(browser, { path, context: { reducedMotion: 'reduce' } })
  await demo.page.getByTestId('portico-connect-button').waitFor()
  return demo
}

/**
 * Open the modal, connect the test wallet, switch to the second devnet, leave the page (once
 * `beforeLeaving` has settled).
 */
async function visit(page: Page, devnetB: number, beforeLeaving?: Promise<unknown>) {
  await page.getByTestId('portico-connect-button').click()
  await page.getByRole('button', { name: /Portico Test Wallet/ }).click()
  await page.getByTestId('portico-account-button').waitFor()
  await page.getByTestId('portico-network-button').click()
  await page.getByTestId(`portico-network-eip155:${devnetB}`).click()
  await expect.poll(() => page.getByTestId('demo-chain').textContent()).toContain(String(devnetB))
  await beforeLeaving
  // Leaving fires pagehide: what waits goes by beacon.
  await page.goto('about:blank')
}

describe('analytics: what a visit sends to the gateway', () => {
  const browser = useBrowser()
  const stack = inject('stack')
  const devnetB = stack.chains[1]?.chainId ?? 31338

  it('with analytics: false nothing arrives; by default the visit arrives, without the address', async () => {
    const quietStart = Date.now()
    const quiet = await openAt(browser(), '/?analytics=0')
    try {
      await visit(quiet.page, devnetB)
      expect(quiet.requests.filter((url) => /\/(batch|e|getAnalyticsConfig)\?/.test(url))).toEqual(
        [],
      )
    } finally {
      await quiet.close()
    }

    const loudStart = Date.now()
    const loud = await openAt(browser(), '/')
    try {
      // What waits at pagehide goes by beacon only once the project's remote switch has answered
      // (createAnalyticsSender): a visit that ends sooner sends nothing, by design. On a loaded
      // machine the visit can be the quicker of the two, so it leaves after that answer.
      const remoteSwitch = loud.page.waitForResponse((response) =>
        response.url().includes('/getAnalyticsConfig?'),
      )
      // Awaited in visit; this only keeps a visit that failed first from leaving it unhandled.
      remoteSwitch.catch(() => {})
      await visit(loud.page, devnetB, remoteSwitch)
      // The beacon outlives the page, not the browser context: closing the context aborts one
      // the browser has not yet written (on a busy machine it may still be queued after the page
      // has gone), so the context stays open until the gateway has the events.
      try {
        await expect
          .poll(() => storedSince(loudStart).map((row) => row.event_name), { timeout: 10_000 })
          .toEqual(
            expect.arrayContaining([
              'MODAL_OPEN',
              'CONNECT_STARTED',
              'CONNECT_SUCCESS',
              'SWITCH_NETWORK',
            ]),
          )
      } catch (error) {
        // Playwright does not report a beacon sent by a page being left: the gateway's own
        // count of the analytics calls it answered says whether one arrived and how it ended.
        throw new Error(
          `the gateway did not store the visit's events (it stored: ${
            storedSince(loudStart)
              .map((row) => row.event_name)
              .join(', ') || 'nothing'
          }); the page's fetches: ${
            loud.requests.filter((url) => /\/(batch|e)\?/.test(url)).join(', ') || 'none'
          }; the gateway's analytics answers: ${await analyticsAnswers(stack.urls.gateway)}`,
          { cause: error },
        )
      }
    } finally {
      await loud.close()
    }
    const rows = storedSince(loudStart)
    expect(rows.every((row) => row.project_id === stack.projectId)).toBe(true)
    const connected = rows.find((row) => row.event_name === 'CONNECT_SUCCESS')
    expect(JSON.parse(connected?.body ?? '{}')).toMatchObject({
      domain: '127.0.0.1',
      props: { type: 'track', properties: { connectorType: 'ANNOUNCED', namespace: 'eip155' } },
    })
    const address = (loud.wallet?.address ?? '').slice(2).toLowerCase()
    expect(address).toHaveLength(40)
    expect(rows.filter((row) => row.body.toLowerCase().includes(address))).toEqual([])
    // The quiet visit ended before the other began: nothing of it was stored.
    expect(storedSince(quietStart).length).toBe(rows.length)
  })
})
