import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startTestRelay } from '@portico/relay/testing'
import { forceOnlineScript } from '@portico/test'
import type { Browser } from 'playwright-core'
import { buildSite } from '../browser/buildSite'
import { exactFigure } from '../browser/exactFigure'
import { firstLoadSources } from '../browser/firstLoadSources'
import { initialScripts } from '../browser/initialScripts'
import { launchUntilStopped } from '../browser/launchUntilStopped'
import { measureWalletConnectVisit, type VisitPace } from '../browser/measureWalletConnectVisit'
import { serveUntilStopped } from '../browser/serveUntilStopped'
import { summarize } from '../browser/summarize'
import type { BenchResult } from '../lib/BenchResult'
import { type SuiteOptions, suiteSettings } from '../lib/suiteSettings'
import { withWorkDir } from '../lib/withWorkDir'

const pageDir = resolve(dirname(fileURLToPath(import.meta.url)), '../browser/walletconnect')
const KIB = 1024
/** Issue 23: what the QR code may take after the click (AppKit and RainbowKit: well under 1 s). */
const BUDGET = { warmMs: 500, coldMs: 1000 }

/**
 * The WalletConnect benchmark: builds a page with wagmi, WalletConnect and no browser wallet
 * (`src/browser/walletconnect/`), serves it with immutable hashed assets, starts a relay of
 * `services/relay` on loopback, and times Connect → WalletConnect → QR code painted in headless
 * Chromium, WalletConnect clicked the moment the list shows. Per run, in a fresh browser
 * profile, a first visit and a repeat visit (chunks in the HTTP cache) that open the modal once
 * the page has settled (the modal prefetched after 5 s of idle time, then 1 s idle: as a visitor
 * who read the page first finds it);
 * then the same in another fresh profile with Connect clicked the moment the button is enabled.
 * Also checks that no WalletConnect SDK code is in the page's first load.
 * @example
 * const results = await runWalletConnectBench({ runs: 10 })
 */
export async function runWalletConnectBench(options: SuiteOptions = {}): Promise<BenchResult[]> {
  const { runs, log } = suiteSettings(options, { least: 5, usual: 10 })
  return withWorkDir('portico-wc-bench-', async ({ work, stops }) => {
    log('walletconnect: building the page')
    const site = await buildSite({ root: pageDir, outDir: join(work, 'site') })
    const firstLoad = initialScripts(site.outDir)
    const sdkInFirstLoad = [...firstLoadSources(site, firstLoad)]
      .filter(([source]) => source.startsWith('@walletconnect/'))
      .reduce((sum, [, bytes]) => sum + bytes, 0)
    const sdkFiles = [...site.sources]
      .filter(([, sources]) => [...sources.keys()].some((s) => s.startsWith('@walletconnect/')))
      .map(([file]) => file)
    const sdkChunks = firstLoadSources(site, sdkFiles)
    const sdkKiB = [...sdkChunks.values()].reduce((sum, bytes) => sum + bytes, 0) / KIB

    const relay = await startTestRelay()
    stops.push(relay.stop)
    const served = await serveUntilStopped(stops, site.outDir, { cacheAssets: true })
    const browser = await launchUntilStopped(stops)
    const url = `${served}?relay=${encodeURIComponent(relay.url)}`

    const visits: Record<Visit, number[]> = { cold: [], warm: [], hurriedCold: [], hurriedWarm: [] }
    for (let i = 0; i < runs; i++) {
      log(`walletconnect: run ${i + 1}/${runs}`)
      await inProfile(browser, async (visit) => {
        visits.cold.push(await visit(url, 'settled'))
        visits.warm.push(await visit(url, 'settled'))
      })
      await inProfile(browser, async (visit) => {
        visits.hurriedCold.push(await visit(url, 'hurried'))
        visits.hurriedWarm.push(await visit(url, 'hurried'))
      })
    }
    const what = 'click on WalletConnect → QR code painted, clicked the moment the list shows'
    return [
      summarize('walletconnect.clickToQr.warm', 'ms', visits.warm, {
        budget: BUDGET.warmMs,
        note: `repeat visit (chunks cached), Connect clicked once the page settled: ${what}`,
      }),
      summarize('walletconnect.clickToQr.cold', 'ms', visits.cold, {
        budget: BUDGET.coldMs,
        note: `first visit (empty cache), Connect clicked once the page settled: ${what}`,
      }),
      summarize('walletconnect.clickToQr.hurried.warm', 'ms', visits.hurriedWarm, {
        note: `repeat visit, Connect clicked the moment the button is enabled (before any idle-time prefetch): ${what}`,
      }),
      summarize('walletconnect.clickToQr.hurried.cold', 'ms', visits.hurriedCold, {
        note: `first visit, Connect clicked the moment the button is enabled: ${what}`,
      }),
      exactFigure('walletconnect.firstLoad.sdk', 'KiB gzip', sdkInFirstLoad / KIB, {
        budget: 0,
        note: '@walletconnect/* code in the JS the page loads first',
      }),
      exactFigure('walletconnect.sdkChunks', 'KiB gzip', sdkKiB, {
        note: 'the lazily loaded chunks holding the WalletConnect SDK',
      }),
    ]
  })
}

type Visit = 'cold' | 'warm' | 'hurriedCold' | 'hurriedWarm'

/** Runs `body` in a fresh browser profile (own HTTP cache and storage), closed afterwards. */
async function inProfile(
  browser: Browser,
  body: (visit: (url: string, pace: VisitPace) => Promise<number>) => Promise<void>,
): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  try {
    await context.addInitScript({ content: forceOnlineScript })
    await body((url, pace) => measureWalletConnectVisit(context, url, pace))
  } finally {
    await context.close()
  }
}
