import { type CaipNetwork, formatUnits } from '@portico/common'
import type { FetchLike } from '../api/ApiTransport'
import { requestNetworkRpc } from '../rpc/requestNetworkRpc'
import { readQuantity } from './readQuantity'

/**
 * Native balance of `address` on an EVM network, read with one `eth_getBalance` from the
 * network's own RPC (no wallet, no chain library), in whole units without trailing zeros.
 * @example
 * await getEvmNativeBalance({ address, caipNetwork: anvil }) // { balance: '10000', symbol: 'ETH' }
 */
export async function getEvmNativeBalance(
  parameters: { address: string; caipNetwork: CaipNetwork },
  fetchFn?: FetchLike,
): Promise<{ balance: string; symbol: string }> {
  const { address, caipNetwork } = parameters
  const method = 'eth_getBalance'
  const wei = readQuantity(
    await requestNetworkRpc(caipNetwork, method, [address, 'latest'], fetchFn),
    method,
  )
  const { decimals, symbol } = caipNetwork.nativeCurrency
  return { balance: formatUnits(wei, decimals), symbol }
}
