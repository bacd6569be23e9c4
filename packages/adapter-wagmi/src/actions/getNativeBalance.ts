import { type CaipNetwork, formatUnits } from '@portico/common'
import { readQuantity } from '@portico/core'
import { toPorticoError } from '@portico/evm-injected'
import type { Config } from '@wagmi/core'
import type { Address } from 'viem'

/**
 * Native balance of `address` on `caipNetwork`, in whole units as a decimal string, with the
 * chain's native currency.
 *
 * One `eth_getBalance` on the config's client for the chain, not wagmi's or viem's `getBalance`:
 * those import viem's `call`, whose lazily loaded CCIP module makes Vite 8's bundler split the
 * viem code the page already loads into four more first-load files. The answer is read with
 * core's quantity rule, not viem's hex decoding, whose module the page's first load has.
 * @example
 * const { balance, symbol } = await getNativeBalance(config, { address, caipNetwork: anvil })
 * // { balance: '10000', symbol: 'ETH' }
 */
export async function getNativeBalance(
  config: Config,
  parameters: { address: string; caipNetwork: CaipNetwork },
): Promise<{ balance: string; symbol: string }> {
  const { address, caipNetwork } = parameters
  try {
    const client = config.getClient({ chainId: Number(caipNetwork.id) })
    const wei = await client.request({
      method: 'eth_getBalance',
      params: [address as Address, 'latest'],
    })
    const { decimals, symbol } = client.chain.nativeCurrency
    return { balance: formatUnits(readQuantity(wei, 'eth_getBalance'), decimals), symbol }
  } catch (error) {
    throw toPorticoError(error)
  }
}
