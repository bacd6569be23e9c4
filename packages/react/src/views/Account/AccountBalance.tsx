import { formatBalance, formatUsd } from '@portico/common'
import { tokenBalancesOn } from '@portico/core'
import { usePorticoClient, useStoreValue } from '../../hooks/clientHooks'
import { useAccount } from '../../hooks/useAccount'
import { useNetwork } from '../../hooks/useNetwork'
import { useT } from '../../i18n/useT'
import { accountUsdTotal } from './accountUsdTotal'

/**
 * The Account view's balance: the native balance by the kit's amount rule (a dash when it
 * cannot be read, a skeleton while it loads) and, once the gateway has priced any of the
 * account's tokens on this network, what they are worth together in USD.
 * @example
 * <AccountBalance />
 */
export function AccountBalance() {
  const client = usePorticoClient()
  const { t, locale } = useT()
  const { namespace, balance, balanceSymbol } = useAccount()
  const { caipNetworkId } = useNetwork()
  const unavailable = useStoreValue(
    client.stores.account,
    (s) => s.accounts[namespace]?.balanceUnavailable ?? false,
  )
  const usd = useStoreValue(client.stores.account, (s) =>
    accountUsdTotal(tokenBalancesOn(s.accounts[namespace]?.tokenBalance ?? [], caipNetworkId)),
  )
  return (
    <>
      <p className="portico-account-balance" data-testid="portico-account-balance">
        {balance === undefined && unavailable ? (
          <span title={t('account.balance.unavailable')}>—</span>
        ) : balance === undefined ? (
          <>
            <span className="portico-skeleton" aria-hidden="true" />
            <span className="portico-sr-only">{t('account.balance.loading')}</span>
          </>
        ) : (
          formatBalance(balance, balanceSymbol, { locale })
        )}
      </p>
      {usd !== undefined && (
        <p className="portico-account-usd" data-testid="portico-account-usd">
          {formatUsd(usd, { locale })}
        </p>
      )}
    </>
  )
}
