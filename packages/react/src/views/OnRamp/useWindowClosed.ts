import { useEffect, useState } from 'react'

/** How often the checkout window is looked at: browsers send no event when a pop-up closes. */
export const WINDOW_CLOSED_POLL_MS = 1_000

/**
 * Whether a window the kit opened has been closed (false while open, or when there is none).
 * @example
 * const closed = useWindowClosed(purchase.checkout)
 */
export function useWindowClosed(target: { readonly closed: boolean } | undefined): boolean {
  const [closed, setClosed] = useState(() => target?.closed ?? false)
  useEffect(() => {
    if (!target) return
    setClosed(target.closed)
    if (target.closed) return
    const timer = setInterval(() => {
      if (!target.closed) return
      setClosed(true)
      clearInterval(timer)
    }, WINDOW_CLOSED_POLL_MS)
    return () => clearInterval(timer)
  }, [target])
  return closed
}
