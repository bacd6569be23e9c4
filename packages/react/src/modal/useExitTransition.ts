import { MODAL_ANIMATION_MS } from '@portico/common'
import { useEffect, useState } from 'react'

/**
 * Keeps the modal mounted for its close animation: 'open' while open, 'closing' for the close
 * duration after, then 'closed'.
 * @example
 * const phase = useExitTransition(isOpen)
 * if (phase === 'closed') return null
 */
export function useExitTransition(open: boolean): 'open' | 'closing' | 'closed' {
  const [mounted, setMounted] = useState(open)
  if (open && !mounted) setMounted(true)
  useEffect(() => {
    if (open || !mounted) return
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
    const timer = setTimeout(() => setMounted(false), reduced ? 0 : MODAL_ANIMATION_MS.close)
    return () => clearTimeout(timer)
  }, [open, mounted])
  if (open) return 'open'
  return mounted ? 'closing' : 'closed'
}
