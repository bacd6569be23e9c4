import type { Browser } from 'playwright-core'
import type { FirstLoad } from '../browser/buildFirstLoad'

/**
 * What each extra page of the consumer benchmark gets from the suite: its browser, how it builds
 * a scenario (from the packages' `dist/`, as a site does), the turns, the stops of what it
 * serves, and its log.
 * @example
 * const results = await runConsumerVueBench({ browser, build, runs: 11, stops, log } satisfies ConsumerPathParams)
 */
export type ConsumerPathParams = {
  browser: Browser
  /** Builds the scenario of that name as the consumer suite builds its own. */
  build: (name: string) => Promise<FirstLoad>
  runs: number
  stops: Array<() => Promise<void>>
  log: (line: string) => void
}
