import { type ReactNode, useLayoutEffect, useRef } from 'react'

/**
 * Props of {@link AnimatedHeight}.
 * @example
 * const props: AnimatedHeightProps = { children: null }
 */
export type AnimatedHeightProps = { children: ReactNode }

/**
 * Animates its own height to follow its content, so the modal grows and shrinks smoothly
 * between views (the duration is the view-change one; none under reduced motion). The height is
 * written straight to the element from a ResizeObserver: no React render per change.
 * @example
 * <AnimatedHeight><CurrentView /></AnimatedHeight>
 */
export function AnimatedHeight({ children }: AnimatedHeightProps) {
  const outerRef = useRef<HTMLDivElement>(null)
  const innerRef = useRef<HTMLDivElement>(null)

  useLayoutEffect(() => {
    const outer = outerRef.current
    const inner = innerRef.current
    if (!outer || !inner || typeof ResizeObserver === 'undefined') return
    let last: number | undefined
    const observer = new ResizeObserver(() => {
      const next = inner.offsetHeight
      // The first size needs no animation: remember it as the start of the next change.
      if (last === undefined || next === last) {
        last = next
        return
      }
      if (!outer.style.height) {
        // From auto, a transition needs a fixed start: pin the old height and flush it.
        outer.style.height = `${last}px`
        void outer.offsetHeight
      }
      outer.style.height = `${next}px`
      last = next
    })
    observer.observe(inner)
    return () => observer.disconnect()
  }, [])

  return (
    <div ref={outerRef} className="portico-animated-height">
      <div ref={innerRef}>{children}</div>
    </div>
  )
}
