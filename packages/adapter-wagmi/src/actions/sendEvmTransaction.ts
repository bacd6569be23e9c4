import type { AdapterTransaction } from '@portico/core'
import { toPorticoError } from '@portico/evm-injected'
import { type Config, sendTransaction } from '@wagmi/core'
import type { Address } from 'viem'
import { findConnector } from '../internal/findConnector'

/**
 * Sends a native transfer or contract call through the connected wallet and resolves its hash.
 * The wallet must be on `caipNetwork`; otherwise wagmi refuses before anything is signed.
 * @example
 * const hash = await sendEvmTransaction(config, { caipNetwork, from, to, value: parseEther('1') })
 */
export async function sendEvmTransaction(
  config: Config,
  parameters: AdapterTransaction & { connectorId?: string | undefined },
): Promise<`0x${string}`> {
  const { caipNetwork, from, to, value, data, gas, connectorId } = parameters
  try {
    const connector = findConnector(config, connectorId)
    return await sendTransaction(config, {
      account: from as Address,
      to: to as Address,
      value,
      chainId: Number(caipNetwork.id),
      connector,
      ...(data ? { data } : {}),
      ...(gas === undefined ? {} : { gas }),
    })
  } catch (error) {
    throw toPorticoError(error)
  }
}
