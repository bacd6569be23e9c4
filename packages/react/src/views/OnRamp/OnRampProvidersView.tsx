import { useActiveNamespace, usePorticoClient } from '../../hooks/clientHooks'
import { useT } from '../../i18n/useT'
import { ListSkeleton } from '../../ui/ListSkeleton/ListSkeleton'
import { WalletImage } from '../../ui/WalletImage/WalletImage'
import { WalletListItem } from '../../ui/WalletListItem/WalletListItem'
import { useOnrampClient } from './useOnrampClient'
import { useOnrampOptions } from './useOnrampOptions'

/**
 * The Buy view's first step: the on-ramp providers that serve the connected namespace, each
 * with its fee, from the gateway's options (the built-in coinbase and meld when they fail).
 * @example
 * client.push({ view: 'OnRampProviders' })
 */
export default function OnRampProvidersView() {
  const client = usePorticoClient()
  const { t } = useT()
  const namespace = useActiveNamespace()
  const onramp = useOnrampClient()
  const options = useOnrampOptions(onramp)
  if (!options) {
    return (
      <div className="portico-view" data-testid="portico-view-OnRampProviders">
        <ListSkeleton rows={2} label={t('onramp.providers.loading')} />
      </div>
    )
  }
  const providers = onramp?.providersFor(options, namespace) ?? []
  return (
    <div className="portico-view" data-testid="portico-view-OnRampProviders">
      {providers.length === 0 ? (
        <div className="portico-empty">
          <p className="portico-empty-title">{t('onramp.providers.none')}</p>
        </div>
      ) : (
        providers.map((provider) => (
          <WalletListItem
            key={provider.name}
            name={provider.label}
            icon={<WalletImage name={provider.label} size={40} />}
            detail={t('onramp.providers.fee', { range: provider.feeRange })}
            onClick={() => client.push({ view: 'OnRampBuy', provider: provider.name })}
            testId={`portico-onramp-provider-${provider.name}`}
          />
        ))
      )}
    </div>
  )
}
