import type { CaipNetwork } from '@portico/common'
import { JsonRpcProvider, Network } from 'ethers'

/**
 * Runs `read` with an ethers JsonRpcProvider on the network's first RPC URL (its chain fixed,
 * so ethers asks nothing before the call), then releases the provider.
 * @example
 * const balance = await withRpcProvider(anvil, (rpc) => rpc.getBalance(address))
 */
export async function withRpcProvider<T>(
  caipNetwork: CaipNetwork,
  read: (rpc: JsonRpcProvider) => Promise<T>,
): Promise<T> {
  const [url] = caipNetwork.rpcUrls.default.http
  const network = Network.from(Number(caipNetwork.id))
  const rpc = new JsonRpcProvider(url, network, { staticNetwork: network })
  try {
    return await read(rpc)
  } finally {
    rpc.destroy()
  }
}
