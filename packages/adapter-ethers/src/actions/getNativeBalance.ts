import type { CaipNetwork } from '@portico/common'
import { formatUnits } from 'ethers'
import { withRpcProvider } from './withRpcProvider'

/**
 * Native balance of `address` on `caipNetwork`, read from its RPC, in whole units as a
 * decimal string without a trailing '.0'.
 * @example
 * await getNativeBalance({ address, caipNetwork: anvil }) // { balance: '10000', symbol: 'ETH' }
 */
export async function getNativeBalance(parameters: {
  address: string
  caipNetwork: CaipNetwork
}): Promise<{ balance: string; symbol: string }> {
  const { address, caipNetwork } = parameters
  const value = await withRpcProvider(caipNetwork, (rpc) => rpc.getBalance(address))
  const { decimals, symbol } = caipNetwork.nativeCurrency
  return { balance: formatUnits(value, decimals).replace(/\.0$/, ''), symbol }
}
