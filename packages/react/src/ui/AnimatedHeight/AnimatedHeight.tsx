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
 * written straight to the element from a ResizeObserver: no React render per change. Only while
 * a change plays is the height fixed and the overflow hidden; at its end the box is back to its
 * content's height, so nothing stays cut off (content taller than the dialog scrolls instead).
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
    const unpin = () => {
      outer.style.height = ''
      outer.style.overflow = ''
    }
    // A change cut short by closing the modal must not leave the next opening pinned.
    unpin()
    // The box's height as last drawn: a content taller than the dialog is drawn shorter than it
    // is, and a change starts from what the visitor saw.
    let shown: number | undefined
    const observer = new ResizeObserver(() => {
      const next = inner.offsetHeight
      // Hidden (display: none) has no height to follow.
      if (next === 0) return
      if (outer.style.height) {
        // A change is playing: send it to the new height.
        outer.style.height = `${next}px`
        return
      }
      const from = shown
      // Still auto: the box already has its new height, the one to animate to.
      shown = outer.offsetHeight
      if (from === undefined || from === shown || !animates(outer)) return
      outer.style.overflow = 'hidden'
      outer.style.height = `${from}px`
      // Flush the old height, so the transition has a start.
      void outer.offsetHeight
      outer.style.height = `${shown}px`
    })
    // A change sent elsewhere mid-way cancels its transition without an end event; only the
    // last one ends, and then the box goes back to auto.
    const settle = (event: TransitionEvent) => {
      if (event.target !== outer || event.propertyName !== 'height') return
      unpin()
      shown = outer.offsetHeight
    }
    outer.addEventListener('transitionend', settle)
    observer.observe(inner)
    return () => {
      observer.disconnect()
      outer.removeEventListener('transitionend', settle)
      unpin()
    }
  }, [])

  return (
    <div ref={outerRef} className="portico-animated-height">
      <div ref={innerRef}>{children}</div>
    </div>
  )
}

/** Whether a height change would play: with no transition time it never ends, so never pin. */
function animates(element: HTMLElement): boolean {
  return getComputedStyle(element)
    .transitionDuration.split(',')
    .some((duration) => Number.parseFloat(duration) > 0)
}
