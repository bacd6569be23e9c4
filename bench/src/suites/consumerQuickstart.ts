import { median } from '@portico/test/stats/median'
import { assertLoaded } from '../browser/assertLoaded'
import type { FirstLoad } from '../browser/buildFirstLoad'
import { exactFigure } from '../browser/exactFigure'
import { measureInTurns } from '../browser/measureInTurns'
import { serveUntilStopped } from '../browser/serveUntilStopped'
import type { BenchResult } from '../lib/BenchResult'
import type { ConsumerPathParams } from './ConsumerPathParams'
import { consumerGoalFigures } from './consumerGoalFigures'

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
export async function runConsumerQuickstartBench(
  params: ConsumerPathParams & {
    /** The kit-less page, built and served. */
    base: FirstLoad
    baseUrl: string
    budget: Budget
  },
): Promise<BenchResult[]> {
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
    ...consumerGoalFigures('consumer.quickstart', { kit, base, kitRuns, baseRuns }, budget, {
      firstLoad: `the README's quick start over the same page without the kit (${kit.files.length} files against ${base.files.length})`,
      clickToList: 'the kit’s button, after the prefetch a hover starts',
    }),
    exactFigure('consumer.quickstart.requestsBeforeClick', 'requests', median(beforeClick), {
      budget: budget.prefetchRequests,
      note: 'JS files between the enabled button and the click: the client starting, then the modal’s prefetch',
    }),
  ]
}
