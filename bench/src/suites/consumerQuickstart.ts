import { median } from '@portico/test/stats/median'
import type { Browser } from 'playwright-core'
import { assertLoaded } from '../browser/assertLoaded'
import type { FirstLoad } from '../browser/buildFirstLoad'
import { exactFigure } from '../browser/exactFigure'
import { measureInTurns } from '../browser/measureInTurns'
import { overBaseline } from '../browser/overBaseline'
import { serveUntilStopped } from '../browser/serveUntilStopped'
import { summarize } from '../browser/summarize'
import type { BenchResult } from '../lib/BenchResult'

const MIB = 1024 * 1024

/** The consumer goals, as `CONSUMER_BUDGET` states them for the bench's own scenario. */
type Budget = {
  firstLoadKiB: number
  firstLoadExtraFiles: number
  buttonEnabledMs: number
  clickToListMs: number
  heapMiB: number
  prefetchRequests: number
}

/**
 * The consumer benchmark's path (a): `quickstart-portico`, the root README's quick start as
 * written (`withWalletConnect(createWagmiAdapter(…), createWalletConnectConnector(…))`, three
 * networks, the kit's network and connect buttons), built as the consumer suite builds its
 * pages, against the same kit-less page (`base`) in turns. Reports each consumer goal for it.
 * @example
 * const results = await runConsumerQuickstartBench({ browser, build, base, baseUrl, runs: 11, stops, log, budget: CONSUMER_BUDGET })
 */
export async function runConsumerQuickstartBench(params: {
  browser: Browser
  build: (name: string) => Promise<FirstLoad>
  /** The kit-less page, built and served. */
  base: FirstLoad
  baseUrl: string
  runs: number
  stops: Array<() => Promise<void>>
  log: (line: string) => void
  budget: Budget
}): Promise<BenchResult[]> {
  const { browser, build, base, baseUrl, runs, stops, log, budget } = params
  log('consumer: building quickstart-portico (the README quick start) against dist/')
  const kit = await build('quickstart-portico')
  log(`consumer: quick start first load ${kit.files.join(' ')}`)
  const { base: baseRuns, kit: kitRuns } = await measureInTurns(
    browser,
    runs,
    {
      base: { url: baseUrl, options: { open: false } },
      kit: { url: await serveUntilStopped(stops, kit.site.outDir), options: { open: true } },
    },
    { beforeTurn: (i) => log(`consumer: quick start run ${i + 1}/${runs}`) },
  )
  assertLoaded(kitRuns, kit.files)
  const beforeClick = kitRuns.map(
    (run) => (run.startupScripts?.length ?? 0) + (run.prefetchScripts?.length ?? 0),
  )
  return [
    exactFigure('consumer.quickstart.firstLoad.porticoOverNoKit', 'KiB gzip', kit.kib - base.kib, {
      budget: budget.firstLoadKiB,
      note: `the README's quick start over the same page without the kit (${kit.files.length} files against ${base.files.length})`,
    }),
    exactFigure(
      'consumer.quickstart.firstLoad.extraFiles',
      'files',
      kit.files.length - base.files.length,
      { budget: budget.firstLoadExtraFiles, note: 'first-load JS files beside the app’s own' },
    ),
    summarize(
      'consumer.quickstart.buttonEnabled.porticoOverNoKit',
      'ms',
      overBaseline(kitRuns, baseRuns, (run) => run.buttonEnabledMs),
      { budget: budget.buttonEnabledMs, note: 'later than wagmi-baseline, same turn' },
    ),
    summarize(
      'consumer.quickstart.clickToList',
      'ms',
      kitRuns.map((run) => run.clickToListMs ?? Number.NaN),
      { budget: budget.clickToListMs, note: 'the kit’s button, after the prefetch a hover starts' },
    ),
    summarize(
      'consumer.quickstart.heap.porticoOverNoKit',
      'MiB',
      overBaseline(kitRuns, baseRuns, (run) => run.heapBytes / MIB),
      { budget: budget.heapMiB, note: 'after opening the modal, after GC' },
    ),
    exactFigure('consumer.quickstart.requestsBeforeClick', 'requests', median(beforeClick), {
      budget: budget.prefetchRequests,
      note: 'JS files between the enabled button and the click: the client starting, then the modal’s prefetch',
    }),
  ]
}
