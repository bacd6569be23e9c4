/**
 * Runs `task` when the browser is idle (`requestIdleCallback`, else after a short timeout).
 * Returns a function that cancels it.
 * @example
 * useEffect(() => whenIdle(() => import('../modal/Modal')), [])
 */
export function whenIdle(task: () => void, timeout = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout })
    return () => window.cancelIdleCallback(handle)
  }
  const handle = setTimeout(task, 1)
  return () => clearTimeout(handle)
}
