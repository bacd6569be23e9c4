import { formatTokenAmount } from '@portico/common'
import type { PayClient, PayInsufficientBalance, PayRequest, PayWalletStep } from '@portico/core'
import { useState } from 'react'
import { usePorticoClient, useStoreValue } from '../../../hooks/clientHooks'
import { useT } from '../../../i18n/useT'
import { Button } from '../../../ui/Button/Button'
import { Icon } from '../../../ui/Icon/Icon'
import { WalletImage } from '../../../ui/WalletImage/WalletImage'
import { ListItemIcon } from '../../../ui/WalletListItem/ListItemIcon'
import { WalletListItem } from '../../../ui/WalletListItem/WalletListItem'
import { formatPayAmount } from '../formatPayAmount'
import { isShort } from '../isShort'
import type { PayWallet } from '../usePayWallet'
import { WalletSteps } from './WalletSteps'

/**
 * "Pay from wallet": without a connected wallet, a row that opens Connect (the payment stays
 * open and Pay comes back); with one, the wallet and its balance of the asset, a note when it
 * must switch network first, the reason when the balance is short (with Buy and Swap to cover
 * it), the steps while it pays, and the Pay button.
 * @example
 * <PayFromWallet payClient={payClient} request={request} wallet={wallet} step="idle" networkName="Devnet A" />
 */
export function PayFromWallet({
  payClient,
  request,
  wallet,
  step,
  short,
  networkName,
}: {
  payClient: PayClient | undefined
  request: PayRequest
  wallet: PayWallet
  step: PayWalletStep
  short: PayInsufficientBalance | undefined
  networkName: string
}) {
  const client = usePorticoClient()
  const { t, locale } = useT()
  // Whether the wallet was elsewhere when the payment started: the steps keep "Switching".
  const [switched, setSwitched] = useState(false)
  const { symbol } = request.paymentAsset.metadata
  const amount = (value: string) => formatTokenAmount(value, symbol, { locale })
  const features = useStoreValue(client.stores.options, (s) => s.options.features)
  // Swaps run on EVM networks only; each button only where its feature is on.
  const canSwap = features.swaps && wallet.namespace === 'eip155'
  if (!wallet.connected) {
    return (
      <WalletListItem
        name={t('pay.wallet.connect')}
        icon={<ListItemIcon name="wallet" />}
        onClick={() => client.push({ view: 'Connect' })}
        testId="portico-pay-connect"
      />
    )
  }
  const shortfall =
    short ??
    (wallet.balance !== undefined &&
    isShort(wallet.balance, request.amount, request.paymentAsset.metadata.decimals)
      ? { balance: wallet.balance, required: request.amount, symbol }
      : undefined)
  const paying = step !== 'idle'
  const pay = () => {
    setSwitched(!wallet.onNetwork)
    void payClient?.payFromWallet()
  }
  const walletName = wallet.walletInfo?.name ?? t('pay.wallet.title')
  return (
    <div className="portico-pay-wallet" data-testid="portico-pay-wallet">
      <div className="portico-pay-wallet-head">
        <WalletImage name={walletName} src={wallet.walletInfo?.icon} size={40} />
        <span className="portico-pay-wallet-text">
          <span className="portico-pay-wallet-name">{t('pay.wallet.title')}</span>
          <span className="portico-pay-wallet-balance" data-testid="portico-pay-wallet-balance">
            {wallet.balance !== undefined
              ? `${walletName} · ${t('pay.wallet.balance', { amount: amount(wallet.balance) })}`
              : walletName}
          </span>
        </span>
      </div>
      {!wallet.onNetwork && !paying && (
        <p
          className="portico-pay-note"
          id="portico-pay-switch-note"
          data-testid="portico-pay-switch-note"
        >
          <Icon name="network" size={16} />
          {t('pay.wallet.switch', { network: networkName })}
        </p>
      )}
      {shortfall && !paying ? (
        <div className="portico-pay-short" data-testid="portico-pay-short">
          <p role="alert">
            <Icon name="alert" size={16} />
            {t('pay.wallet.short', { symbol, balance: amount(shortfall.balance) })}
          </p>
          <div className="portico-pay-short-actions">
            {features.onramp && (
              <Button
                variant="secondary"
                size="sm"
                onClick={() => client.push({ view: 'OnRampProviders' })}
                data-testid="portico-pay-buy"
              >
                {t('pay.wallet.buy', { symbol })}
              </Button>
            )}
            {canSwap && (
              <Button
                variant="secondary"
                size="sm"
                onClick={() =>
                  client.push({
                    view: 'Swap',
                    swap: {
                      toToken:
                        request.paymentAsset.asset === 'native'
                          ? symbol
                          : `${request.paymentAsset.network}:${request.paymentAsset.asset}`,
                    },
                  })
                }
                data-testid="portico-pay-swap"
              >
                {t('pay.wallet.swap', { symbol })}
              </Button>
            )}
          </div>
        </div>
      ) : (
        <>
          {paying && <WalletSteps step={step} switched={switched} network={networkName} />}
          <Button
            fullWidth
            size="lg"
            loading={paying}
            onClick={pay}
            // The switch the click will ask for, read with the button.
            aria-describedby={!wallet.onNetwork && !paying ? 'portico-pay-switch-note' : undefined}
            data-testid="portico-pay-wallet-confirm"
          >
            {t('pay.wallet.pay', {
              amount: formatPayAmount(request.amount, request.paymentAsset.metadata, locale),
            })}
          </Button>
        </>
      )}
    </div>
  )
}
