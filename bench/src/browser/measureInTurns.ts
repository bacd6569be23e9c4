import type { Browser } from 'playwright-core'
import { measurePage, type PageRun } from './measurePage'

/**
 * One page of a turn: its URL and how {@link measurePage} loads it.
 * @example
 * const kit: TurnPage = { url: kitSite.url, options: { open: true } }
 */
export type TurnPage = { url: string; options: Parameters<typeof measurePage>[2] }

/**
 * Loads every page of `pages` once per turn, in the order they are named, for `runs` turns,
 * each load in a fresh browser context: pages measured against each other take turns, so a
 * slow moment of the machine falls on all of them. `beforeTurn` runs at the start of each turn
 * (a log line, say) and `afterTurn` at its end (loads that are not part of the comparison).
 * Returns each page's runs by its name, in turn order.
 * @example
 * const { base, kit } = await measureInTurns(browser, 31, {
 *   base: { url: baseSite.url, options: { open: false } },
 *   kit: { url: kitSite.url, options: { open: true } },
 * })
 */
export async function measureInTurns<Name extends string>(
  browser: Browser,
  runs: number,
  pages: Record<Name, TurnPage>,
  hooks: {
    beforeTurn?: (turn: number) => void
    afterTurn?: (turn: number) => Promise<void>
  } = {},
): Promise<Record<Name, PageRun[]>> {
  const named = Object.entries(pages) as [Name, TurnPage][]
  const measured = Object.fromEntries(named.map(([name]) => [name, []])) as unknown as Record<
    Name,
    PageRun[]
  >
  for (let turn = 0; turn < runs; turn++) {
    hooks.beforeTurn?.(turn)
    for (const [name, page] of named) {
      measured[name].push(await measurePage(browser, page.url, page.options))
    }
    await hooks.afterTurn?.(turn)
  }
  return measured
}
