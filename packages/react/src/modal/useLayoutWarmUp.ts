import { useEffect, useRef } from 'react'
import { whenIdle } from '../loading/whenIdle'
import { warmUpLayout } from './warmUpLayout'

/** Idle periods to wait for the pre-render to commit before giving up. */
const ATTEMPTS = 10

/**
 * Once per modal, while it is closed: when the browser is idle and the pre-rendered dialog has
 * been committed (React builds it at idle priority after the modal's code arrives), lays a copy
 * of it out invisibly (see {@link warmUpLayout}), so that the first opening is not the page's
 * first layout of the dialog.
 * @example
 * useLayoutWarmUp(shadowRoot, shown)
 */
export function useLayoutWarmUp(root: ShadowRoot | null, shown: boolean): void {
  const done = useRef(false)
  useEffect(() => {
    // Opened first: that opening has paid the cost the warm-up would have saved.
    if (shown) done.current = true
    if (!root || done.current) return
    let left = ATTEMPTS
    let cancel = () => {}
    const attempt = () => {
      const committed = root.querySelector('[role="dialog"]') !== null
      if (committed && warmUpLayout(root)) {
        done.current = true
        return
      }
      if (--left > 0) cancel = whenIdle(attempt)
    }
    cancel = whenIdle(attempt)
    return () => cancel()
  }, [root, shown])
}
