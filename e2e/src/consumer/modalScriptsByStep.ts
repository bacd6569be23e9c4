import type { Page } from 'playwright-core'

/** What marks a script as React's (its production builds link their errors there)… */
const REACT_MARK = 'react.dev/errors/'
/** …or as the modal's (the custom element it draws into). */
const MODAL_MARK = 'portico-modal'

/**
 * The scripts a visitor's browser fetches from `url` that carry React or the modal: those it
 * fetched on the page's load (prefetches included) before any interaction, and those it fetched
 * once the visitor pointed at the connect button. The page's clock stands still meanwhile, so
 * the kit's fetch after 5 idle seconds cannot blur the two steps.
 * @example
 * const { beforeInteraction, afterPointing } = await modalScriptsByStep(page, nuxt.url)
 * expect(beforeInteraction).toEqual([])
 */
export async function modalScriptsByStep(
  page: Page,
  url: string,
): Promise<{ beforeInteraction: string[]; afterPointing: string[] }> {
  const origin = new URL(url).origin
  const requested = new Set<string>()
  page.on('request', (request) => {
    const { origin: from, pathname } = new URL(request.url())
    if (from === origin && pathname.endsWith('.js')) requested.add(request.url())
  })
  await page.clock.install()
  await page.clock.pauseAt(Date.now() + 1_000)
  await page.goto(url)
  await page.waitForLoadState('networkidle')
  const beforeInteraction = await carryingModal(requested)
  const seen = new Set(requested)
  await page.getByTestId('portico-connect-button').hover()
  await page.waitForLoadState('networkidle')
  const fresh = new Set([...requested].filter((script) => !seen.has(script)))
  const afterPointing = await carryingModal(fresh)
  return { beforeInteraction, afterPointing }
}

/** The scripts of `urls` whose text carries React or the modal, read again from the server. */
async function carryingModal(urls: ReadonlySet<string>): Promise<string[]> {
  const marked: string[] = []
  for (const url of urls) {
    const text = await (await fetch(url)).text()
    if (text.includes(REACT_MARK) || text.includes(MODAL_MARK)) marked.push(url)
  }
  return marked
}
