import { type ReactNode, useLayoutEffect, useRef, useState } from 'react'

/**
 * Props of {@link AnimatedHeight}.
 * @example
 * const props: AnimatedHeightProps = { children: null }
 */
export type AnimatedHeightProps = { children: ReactNode }

/**
 * Animates its own height to follow its content, so the modal grows and shrinks smoothly
 * between views (the duration is the view-change one; none under reduced motion).
 * @example
 * <AnimatedHeight><CurrentView /></AnimatedHeight>
 */
export function AnimatedHeight({ children }: AnimatedHeightProps) {
  const innerRef = useRef<HTMLDivElement>(null)
  const [height, setHeight] = useState<number | undefined>(undefined)

  useLayoutEffect(() => {
    const inner = innerRef.current
    if (!inner || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => setHeight(inner.offsetHeight))
    observer.observe(inner)
    return () => observer.disconnect()
  }, [])

  return (
    <div className="portico-animated-height" style={height === undefined ? undefined : { height }}>
      <div ref={innerRef}>{children}</div>
    </div>
  )
}
