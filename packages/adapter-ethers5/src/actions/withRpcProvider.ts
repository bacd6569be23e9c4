import type { CaipNetwork } from '@portico/common'
import { providers } from 'ethers'

/**
 * Runs `read` with an ethers v5 StaticJsonRpcProvider on the network's first RPC URL (its
 * chain fixed, so ethers asks nothing before the call).
 * @example
 * const balance = await withRpcProvider(anvil, (rpc) => rpc.getBalance(address))
 */
export function withRpcProvider<T>(
  caipNetwork: CaipNetwork,
  read: (rpc: providers.StaticJsonRpcProvider) => Promise<T>,
): Promise<T> {
  const [url] = caipNetwork.rpcUrls.default.http
  return read(new providers.StaticJsonRpcProvider(url, Number(caipNetwork.id)))
}
