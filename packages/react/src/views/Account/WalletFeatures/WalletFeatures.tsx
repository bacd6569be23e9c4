import type { CSSProperties } from 'react'
import { useActiveNamespace, usePorticoClient, useStoreValue } from '../../../hooks/clientHooks'
import { useT } from '../../../i18n/useT'
import { StrokeIcon } from '../../../ui/Icon/StrokeIcon'
import { ShadowStyle } from '../../../ui/ShadowStyle/ShadowStyle'
import { isOnrampRegion } from '../../OnRamp/isOnrampRegion'
import { useIsSwapNetwork } from './useIsSwapNetwork'
import { useOffersBuy } from './useOffersBuy'
import { WALLET_FEATURE_BUTTONS } from './walletFeatureButtons'
import { walletFeatureList } from './walletFeatureList'
import { walletFeaturesCss } from './walletFeaturesCss'

/**
 * The Account view's wallet feature buttons (Buy, Swap, Receive, Send) in the app's feature
 * order, each shown when enabled and supported on the connected namespace.
 * @example
 * <WalletFeatures />
 */
export function WalletFeatures() {
  const client = usePorticoClient()
  const { t } = useT()
  const namespace = useActiveNamespace()
  const features = useStoreValue(client.stores.options, (s) => s.options.features)
  const swapNetwork = useIsSwapNetwork(features.swaps && namespace === 'eip155')
  const onrampRegion = isOnrampRegion()
  const onrampProviders = useOffersBuy(features.onramp && onrampRegion, namespace)
  const list = walletFeatureList({
    features,
    namespace,
    swapNetwork,
    onrampRegion,
    onrampProviders,
  })
  if (list.length === 0) return null
  const style = { '--portico-feature-count': list.length } as CSSProperties
  return (
    <nav className="portico-wallet-features" aria-label={t('account.features.label')} style={style}>
      <ShadowStyle css={walletFeaturesCss} />
      {list.map((feature) => {
        const { label, icon, view } = WALLET_FEATURE_BUTTONS[feature]
        return (
          <button
            key={feature}
            type="button"
            className="portico-wallet-feature"
            onClick={() => client.push(view)}
            data-testid={`portico-wallet-feature-${feature}`}
          >
            <span className="portico-wallet-feature-icon">
              <StrokeIcon size={18}>
                <path d={icon} />
              </StrokeIcon>
            </span>
            {t(label)}
          </button>
        )
      })}
    </nav>
  )
}
