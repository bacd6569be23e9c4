import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { median } from '@portico/test/stats/median'
import { assertLoaded } from '../browser/assertLoaded'
import { buildFirstLoad } from '../browser/buildFirstLoad'
import { buildPackagesIfStale } from '../browser/buildPackagesIfStale'
import { exactFigure } from '../browser/exactFigure'
import { launchUntilStopped } from '../browser/launchUntilStopped'
import { measureInTurns } from '../browser/measureInTurns'
import { measurePage, type PageRun } from '../browser/measurePage'
import { type LinkPrefetch, measurePrefetchOnLink, SLOW_4G } from '../browser/measurePrefetchOnLink'
import { retainedByChunk } from '../browser/retainedByChunk'
import { serveUntilStopped } from '../browser/serveUntilStopped'
import { summarize } from '../browser/summarize'
import type { BenchResult } from '../lib/BenchResult'
import { type SuiteOptions, suiteSettings } from '../lib/suiteSettings'
import { withWorkDir } from '../lib/withWorkDir'
import { consumerGoalFigures } from './consumerGoalFigures'
import { runConsumerOwnButtonBench } from './consumerOwnButton'
import { runConsumerQuickstartBench } from './consumerQuickstart'
import { runConsumerVueBench } from './consumerVue'

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../../..')
const scenariosDir = join(repo, 'bench/src/browser/scenarios')
const KIB = 1024
/** How long a page that nobody touches is watched for prefetches. */
const IDLE_WATCH_MS = 5_000

/**
 * Issue 39's goals for what Portico adds to a site, as a site builds it: over the same page
 * without the kit (`wagmi-baseline`), in the same turn.
 */
export const CONSUMER_BUDGET = {
  firstLoadKiB: 15,
  /** First-load JS files beside the app's own. */
  firstLoadExtraFiles: 1,
  buttonEnabledMs: 30,
  /** One frame at 60 Hz. */
  clickToListMs: 16,
  heapMiB: 1.5,
  prefetchRequests: 6,
  /**
   * The rule proposed in place of `prefetchRequests`: on a slow 4G link over HTTP/2, intent →
   * the whole prefetch received takes at most its bytes' transfer time plus this many round
   * trips. What a visitor waits for is bytes and round trips; on HTTP/2 the number of files
   * adds neither.
   */
  prefetchRoundTrips: 2,
  idleRequests: 0,
} as const
/** Page loads over the emulated slow 4G link. */
const LINK_RUNS = 5

/**
 * The consumer benchmark: the import scenarios built as a site that installed the packages
 * builds them — Portico's packages from their built `dist/` (rebuilt first where stale), by the
 * site's own Vite with only the React plugin — against the same page without the kit. Reports
 * each of issue 39's goals with its budget: first-load size and files over the kit-less page,
 * navigation → enabled button over it, click → wallet list after the prefetch, heap after
 * opening over it, JS requests between the enabled button and the click (the pointer having
 * moved over the button), and JS requests of a page left alone for 5 s. `runs` turns (each page
 * in a fresh Chromium context), 3 of them also watching an untouched kit page. Then the prefetch
 * over an emulated slow 4G link, the site served over HTTP/2 with gzip: how long from the pointer
 * reaching the button until all of it arrived, and how many round trips that is beyond the
 * transfer of its bytes.
 * @example
 * const results = await runConsumerBench({ runs: 21 })
 */
export async function runConsumerBench(options: SuiteOptions = {}): Promise<BenchResult[]> {
  const { runs, log } = suiteSettings(options, { least: 5, usual: 21 })
  buildPackagesIfStale(repo, (line) => log(`consumer: ${line}`))
  return withWorkDir('portico-consumer-', async ({ work, stops }) => {
    log('consumer: building wagmi-baseline and wagmi-portico against dist/')
    const build = (name: string) =>
      buildFirstLoad({
        root: join(scenariosDir, name),
        outDir: join(work, name),
        packagesFrom: 'dist',
      })
    const base = await build('wagmi-baseline')
    const kit = await build('wagmi-portico')
    log(`consumer: first load ${kit.files.join(' ')}`)

    const baseUrl = await serveUntilStopped(stops, base.site.outDir)
    const kitUrl = await serveUntilStopped(stops, kit.site.outDir)
    const browser = await launchUntilStopped(stops)
    const idleRuns: PageRun[] = []
    const sampledRuns: PageRun[] = []
    const { base: baseRuns, kit: kitRuns } = await measureInTurns(
      browser,
      runs,
      {
        base: { url: baseUrl, options: { open: false } },
        kit: { url: kitUrl, options: { open: true } },
      },
      {
        beforeTurn: (i) => log(`consumer: run ${i + 1}/${runs}`),
        afterTurn: async (i) => {
          if (i >= 3) return
          idleRuns.push(await measurePage(browser, kitUrl, { open: false, idleMs: IDLE_WATCH_MS }))
          // Apart from the timed turns: the sampling profiler costs the page time.
          sampledRuns.push(await measurePage(browser, kitUrl, { open: true, sampleHeap: true }))
        },
      },
    )
    log(`consumer: the prefetch over ${SLOW_4G.name}, HTTP/2 and gzip as a CDN serves it`)
    const linkUrl = await serveUntilStopped(stops, kit.site.outDir, { http2: true })
    const linkRuns: LinkPrefetch[] = []
    for (let i = 0; i < LINK_RUNS; i++) {
      linkRuns.push(await measurePrefetchOnLink(browser, linkUrl, SLOW_4G))
    }
    assertLoaded(baseRuns, base.files)
    assertLoaded(kitRuns, kit.files)
    const started = kitRuns.map((run) => run.startupScripts?.length ?? 0)
    const prefetched = kitRuns.map((run) => run.prefetchScripts?.length ?? 0)
    const idle = idleRuns.map((run) => run.idleScripts?.length ?? 0)
    log(`consumer: the client starting: ${kitRuns[0]?.startupScripts?.join(' ') ?? ''}`)
    log(`consumer: pointer over the button: ${kitRuns[0]?.prefetchScripts?.join(' ') ?? ''}`)
    log(`consumer: fetched by an untouched page: ${idleRuns[0]?.idleScripts?.join(' ') ?? ''}`)
    const retained = retainedByChunk(
      kit.site,
      sampledRuns.map((run) => run.retainedByScript ?? new Map()),
    )
    const retainedKiB = retained.reduce((sum, row) => sum + row.kib, 0)
    log(
      `consumer: kept alive after opening, by file (median of ${sampledRuns.length} sampled runs):`,
    )
    for (const row of retained.slice(0, 15)) {
      log(`  ${row.kib.toFixed(1).padStart(7)} KiB  ${row.file}  ${row.sources.join(', ')}`)
    }
    const vue = await runConsumerVueBench({ browser, build, runs, stops, log })
    const ownButton = await runConsumerOwnButtonBench({ browser, build, runs, stops, log })
    const quickstart = await runConsumerQuickstartBench({
      browser,
      build,
      base,
      baseUrl,
      runs,
      stops,
      log,
      budget: CONSUMER_BUDGET,
    })
    return [
      exactFigure('consumer.firstLoad.wagmi-baseline', 'KiB gzip', base.kib, {
        note: `the page without the kit (${base.files.length} files)`,
      }),
      exactFigure('consumer.firstLoad.wagmi-portico', 'KiB gzip', kit.kib, {
        note: `the same + Portico from dist/ (${kit.files.length} files)`,
      }),
      ...consumerGoalFigures('consumer', { kit, base, kitRuns, baseRuns }, CONSUMER_BUDGET, {
        clickToList: 'after the prefetch',
      }),
      exactFigure('consumer.heap.keptByOpening', 'KiB', retainedKiB, {
        note: `sampled live allocations from the pointer reaching the button to after the open (after GC); largest: ${retained
          .slice(0, 5)
          .map((row) => `${row.file} ${row.kib} KiB (${row.sources.join(', ')})`)
          .join('; ')}`,
      }),
      exactFigure('consumer.startup.requests', 'requests', median(started), {
        note: 'JS files between the enabled button and the network going idle: the client starting (adapters, stored session)',
      }),
      exactFigure(
        'consumer.prefetch.requestsBeforeClick',
        'requests',
        median(kitRuns.map((_, i) => (prefetched[i] ?? 0) + (started[i] ?? 0))),
        {
          budget: CONSUMER_BUDGET.prefetchRequests,
          note: 'JS files between the enabled button and the click: the client starting, then the modal’s prefetch once the pointer is over the button',
        },
      ),
      ...linkResults(linkRuns),
      exactFigure('consumer.prefetch.requestsOnIntent', 'requests', median(prefetched), {
        note: 'of which the modal’s prefetch (pointer over the button → click)',
      }),
      exactFigure('consumer.prefetch.requestsWhenUntouched', 'requests', Math.max(...idle), {
        budget: CONSUMER_BUDGET.idleRequests,
        note: `JS files in the ${IDLE_WATCH_MS / 1000} s after the load event, nobody touching the page (most of ${idle.length} runs), the client’s start included`,
      }),
      ...vue,
      ...ownButton,
      ...quickstart,
    ]
  })
}

/**
 * The prefetch over the emulated slow 4G link: intent → everything received, and how many round
 * trips that took beyond moving its bytes (`ms` less the transfer time, in link latencies).
 */
function linkResults(runs: readonly LinkPrefetch[]): BenchResult[] {
  const transferMs = (run: LinkPrefetch) => (run.bytes / SLOW_4G.downloadBytesPerSecond) * 1000
  const files = median(runs.map((run) => run.files))
  const kib = median(runs.map((run) => run.bytes)) / KIB
  return [
    summarize(
      'consumer.prefetch.slow4g',
      'ms',
      runs.map((run) => run.ms),
      {
        note: `pointer on the button → the whole prefetch received, ${SLOW_4G.name} (${SLOW_4G.latencyMs} ms, 1.6 Mbit/s), HTTP/2 + gzip: ${files} files, ${kib.toFixed(1)} KiB on the wire, of which the transfer alone takes ${Math.round(median(runs.map(transferMs)))} ms`,
      },
    ),
    summarize(
      'consumer.prefetch.slow4g.roundTrips',
      'round trips',
      runs.map((run) => (run.ms - transferMs(run)) / SLOW_4G.latencyMs),
      {
        budget: CONSUMER_BUDGET.prefetchRoundTrips,
        note: 'the same, less the transfer time, in link latencies: the rule proposed in place of the request count',
      },
    ),
  ]
}
