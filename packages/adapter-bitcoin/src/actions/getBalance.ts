import { type CaipNetwork, formatUnits } from '@portico/common'
import type { BitcoinState } from '../internal/bitcoinState'
import { esploraOf } from '../internal/esploraOf'

/**
 * The confirmed plus unconfirmed balance of `address` from the network's Esplora API, in whole
 * coins as a decimal string, with the network's symbol.
 * @example
 * const { balance, symbol } = await getBalance(state, { address, caipNetwork }) // { balance: '0.5', symbol: 'BTC' }
 */
export async function getBalance(
  state: Pick<BitcoinState, 'parameters' | 'context'>,
  parameters: { address: string; caipNetwork: CaipNetwork },
): Promise<{ balance: string; symbol: string }> {
  const { address, caipNetwork } = parameters
  const sats = await esploraOf(state, caipNetwork).balance(address)
  return {
    balance: formatUnits(sats, caipNetwork.nativeCurrency.decimals),
    symbol: caipNetwork.nativeCurrency.symbol,
  }
}
