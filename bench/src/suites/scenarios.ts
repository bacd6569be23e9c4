import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { assertLoaded } from '../browser/assertLoaded'
import { buildFirstLoad, type FirstLoad } from '../browser/buildFirstLoad'
import { exactFigure } from '../browser/exactFigure'
import { firstLoadSources, sourceGrowth } from '../browser/firstLoadSources'
import { launchUntilStopped } from '../browser/launchUntilStopped'
import { measureInTurns } from '../browser/measureInTurns'
import { overBaseline } from '../browser/overBaseline'
import { serveUntilStopped } from '../browser/serveUntilStopped'
import { round, summarize } from '../browser/summarize'
import type { BenchResult } from '../lib/BenchResult'
import { type SuiteOptions, suiteSettings } from '../lib/suiteSettings'
import { withWorkDir } from '../lib/withWorkDir'

const scenariosDir = resolve(dirname(fileURLToPath(import.meta.url)), '../browser/scenarios')
const KIB = 1024
/** Issue 10: what a site that already has wagmi and React may pay for Portico. */
const BUDGET = { firstLoadKiB: 25, buttonEnabledDeltaMs: 30, clickToListMs: 25 }
/** Issue 21: a visitor reading another language pays at most this much more up front. */
const LOCALE_BUDGET_KIB = 1

/**
 * The import-scenario benchmark. Builds `wagmi-baseline` (React, `@wagmi/core` with the
 * injected connector, viem, a plain button) and `wagmi-portico` (the same plus createPortico,
 * createWagmiAdapter, PorticoProvider and ConnectButton) and `wagmi-portico-ja` (the same in
 * Japanese) from `src/browser/scenarios/`, plus `wagmi-portico` again with its first load in one
 * chunk (a reference: what the bundler's chunk splitting costs), and reports per scenario the gzip size of the JS its HTML loads first (entry and modulepreloaded
 * chunks, no lazy chunks), then what Portico adds — size, navigation → enabled button against
 * the baseline, click → wallet list — each against its budget, in `runs` fresh headless
 * Chromium contexts taking turns. 31 turns by default: one page load varies by tens of
 * milliseconds on a 2-core machine, and a median of 15 deltas moved by ±10 ms between two runs
 * of the same build, half the button budget.
 * @example
 * const results = await runScenariosBench({ runs: 31 })
 */
export async function runScenariosBench(options: SuiteOptions = {}): Promise<BenchResult[]> {
  const { runs, log } = suiteSettings(options, { least: 5, usual: 31 })
  return withWorkDir('portico-scenarios-', async ({ work, stops }) => {
    log('scenarios: building wagmi-baseline, wagmi-portico and wagmi-portico-ja')
    const build = (name: string) =>
      buildFirstLoad({ root: join(scenariosDir, name), outDir: join(work, name) })
    const base = await build('wagmi-baseline')
    const kit = await build('wagmi-portico')
    // The same kit page with its whole first load in one chunk: what the page would cost if the
    // bundler kept the modules the entry loads anyway in the entry's chunk, rather than in the
    // many small shared chunks it leaves them in today. A reference for the budgets, not a budget.
    const oneChunk = await buildFirstLoad({
      root: join(scenariosDir, 'wagmi-portico'),
      outDir: join(work, 'wagmi-portico-one-chunk'),
      keepTogether: {
        name: 'first-load',
        ids: new Set(
          kit.files.flatMap((file) => kit.site.moduleIds.get(file.replace(/^\//, '')) ?? []),
        ),
      },
    })
    const japanese = await build('wagmi-portico-ja')
    const growth = growthBySource(base, kit)
    log(`scenarios: what Portico adds to the first load (KiB gzip, estimated per source)`)
    for (const [source, kib] of Object.entries(growth))
      log(`  ${kib.toFixed(1).padStart(6)}  ${source}`)

    const served = (dir: string) => serveUntilStopped(stops, dir)
    const pages = {
      base: { url: await served(base.site.outDir), options: { open: false } },
      kit: { url: await served(kit.site.outDir), options: { open: true } },
      oneChunk: { url: await served(oneChunk.site.outDir), options: { open: false } },
    }
    const browser = await launchUntilStopped(stops)
    const {
      base: baseRuns,
      kit: kitRuns,
      oneChunk: oneChunkRuns,
    } = await measureInTurns(browser, runs, pages, {
      beforeTurn: (i) => log(`scenarios: run ${i + 1}/${runs}`),
    })
    assertLoaded(baseRuns, base.files)
    assertLoaded(kitRuns, kit.files)
    assertLoaded(oneChunkRuns, oneChunk.files)

    // Sizes come from the build: one exact figure each, no spread.
    const size = (name: string, kib: number, anchor: BenchResult['anchor']) =>
      exactFigure(name, 'KiB gzip', kib, anchor)
    return [
      size('firstLoad.wagmi-baseline', base.kib, {
        note: 'React + @wagmi/core (injected connector) + viem, a plain button',
      }),
      size('firstLoad.wagmi-portico', kit.kib, {
        note: 'the same + createPortico, createWagmiAdapter, PorticoProvider, ConnectButton',
      }),
      {
        ...size('firstLoad.porticoOnWagmi', kit.kib - base.kib, { budget: BUDGET.firstLoadKiB }),
        bySource: growth,
      },
      size('firstLoad.porticoOnWagmi.oneChunk', oneChunk.kib - base.kib, {
        note: `the same code with the first load in one chunk (${kit.files.length} files today)`,
      }),
      size('firstLoad.wagmi-portico-ja', japanese.kib, {
        note: 'wagmi-portico with locale ja: its messages load with the modal',
      }),
      size('firstLoad.localeOverEnglish', japanese.kib - kit.kib, { budget: LOCALE_BUDGET_KIB }),
      summarize(
        'buttonEnabled.wagmi-baseline',
        'ms',
        baseRuns.map((run) => run.buttonEnabledMs),
        { note: 'navigation start → plain button enabled' },
      ),
      summarize(
        'buttonEnabled.wagmi-portico',
        'ms',
        kitRuns.map((run) => run.buttonEnabledMs),
        { note: 'navigation start → ConnectButton enabled' },
      ),
      summarize(
        'buttonEnabled.porticoOnWagmi',
        'ms',
        overBaseline(kitRuns, baseRuns, (run) => run.buttonEnabledMs),
        { budget: BUDGET.buttonEnabledDeltaMs, note: 'later than wagmi-baseline, same turn' },
      ),
      summarize(
        'buttonEnabled.porticoOnWagmi.oneChunk',
        'ms',
        overBaseline(oneChunkRuns, baseRuns, (run) => run.buttonEnabledMs),
        { note: 'the same with the first load in one chunk, later than wagmi-baseline' },
      ),
      summarize(
        'clickToList.wagmi-portico',
        'ms',
        kitRuns.map((run) => run.clickToListMs ?? Number.NaN),
        { budget: BUDGET.clickToListMs, note: 'click → modal painted with its wallet list' },
      ),
    ]
  })
}

/** The ten sources that grew most from the baseline's first load to the kit's, in KiB. */
function growthBySource(base: FirstLoad, kit: FirstLoad): Record<string, number> {
  const growth = sourceGrowth(
    firstLoadSources(base.site, base.files),
    firstLoadSources(kit.site, kit.files),
  )
  return Object.fromEntries(
    growth.slice(0, 10).map(([source, bytes]) => [source, round(bytes / KIB)]),
  )
}
