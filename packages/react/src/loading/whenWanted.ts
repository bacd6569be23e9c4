import type { OpenIntent } from './createOpenIntent'
import { whenIdle } from './whenIdle'

/** How long a page may sit without a sign of interest before the modal is fetched anyway. */
export const IDLE_PREFETCH_DELAY_MS = 5_000

// The kit's page-level buttons render in a `portico-kit` shadow host: a pointer over one, a
// focus on one or a touch on one is the visitor about to open the modal.
const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const

function isKitButtonEvent(event: Event): boolean {
  return event
    .composedPath()
    .some((node) => node instanceof Element && node.localName === 'portico-kit')
}

/**
 * Runs `task` once, at the first sign that the visitor may open the modal (a pointer over, a
 * focus on or a touch of one of the kit's buttons), or after `idleDelayMs` of idle time without
 * one (counted from the first idle moment after the page's load). A visitor who only reads the page for its first seconds fetches
 * nothing for the modal; one who reaches for the button starts fetching it a hover ahead of the
 * click. On a page that opens the modal from a button of its own (`intent` expected: the kit
 * cannot see a hover there), it runs at the first idle moment after the load instead, so a click
 * a second after the load finds the modal ready. Returns a function that cancels it.
 * @example
 * useEffect(() => whenWanted(() => void loadModal()), [])
 */
export function whenWanted(
  task: () => void,
  idleDelayMs = IDLE_PREFETCH_DELAY_MS,
  intent?: OpenIntent,
): () => void {
  let cancelIdle = () => {}
  let timer: ReturnType<typeof setTimeout> | undefined
  let loaded = false
  let stopExpecting = () => {}
  const stop = () => {
    clearTimeout(timer)
    window.removeEventListener('load', wait)
    cancelIdle()
    stopExpecting()
    for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, true)
  }
  const run = () => {
    stop()
    task()
  }
  const onIntent = (event: Event) => {
    if (isKitButtonEvent(event)) run()
  }
  for (const type of INTENT_EVENTS) {
    document.addEventListener(type, onIntent, { capture: true, passive: true })
  }
  // The seconds are idle time: they count once the page has loaded and settled (its own start
  // and the client's), not from this component's mount during the load.
  const wait = () => {
    loaded = true
    cancelIdle()
    clearTimeout(timer)
    cancelIdle = whenIdle(() => {
      if (intent?.expected) return run()
      timer = setTimeout(() => {
        cancelIdle = whenIdle(run)
      }, idleDelayMs)
    })
  }
  // A site's opener mounting later shortens a wait already under way; before the load it is
  // read when the load comes.
  stopExpecting =
    intent?.onExpected(() => {
      if (loaded) wait()
    }) ?? (() => {})
  if (document.readyState === 'complete') wait()
  else window.addEventListener('load', wait, { once: true })
  return stop
}
