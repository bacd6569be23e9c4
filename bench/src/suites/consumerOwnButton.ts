import { median } from '@portico/test/stats/median'
import { exactFigure } from '../browser/exactFigure'
import { measureOwnButtonClick, type OwnButtonRun } from '../browser/measureOwnButtonClick'
import { serveUntilStopped } from '../browser/serveUntilStopped'
import { summarize } from '../browser/summarize'
import type { BenchResult } from '../lib/BenchResult'
import type { ConsumerPathParams } from './ConsumerPathParams'

/** Issue 68's goal for a site's own button clicked a second after the load. */
export const OWN_BUTTON_BUDGET = {
  clickToListMs: 50,
} as const

/** When the visitor clicks the site's own button, after the load event. */
const CLICK_AFTER_LOAD_MS = 1_000

/**
 * The consumer benchmark's path (b): `wagmi-portico-own-button`, the kit page with the site's
 * own button calling `usePortico().open()` in place of the kit's, built as the consumer suite
 * builds its pages. Nobody hovers anything: the button is clicked 1 s after the load event.
 * Reports click → wallet list against its 50 ms budget, and the JS files the untouched page
 * fetched in that second (the modal and the client, fetched at the first idle moment).
 * @example
 * const results = await runConsumerOwnButtonBench({ browser, build, runs: 11, stops, log })
 */
export async function runConsumerOwnButtonBench(
  params: ConsumerPathParams,
): Promise<BenchResult[]> {
  const { browser, build, runs, stops, log } = params
  log('consumer: building wagmi-portico-own-button against dist/')
  const site = await build('wagmi-portico-own-button')
  const url = await serveUntilStopped(stops, site.site.outDir)
  const measured: OwnButtonRun[] = []
  for (let i = 0; i < runs; i++) {
    log(`consumer: own button run ${i + 1}/${runs}`)
    measured.push(await measureOwnButtonClick(browser, url, { afterLoadMs: CLICK_AFTER_LOAD_MS }))
  }
  log(
    `consumer: own button, fetched before the click: ${measured[0]?.scriptsBeforeClick.join(' ')}`,
  )
  return [
    exactFigure('consumer.ownButton.firstLoad', 'KiB gzip', site.kib, {
      note: `the kit page with the site's own button (${site.files.length} files)`,
    }),
    summarize(
      'consumer.ownButton.clickToList',
      'ms',
      measured.map((run) => run.clickToListMs),
      {
        budget: OWN_BUTTON_BUDGET.clickToListMs,
        note: `the site's own button (usePortico().open()) clicked ${CLICK_AFTER_LOAD_MS} ms after the load event, no hover before it`,
      },
    ),
    exactFigure(
      'consumer.ownButton.requestsBeforeClick',
      'requests',
      median(measured.map((run) => run.scriptsBeforeClick.length)),
      {
        note: 'JS files in the second after the load event, nobody touching the page: the modal and the client, fetched at the first idle moment because the page has an opener of its own',
      },
    ),
  ]
}
