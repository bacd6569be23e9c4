import type { Exchange } from '@portico/core'
import { useT } from '../../../i18n/useT'
import { Spinner } from '../../../ui/Spinner/Spinner'
import { WalletListItem } from '../../../ui/WalletListItem/WalletListItem'

/**
 * "Pay with exchange": a spinner row while the gateway's list loads, then the exchanges under
 * that label, one row each (its image and name); nothing when no exchange serves the asset.
 * @example
 * <PayExchangeRows exchanges={exchanges} loading={false} onPick={(id) => payClient.payWithExchange(id)} />
 */
export function PayExchangeRows({
  exchanges,
  loading,
  onPick,
}: {
  exchanges: readonly Exchange[]
  loading: boolean
  onPick: (exchange: Exchange) => void
}) {
  const { t } = useT()
  if (loading && exchanges.length === 0) {
    return (
      <div className="portico-pay-loading-row" data-testid="portico-pay-exchanges-loading">
        <Spinner size={20} />
        {t('pay.exchange.loading')}
      </div>
    )
  }
  if (exchanges.length === 0) return null
  return (
    <section className="portico-pay-methods" aria-labelledby="portico-pay-exchanges">
      <h4 className="portico-pay-group-title" id="portico-pay-exchanges">
        {t('pay.exchange.title')}
      </h4>
      {exchanges.map((exchange) => (
        <WalletListItem
          key={exchange.id}
          name={exchange.name}
          imageUrl={exchange.imageUrl}
          onClick={() => onPick(exchange)}
          testId={`portico-pay-exchange-${exchange.id}`}
        />
      ))}
    </section>
  )
}
