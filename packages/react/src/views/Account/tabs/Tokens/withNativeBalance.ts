import type { CaipNetwork, TokenBalance } from '@portico/common'

/**
 * The Tokens tab's rows with the native coin added from the wallet's own balance when the
 * gateway's list has no native entry (a Bitcoin account, a network the gateway lists no coin
 * for): holding BTC must never read "No tokens yet". A zero or unknown balance adds nothing.
 * @example
 * withNativeBalance([], { balance: '0.5', caipNetwork: bitcoin }) // [{ symbol: 'BTC', … }]
 */
export function withNativeBalance(
  tokens: readonly TokenBalance[],
  native: { balance: string | undefined; caipNetwork: CaipNetwork | undefined },
): readonly TokenBalance[] {
  const { balance, caipNetwork } = native
  if (!balance || !caipNetwork || !(Number(balance) > 0)) return tokens
  if (tokens.some((token) => token.address === undefined)) return tokens
  const { name, symbol, decimals } = caipNetwork.nativeCurrency
  const coin: TokenBalance = {
    name,
    symbol,
    chainId: caipNetwork.caipNetworkId,
    quantity: { decimals: String(decimals), numeric: balance },
    price: 0, // unknown: no dollar value is shown
    iconUrl: '',
  }
  return [coin, ...tokens]
}
