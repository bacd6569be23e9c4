import type { FrameRect } from '@portico/core'
import { useEffect, useRef } from 'react'
import { useEmbeddedWallet } from '../../hooks/useEmbeddedWallet'
import { useT } from '../../i18n/useT'
import { ShadowStyle } from '../../ui/ShadowStyle/ShadowStyle'
import { Spinner } from '../../ui/Spinner/Spinner'
import { embeddedWalletViewsCss } from '../EmailVerifyOtp/embeddedWalletViewsCss'

const same = (a: FrameRect | undefined, b: FrameRect) =>
  a !== undefined &&
  a.top === b.top &&
  a.left === b.left &&
  a.width === b.width &&
  a.height === b.height

/**
 * The ApproveTransaction view (spec §2, §4, §6): the embedded wallet's frame, shown in place
 * over this view, asks the visitor to approve or decline what the page wants signed or sent —
 * in the frame's own origin, where the page cannot click for them. The modal cannot be closed
 * here unless forced; the view leaves when the request settles. The frame stays in the page's
 * body (moving an iframe reloads it) and follows this view's box on every frame of animation.
 * @example
 * client.open({ view: { view: 'ApproveTransaction' } })
 */
export default function ApproveTransactionView() {
  const wallet = useEmbeddedWallet()
  const { t } = useT()
  const area = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (!wallet) return
    let placed: FrameRect | undefined
    let frame = 0
    const follow = () => {
      const box = area.current?.getBoundingClientRect()
      if (box) {
        const rect = { top: box.top, left: box.left, width: box.width, height: box.height }
        if (!same(placed, rect)) {
          placed = rect
          wallet.showFrame(rect)
        }
      }
      frame = requestAnimationFrame(follow)
    }
    follow()
    return () => {
      cancelAnimationFrame(frame)
      wallet.showFrame(undefined)
    }
  }, [wallet])

  return (
    <div className="portico-view portico-ew" data-testid="portico-view-ApproveTransaction">
      <ShadowStyle css={embeddedWalletViewsCss} />
      <div className="portico-approve" ref={area}>
        <div className="portico-approve-fallback">
          <Spinner size={24} />
          <span>{t('embedded.approve.loading')}</span>
        </div>
      </div>
    </div>
  )
}
