import { assertLoaded } from '../browser/assertLoaded'
import { exactFigure } from '../browser/exactFigure'
import { measureInTurns } from '../browser/measureInTurns'
import { overBaseline } from '../browser/overBaseline'
import { serveUntilStopped } from '../browser/serveUntilStopped'
import { summarize } from '../browser/summarize'
import type { BenchResult } from '../lib/BenchResult'
import type { ConsumerPathParams } from './ConsumerPathParams'

/**
 * What `@portico/vue` may add to a Vue site's first load, over the same page without the kit:
 * the client (core, common and the adapter, about 17 KiB: the same as in the React kit's first
 * load, whose own goal of 15 KiB in all is issue 39's), the buttons with their styles and words
 * (about 5 KiB) and the plugin; neither React nor the modal, which load on demand.
 */
export const VUE_BUDGET = {
  firstLoadKiB: 24,
  /** Modules of React or React DOM in the first load. */
  reactModules: 0,
} as const

// A module of React itself, of React DOM or of its scheduler, as the bundler names it.
const REACT_MODULE = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/

/**
 * The Vue half of the consumer benchmark: `vue-baseline` (a Vue site on wagmi with its own
 * button) and `vue-portico` (the same with `@portico/vue`'s button and modal) built from the
 * packages' `dist/` by the site's own Vite, then loaded `runs` times each, interleaved, the kit
 * page opening its modal. Reports the first load over the kit-less page (size and React modules
 * in it), the enabled button over it, and click → wallet list.
 * @example
 * const results = await runConsumerVueBench({ browser, build, runs: 11, stops, log })
 */
export async function runConsumerVueBench(params: ConsumerPathParams): Promise<BenchResult[]> {
  const { browser, build, runs, stops, log } = params
  log('consumer: building vue-baseline and vue-portico against dist/')
  const base = await build('vue-baseline')
  const kit = await build('vue-portico')
  const reactModules = kit.files.flatMap((file) =>
    (kit.site.moduleIds.get(file) ?? []).filter((id) => REACT_MODULE.test(id)),
  )
  log(`consumer: vue first load ${kit.files.join(' ')}`)
  const { base: baseRuns, kit: kitRuns } = await measureInTurns(
    browser,
    runs,
    {
      base: { url: await serveUntilStopped(stops, base.site.outDir), options: { open: false } },
      kit: { url: await serveUntilStopped(stops, kit.site.outDir), options: { open: true } },
    },
    { beforeTurn: (i) => log(`consumer: vue run ${i + 1}/${runs}`) },
  )
  assertLoaded(baseRuns, base.files)
  assertLoaded(kitRuns, kit.files)
  return [
    exactFigure('consumer.vue.firstLoad.porticoOverNoKit', 'KiB gzip', kit.kib - base.kib, {
      budget: VUE_BUDGET.firstLoadKiB,
      note: `@portico/vue over the same Vue page without the kit (${kit.files.length} files against ${base.files.length})`,
    }),
    exactFigure('consumer.vue.firstLoad.reactModules', 'modules', reactModules.length, {
      budget: VUE_BUDGET.reactModules,
      note: 'React loads with the modal only',
    }),
    summarize(
      'consumer.vue.buttonEnabled.porticoOverNoKit',
      'ms',
      overBaseline(kitRuns, baseRuns, (run) => run.buttonEnabledMs),
      { note: 'later than vue-baseline, same turn' },
    ),
    summarize(
      'consumer.vue.clickToList',
      'ms',
      kitRuns.map((run) => run.clickToListMs ?? Number.NaN),
      { note: 'after the prefetch; the modal is React’s, mounted on the first hover' },
    ),
  ]
}
