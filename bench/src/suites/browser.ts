import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { median } from '@portico/test/stats/median'
import { assertLoaded } from '../browser/assertLoaded'
import { buildSite } from '../browser/buildSite'
import { initialJsSize } from '../browser/initialJsSize'
import { initialScripts } from '../browser/initialScripts'
import { launchUntilStopped } from '../browser/launchUntilStopped'
import { measureInTurns } from '../browser/measureInTurns'
import { serveUntilStopped } from '../browser/serveUntilStopped'
import { type BrowserBenchResult, round, summarize } from '../browser/summarize'
import { type SuiteOptions, suiteSettings } from '../lib/suiteSettings'
import { withWorkDir } from '../lib/withWorkDir'

export type { BrowserBenchResult } from '../browser/summarize'

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..')
const KIB = 1024
/** Same page measured with RainbowKit and AppKit on this machine kind (issue 3). */
const RAINBOWKIT = { initialJsKiB: 276, buttonEnabledMs: 494, clickToListMs: 68 }
const APPKIT = { initialJsKiB: 563, buttonEnabledMs: 1287, clickToListMs: 101 }

/**
 * The browser benchmark: builds the demo and the same page with a plain button and no kit,
 * serves both on 127.0.0.1, and measures each in `runs` fresh headless Chromium contexts:
 * initial-load JS (gzip; total, the kit's part and Portico's own code), navigation → button
 * enabled, click → modal visible with its wallet list (modal chunk prefetched when idle), and
 * the JS heap after opening.
 * @example
 * const results = await runBrowserBench({ runs: 5 })
 */
export async function runBrowserBench(
  options: SuiteOptions & {
    /** Vite config of the kit page. Default: the demo's. */
    demoConfigFile?: string
  } = {},
): Promise<BrowserBenchResult[]> {
  const { runs, log } = suiteSettings(options, { least: 5, usual: 5 })
  return withWorkDir('portico-bench-', async ({ work, stops }) => {
    log('browser: building the demo and the baseline page')
    const demo = await buildSite({
      configFile: options.demoConfigFile ?? join(repoRoot, 'apps/demo/vite.config.ts'),
      outDir: join(work, 'demo'),
    })
    const baseline = await buildSite({
      root: join(repoRoot, 'bench/src/browser/baseline'),
      // The demo's own head, so that the pages differ only in their scripts.
      page: {
        title: 'Portico Demo (baseline, no kit)',
        head: '<meta name="color-scheme" content="dark light" />',
      },
      outDir: join(work, 'baseline'),
    })
    const demoUrl = await serveUntilStopped(stops, demo.outDir)
    const baselineUrl = await serveUntilStopped(stops, baseline.outDir)
    const browser = await launchUntilStopped(stops)
    const { base: baseRuns, kit: kitRuns } = await measureInTurns(
      browser,
      runs,
      {
        base: { url: baselineUrl, options: { open: false } },
        kit: { url: demoUrl, options: { open: true } },
      },
      { beforeTurn: (i) => log(`browser: run ${i + 1}/${runs}`) },
    )

    // Sizes come from the build (deterministic); the runs check the page really loaded them.
    const kitFiles = initialScripts(demo.outDir)
    const baseFiles = initialScripts(baseline.outDir)
    assertLoaded(kitRuns, kitFiles)
    assertLoaded(baseRuns, baseFiles)
    const kitJs = kitRuns.map(() => initialJsSize(demo, kitFiles))
    const baseJs = baseRuns.map(() => initialJsSize(baseline, baseFiles).total)
    return [
      summarize(
        'browser.initialJs.page',
        'KiB gzip',
        kitJs.map((s) => s.total / KIB),
        {
          rainbowkit: RAINBOWKIT.initialJsKiB,
          appkit: APPKIT.initialJsKiB,
        },
      ),
      summarize(
        'browser.initialJs.baseline',
        'KiB gzip',
        baseJs.map((b) => b / KIB),
        {
          note: 'same page, plain button, no kit',
        },
      ),
      summarize(
        'browser.initialJs.kit',
        'KiB gzip',
        kitJs.map((s, i) => (s.total - (baseJs[i] ?? 0)) / KIB),
        {
          note: 'page minus baseline: all the kit adds to the first load (wagmi and viem load later)',
        },
      ),
      summarize(
        'browser.initialJs.porticoOwn',
        'KiB gzip',
        kitJs.map((s) => s.portico / KIB),
        {
          target: '< 25',
          note: 'code from packages/* in the initial chunks',
        },
      ),
      summarize(
        'browser.buttonEnabled',
        'ms',
        kitRuns.map((r) => r.buttonEnabledMs),
        {
          target: 'no slower than baseline',
          rainbowkit: RAINBOWKIT.buttonEnabledMs,
          appkit: APPKIT.buttonEnabledMs,
        },
      ),
      summarize(
        'browser.buttonEnabled.baseline',
        'ms',
        baseRuns.map((r) => r.buttonEnabledMs),
        {
          note: 'same page, plain button, no kit',
        },
      ),
      summarize(
        'browser.clickToList',
        'ms',
        kitRuns.map((r) => r.clickToListMs ?? Number.NaN),
        {
          target: '< 40',
          rainbowkit: RAINBOWKIT.clickToListMs,
          appkit: APPKIT.clickToListMs,
        },
      ),
      summarize(
        'browser.heapAfterOpen',
        'MiB',
        kitRuns.map((r) => r.heapBytes / KIB / KIB),
        {
          baseline: round(median(baseRuns.map((r) => r.heapBytes / KIB / KIB))),
        },
      ),
    ]
  })
}
