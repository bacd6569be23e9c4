import type { EmbeddedWallet, FrameRect } from '@portico/core'
import { type RefObject, useContext, useEffect } from 'react'
import { ModalClosingContext } from '../../context/ModalClosingContext'

const same = (a: FrameRect | undefined, b: FrameRect) =>
  a !== undefined &&
  a.top === b.top &&
  a.left === b.left &&
  a.width === b.width &&
  a.height === b.height

/**
 * Shows the embedded wallet's frame over `area`'s box while `shown` (its approval screen or its
 * recovery password form, typed into on the frame's own origin) and hides it when `shown` turns
 * false, the modal starts to close, or the view leaves (unless another view has placed it
 * since). The frame stays in the page's body (moving an iframe reloads it) and follows the box
 * on every frame of animation, so the modal's opening and view changes carry it along. It does
 * not fade out with a closing modal: the overlay lets clicks through then, and a frame still
 * over the page would take the visitor's next click (a page's Sign button right after a send).
 * @example
 * const area = useRef<HTMLDivElement>(null)
 * useFrameInPlace(wallet, area, true)
 */
export function useFrameInPlace(
  wallet: EmbeddedWallet | undefined,
  area: RefObject<HTMLElement | null>,
  shown: boolean,
): void {
  const closing = useContext(ModalClosingContext)
  const inPlace = shown && !closing
  useEffect(() => {
    if (!wallet || !inPlace) return
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
  }, [wallet, area, inPlace])
}
