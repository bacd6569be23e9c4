import type { CaipNetwork } from '@portico/common'
import { type Config, getBalance } from '@wagmi/core'
import { type Address, formatUnits } from 'viem'
import { toPorticoError } from '../errors/toPorticoError'

/**
 * Native balance of `address` on `caipNetwork`, in whole units as a decimal string.
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
    const result = await getBalance(config, {
      address: address as Address,
      chainId: Number(caipNetwork.id),
    })
    return { balance: formatUnits(result.value, result.decimals), symbol: result.symbol }
  } catch (error) {
    throw toPorticoError(error)
  }
}
