import { useRef } from 'react'
import { useEmbeddedWallet } from '../../../hooks/useEmbeddedWallet'
import { useT } from '../../../i18n/useT'
import { ShadowStyle } from '../../../ui/ShadowStyle/ShadowStyle'
import { embeddedWalletViewsCss } from '../embeddedWalletViewsCss'
import { FrameArea } from '../FrameArea'
import { useFrameInPlace } from '../useFrameInPlace'

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

  useFrameInPlace(wallet, area, true)

  return (
    <div className="portico-view portico-ew" data-testid="portico-view-ApproveTransaction">
      <ShadowStyle css={embeddedWalletViewsCss} />
      <FrameArea area={area} label={t('embedded.approve.loading')} />
    </div>
  )
}
