import { formatTokenBalance, formatUsd } from '@portico/common'
import { tokenBalancesOn } from '@portico/core'
import { useMemo } from 'react'
import { usePorticoClient, useStoreValue } from '../../../../hooks/clientHooks'
import { useAccount } from '../../../../hooks/useAccount'
import { useNetwork } from '../../../../hooks/useNetwork'
import { useT } from '../../../../i18n/useT'
import { ListSkeleton } from '../../../../ui/ListSkeleton/ListSkeleton'
import { TokenRow } from '../../../../ui/TokenRow/TokenRow'
import { NotIndexedNote } from '../NotIndexedNote'
import { TabNotice } from '../TabNotice'
import { useNotIndexed } from '../useNotIndexed'
import { tokenUsdValue } from './tokenUsdValue'
import { withNativeBalance } from './withNativeBalance'

const EMPTY: readonly never[] = []

/**
 * The Account view's Tokens tab: the account's balances on the connected network from the
 * gateway (tokens of decimals 0 already left out by core), each with icon, name, balance to 2
 * decimals and its USD value when the price is known; the native coin from the wallet's own
 * balance when the gateway lists none. `loading` comes from the view, which asks core for the
 * balances.
 * @example
 * <TokensTab loading={false} />
 */
export function TokensTab({ loading }: { loading: boolean }) {
  const client = usePorticoClient()
  const { t, locale } = useT()
  const { namespace, balance, caipAddress } = useAccount()
  const { caipNetworkId, caipNetwork } = useNetwork()
  const stored = useStoreValue(
    client.stores.account,
    (s) => s.accounts[namespace]?.tokenBalance ?? EMPTY,
  )
  const notIndexed = useNotIndexed()
  // Only the active network's: right after a switch the stored ones are the old chain's.
  // The wallet's own balance fills in a missing native row once the gateway has answered, and
  // only while it is this network's (right after a switch it is still the old chain's).
  const ownBalance = !loading && caipAddress?.startsWith(`${caipNetworkId}:`) ? balance : undefined
  const tokens = useMemo(
    () =>
      withNativeBalance(tokenBalancesOn(stored, caipNetworkId), {
        balance: ownBalance,
        caipNetwork,
      }),
    [stored, caipNetworkId, ownBalance, caipNetwork],
  )
  if (tokens.length === 0) {
    if (loading) return <ListSkeleton rows={3} label={t('account.tokens.loading')} />
    // Unknown is not none: where the gateway has no index, say so quietly.
    if (notIndexed) {
      return (
        <NotIndexedNote testId="portico-tokens-not-indexed">
          {t('account.tokens.notIndexed')}
        </NotIndexedNote>
      )
    }
    return (
      <TabNotice
        title={t('account.tokens.emptyTitle')}
        text={t('account.tokens.emptyText')}
        testId="portico-tokens-empty"
      />
    )
  }
  return (
    <ul className="portico-token-list" aria-label={t('account.tabs.tokens')}>
      {tokens.map((token) => {
        const usd = tokenUsdValue(token)
        return (
          <li key={token.address ?? `native:${token.chainId}`}>
            <TokenRow
              name={token.name}
              symbol={token.symbol}
              iconUrl={token.iconUrl}
              amount={formatTokenBalance(token.quantity.numeric, { locale })}
              usdValue={usd === undefined ? undefined : formatUsd(usd, { locale })}
              testId={`portico-token-${token.symbol}`}
            />
          </li>
        )
      })}
    </ul>
  )
}
