import { hasSessionToRestore, type Portico } from '@portico/core'
import type { OpenIntent } from './createOpenIntent'
import { whenWanted } from './whenWanted'

/**
 * Starts a page's client (its adapters, the stored session's restore, the project checks and the
 * wallet list's prefetch) in a task of its own after the page's first paint work: at once when
 * there is a stored session to restore, so a returning visitor's wallet reconnects on load;
 * otherwise at the same sign of interest as the modal's prefetch ({@link whenWanted}), so a page
 * that nobody reaches the kit on fetches nothing for it. Any action (open, connect, …) starts the
 * client itself too; on a page with its own opener (`intent`), at the first idle moment after the
 * load. Returns a function that cancels what has not started.
 * @example
 * useEffect(() => startClient(portico), [portico])
 */
export function startClient(client: Portico, intent?: OpenIntent): () => void {
  let stopWaiting = () => {}
  const start = () => {
    client
      .init()
      .catch((error: unknown) => client.options.logger.error('Portico init failed', error))
    // Project checks and wallet-list prefetch; once per client, so a remount asks nothing again.
    void client.api.start()
  }
  // A task of its own: a button that attaches its shadow root re-renders at once, and React first
  // runs the effects still pending, so starting there would put the start's requests ahead of
  // the button.
  const timer = setTimeout(() => {
    if (hasSessionToRestore(client)) start()
    else stopWaiting = whenWanted(start, undefined, intent)
  }, 0)
  return () => {
    clearTimeout(timer)
    stopWaiting()
  }
}
