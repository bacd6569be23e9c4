import type { ViewOf } from '@portico/core'
import { useState } from 'react'
import { usePorticoClient } from '../../hooks/clientHooks'
import { useAccount } from '../../hooks/useAccount'
import { useNetwork } from '../../hooks/useNetwork'
import { useT } from '../../i18n/useT'
import { Button } from '../../ui/Button/Button'
import { Icon } from '../../ui/Icon/Icon'
import { ListSkeleton } from '../../ui/ListSkeleton/ListSkeleton'
import { ShadowStyle } from '../../ui/ShadowStyle/ShadowStyle'
import { TokenAmountInput } from '../../ui/TokenAmountInput/TokenAmountInput'
import { walletSendCss } from '../send/walletSendCss'
import { swapCss } from '../swap/swapCss'
import { BuyChoices } from './BuyChoices'
import { BuyQuoteRows } from './BuyQuoteRows'
import { onRampCss } from './onRampCss'
import { openCheckout } from './openCheckout'
import { useBuyForm } from './useBuyForm'
import { useBuyQuote } from './useBuyQuote'
import { useOnrampClient } from './useOnrampClient'
import { useOnrampOptions } from './useOnrampOptions'
import { paymentLimits } from './validateBuyAmount'

/**
 * The Buy form of one provider: the coin and network (spec §9's provider chains, fallback
 * ethereum), the payment currency and method, the amount within the method's limits (card
 * 10.00-7500.00, ACH 10.00-25000.00), the quote, then the provider's checkout in a new window.
 * When the quote call fails the figures shown are an estimate, so labelled, and checkout waits
 * for a real quote (asked again meanwhile).
 * @example
 * client.push({ view: 'OnRampBuy', provider: 'sandbox' })
 */
export default function OnRampBuyView({ provider: providerName }: ViewOf<'OnRampBuy'>) {
  const client = usePorticoClient()
  const { t } = useT()
  const { address, namespace } = useAccount()
  const { caipNetworkId } = useNetwork()
  const onramp = useOnrampClient()
  const options = useOnrampOptions(onramp)
  const form = useBuyForm(onramp, options, providerName, caipNetworkId)
  const { quote, quoting } = useBuyQuote(onramp, {
    provider: form.provider,
    purchaseCurrency: form.currency,
    paymentCurrency: form.fiat,
    network: form.network,
    amount: form.amount,
    paymentMethod: form.method?.id ?? '',
    valid: form.valid,
  })
  const [opening, setOpening] = useState(false)
  const [failed, setFailed] = useState(false)
  if (!options || !form.provider) {
    return (
      <div className="portico-view" data-testid="portico-view-OnRampBuy">
        <ListSkeleton rows={3} label={t('onramp.buy.loading')} />
      </div>
    )
  }
  const limits = paymentLimits(form.fiat, form.method?.id ?? '')
  const providerLabel = form.provider.label
  // A mocked quote (the call failed) is only an estimate: no checkout until a real one arrives.
  const checkoutQuote = quote?.mocked ? undefined : quote
  const start = () => {
    const quote = checkoutQuote
    if (!onramp || !quote || !address || !form.network) return
    // Opened inside the click: a window opened after an await is a blocked pop-up.
    const popup = window.open('', '_blank')
    setOpening(true)
    setFailed(false)
    openCheckout({
      client,
      onramp,
      quote,
      address,
      chainId: `${namespace}:${form.network.chain_id}`,
      providerLabel,
      popup,
    }).catch((error: unknown) => {
      client.options.logger.warn('Portico: the on-ramp checkout did not open', error)
      setFailed(true)
      setOpening(false)
    })
  }
  return (
    <div className="portico-view portico-onramp" data-testid="portico-view-OnRampBuy">
      <ShadowStyle css={walletSendCss} />
      <ShadowStyle css={swapCss} />
      <ShadowStyle css={onRampCss} />
      <BuyChoices
        label={t('onramp.buy.label')}
        value={form.currency?.id}
        options={form.currencies.map((c) => ({ id: c.id, label: c.symbol }))}
        onChange={(currency) => form.pick({ currency, network: undefined })}
        testId="portico-onramp-currency"
      />
      <BuyChoices
        label={t('onramp.buy.network')}
        value={form.network?.name}
        options={form.networks.map((n) => ({ id: n.name, label: n.display_name }))}
        onChange={(network) => form.pick({ network })}
        testId="portico-onramp-network"
      />
      <BuyChoices
        label={t('onramp.buy.payWith')}
        value={form.method?.id}
        options={form.methods}
        onChange={(method) => form.pick({ method })}
        testId="portico-onramp-method"
      />
      <div className="portico-onramp-field">
        <span className="portico-onramp-label" aria-hidden="true">
          {t('onramp.buy.amount')}
        </span>
        <TokenAmountInput
          label={t('onramp.buy.amount')}
          value={form.amount}
          onChange={form.setAmount}
          token={
            <select
              className="portico-onramp-fiat"
              aria-label={t('onramp.buy.fiat')}
              value={form.fiat?.id}
              onChange={(event) => form.pick({ fiat: event.target.value })}
              data-testid="portico-onramp-fiat"
            >
              {form.fiats.map((fiat) => (
                <option key={fiat.id} value={fiat.id}>
                  {fiat.id}
                </option>
              ))}
            </select>
          }
          usdValue={limits ? `${limits.min} – ${limits.max} ${form.fiat?.id ?? ''}` : undefined}
          error={form.error}
          testId="portico-onramp"
        />
      </div>
      {quote && <BuyQuoteRows quote={quote} />}
      {failed && (
        <div className="portico-swap-error" role="alert" data-testid="portico-onramp-error">
          <Icon name="alert" size={18} />
          <p>{t('onramp.buy.openFailed', { provider: providerLabel })}</p>
        </div>
      )}
      <div className="portico-swap-footer">
        <Button
          size="lg"
          fullWidth
          disabled={!checkoutQuote || !address || opening}
          loading={(quoting && !checkoutQuote) || opening}
          onClick={start}
          data-testid="portico-onramp-continue"
        >
          {form.amount
            ? t('onramp.buy.continue', { provider: providerLabel })
            : t('onramp.buy.enterAmount')}
        </Button>
      </div>
    </div>
  )
}
