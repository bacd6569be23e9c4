import type { ViewOf } from '@portico/core'
import { translateCoreMessage } from '../../i18n/translateCoreMessage'
import { useT } from '../../i18n/useT'
import { Button } from '../../ui/Button/Button'
import { Icon } from '../../ui/Icon/Icon'
import { WalletImage } from '../../ui/WalletImage/WalletImage'
import { useConnectAttempt } from './useConnectAttempt'

/**
 * The ConnectingExternal view: the wallet's icon in a pulsing ring while the request is
 * pending; on failure the short reason and a retry.
 * @example
 * client.push({ view: 'ConnectingExternal', connector })
 */
export function ConnectingExternalView({ connector }: ViewOf<'ConnectingExternal'>) {
  const { attempt, retry } = useConnectAttempt(connector)
  const failed = attempt.status === 'error'
  const { t } = useT()
  return (
    <div className="portico-view portico-connecting" data-testid="portico-view-ConnectingExternal">
      <div className="portico-connecting-visual" data-state={attempt.status}>
        <span className="portico-connecting-ring" aria-hidden="true" />
        <span className="portico-connecting-pulse" aria-hidden="true" />
        <WalletImage
          name={connector.name}
          src={connector.imageUrl ?? connector.info?.icon}
          size={80}
        />
        {failed && (
          <span className="portico-connecting-badge" aria-hidden="true">
            <Icon name="close" size={14} strokeWidth={3} />
          </span>
        )}
      </div>
      <div className="portico-connecting-text" aria-live="polite">
        <p className="portico-connecting-title" data-tone={failed ? 'error' : undefined}>
          {failed
            ? t('connect.connecting.declined')
            : t('connect.connecting.continueIn', { wallet: connector.name })}
        </p>
        <p className="portico-connecting-subtitle" data-testid="portico-connecting-message">
          {failed ? translateCoreMessage(attempt.message, t) : t('connect.connecting.accept')}
        </p>
      </div>
      {failed && (
        <Button variant="secondary" leading={<Icon name="retry" size={16} />} onClick={retry}>
          {t('connect.connecting.tryAgain')}
        </Button>
      )}
    </div>
  )
}
