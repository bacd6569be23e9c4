import { type RefObject, useEffect, useState } from 'react'

/**
 * Whether the element is within (or 200 px short of) its scroll container's view. Without
 * IntersectionObserver (old browsers, jsdom) it counts as visible, so lists still load.
 * @example
 * const visible = useInView(loaderRef)
 */
export function useInView(ref: RefObject<Element | null>): boolean {
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (!element) return
    if (typeof IntersectionObserver === 'undefined') {
      setVisible(true)
      return
    }
    const root = element.closest('.portico-scroll')
    const observer = new IntersectionObserver(
      (entries) => setVisible(entries.some((entry) => entry.isIntersecting)),
      { root, rootMargin: '200px 0px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref])
  return visible
}
