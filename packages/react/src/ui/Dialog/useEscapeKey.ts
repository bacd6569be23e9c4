import { useEffect, useRef } from 'react'

/**
 * Calls `onEscape` when Escape is pressed anywhere in the document while enabled.
 * @example
 * useEscapeKey(() => client.close(), open)
 */
export function useEscapeKey(onEscape: () => void, enabled: boolean): void {
  const latest = useRef(onEscape)
  latest.current = onEscape
  useEffect(() => {
    if (!enabled) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || event.isComposing) return
      event.preventDefault()
      latest.current()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [enabled])
}
