import type { EmbeddedWallet, FrameRect } from '@portico/core'
import { type RefObject, useEffect } from 'react'

const same = (a: FrameRect | undefined, b: FrameRect) =>
  a !== undefined &&
  a.top === b.top &&
  a.left === b.left &&
  a.width === b.width &&
  a.height === b.height

/**
 * Shows the embedded wallet's frame over `area`'s box while `shown` (its approval screen or its
 * recovery password form, typed into on the frame's own origin) and hides it when `shown` turns
 * false or the view leaves (unless another view has placed it since). The frame stays in the
 * page's body (moving an iframe reloads it) and
 * follows the box on every frame of animation, so the modal's own animations carry it along.
 * @example
 * const area = useRef<HTMLDivElement>(null)
 * useFrameInPlace(wallet, area, true)
 */
export function useFrameInPlace(
  wallet: EmbeddedWallet | undefined,
  area: RefObject<HTMLElement | null>,
  shown: boolean,
): void {
  useEffect(() => {
    if (!wallet || !shown) return
    // This placement's own token: when the view leaves after another has placed the frame (the
    // modal closing after one request while the next request's view is open), its hide is
    // ignored.
    const owner = {}
    let placed: FrameRect | undefined
    let frame = 0
    const follow = () => {
      const box = area.current?.getBoundingClientRect()
      if (box) {
        const rect = { top: box.top, left: box.left, width: box.width, height: box.height }
        if (!same(placed, rect)) {
          placed = rect
          wallet.showFrame(rect, owner)
        }
      }
      frame = requestAnimationFrame(follow)
    }
    follow()
    return () => {
      cancelAnimationFrame(frame)
      wallet.showFrame(undefined, owner)
    }
  }, [wallet, area, shown])
}
