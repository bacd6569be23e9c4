import type { Page } from 'playwright-core'

/** Where the page keeps its record; the page's own code never reads it. */
const LOG = '__porticoModalEvents'

/**
 * Starts recording, in the page, what a click in the modal did: each pointer and click event
 * (its type, the point, whether the browser made it, and the test ids on its path through the
 * shadow root), and each view or question of the modal's shadow root added or removed, with the
 * time since recording began. For a failure's message when a click seems to do nothing: it tells
 * a click that went elsewhere from a view that answered and was then replaced.
 * @example
 * await recordModalEvents(page)
 * await page.getByTestId('portico-security-remove').click()
 * console.log(await readModalEvents(page))
 */
export async function recordModalEvents(page: Page): Promise<void> {
  await page.evaluate((log) => {
    const started = performance.now()
    const entries: string[] = []
    ;(window as unknown as Record<string, string[]>)[log] = entries
    const at = () => `${Math.round(performance.now() - started)} ms`
    const testIds = (path: EventTarget[]) =>
      path
        .filter((node): node is Element => node instanceof Element)
        .map((element) => element.getAttribute('data-testid'))
        .filter((id): id is string => id !== null)
        .slice(0, 4)
        .join(' < ')
    for (const type of ['pointerdown', 'pointerup', 'click']) {
      window.addEventListener(
        type,
        (event) => {
          const { clientX, clientY, isTrusted } = event as PointerEvent
          entries.push(
            `${at()} ${type} at ${Math.round(clientX)},${Math.round(clientY)}${isTrusted ? '' : ' (untrusted)'} on ${testIds(event.composedPath()) || 'no test id'}`,
          )
        },
        { capture: true },
      )
    }
    const root = document.querySelector('portico-modal')?.shadowRoot
    if (!root) {
      entries.push('no modal shadow root to watch')
      return
    }
    const watched = (node: Node) =>
      node instanceof Element
        ? [node, ...node.querySelectorAll('[data-testid]')]
            .map((element) => element.getAttribute('data-testid') ?? '')
            .filter((id) => id.startsWith('portico-view-') || id.startsWith('portico-security-'))
        : []
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          const ids = watched(node)
          if (ids.length > 0) entries.push(`${at()} added ${ids.join(', ')}`)
        }
        for (const node of record.removedNodes) {
          const ids = watched(node)
          if (ids.length > 0) entries.push(`${at()} removed ${ids.join(', ')}`)
        }
      }
    }).observe(root, { childList: true, subtree: true })
  }, LOG)
}

/**
 * What {@link recordModalEvents} has recorded so far, one event a line.
 * @example
 * throw new Error(`no question: ${await readModalEvents(page)}`)
 */
export async function readModalEvents(page: Page): Promise<string> {
  const entries = await page.evaluate(
    (log) => (window as unknown as Record<string, string[] | undefined>)[log] ?? [],
    LOG,
  )
  return entries.length > 0 ? entries.join('\n') : 'nothing recorded'
}
