import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { assertLoaded } from '../browser/assertLoaded'
import { buildSite } from '../browser/buildSite'
import { initialJsSize } from '../browser/initialJsSize'
import { initialScripts } from '../browser/initialScripts'
import { measurePage, type PageRun } from '../browser/measurePage'
import { serveStatic } from '../browser/serveStatic'
import { round, summarize } from '../browser/summarize'
import type { BenchResult } from '../lib/BenchResult'

const KIB = 1024

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
 * const results = await runConsumerVueBench({ browser, work, scenariosDir, runs: 11, stops, log })
 */
export async function runConsumerVueBench(params: {
  browser: Browser
  work: string
  scenariosDir: string
  runs: number
  stops: Array<() => Promise<void>>
  log: (line: string) => void
}): Promise<BenchResult[]> {
  const { browser, work, scenariosDir, runs, stops, log } = params
  log('consumer: building vue-baseline and vue-portico against dist/')
  const build = (name: string) =>
    buildSite({ root: join(scenariosDir, name), outDir: join(work, name), packagesFrom: 'dist' })
  const base = await build('vue-baseline')
  const kit = await build('vue-portico')
  const baseFiles = initialScripts(base.outDir)
  const kitFiles = initialScripts(kit.outDir)
  const overKiB = (initialJsSize(kit, kitFiles).total - initialJsSize(base, baseFiles).total) / KIB
  const reactModules = kitFiles.flatMap((file) =>
    (kit.moduleIds.get(file) ?? []).filter((id) => REACT_MODULE.test(id)),
  )
  log(`consumer: vue first load ${kitFiles.join(' ')}`)
  const baseSite = await serveStatic(base.outDir)
  stops.push(baseSite.close)
  const kitSite = await serveStatic(kit.outDir)
  stops.push(kitSite.close)
  const baseRuns: PageRun[] = []
  const kitRuns: PageRun[] = []
  for (let i = 0; i < runs; i++) {
    log(`consumer: vue run ${i + 1}/${runs}`)
    baseRuns.push(await measurePage(browser, baseSite.url, { open: false }))
    kitRuns.push(await measurePage(browser, kitSite.url, { open: true }))
  }
  assertLoaded(baseRuns, baseFiles)
  assertLoaded(kitRuns, kitFiles)
  return [
    {
      name: 'consumer.vue.firstLoad.porticoOverNoKit',
      unit: 'KiB gzip',
      median: round(overKiB),
      anchor: {
        budget: VUE_BUDGET.firstLoadKiB,
        note: `@portico/vue over the same Vue page without the kit (${kitFiles.length} files against ${baseFiles.length})`,
      },
    },
    {
      name: 'consumer.vue.firstLoad.reactModules',
      unit: 'modules',
      median: reactModules.length,
      anchor: { budget: VUE_BUDGET.reactModules, note: 'React loads with the modal only' },
    },
    summarize(
      'consumer.vue.buttonEnabled.porticoOverNoKit',
      'ms',
      kitRuns.map((run, i) => run.buttonEnabledMs - (baseRuns[i]?.buttonEnabledMs ?? 0)),
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
