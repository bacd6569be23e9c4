import { toPorticoError } from '@portico/evm-injected'
import { type Config, signMessage } from '@wagmi/core'
import type { Address } from 'viem'
import { findConnector } from '../internal/findConnector'

/**
 * Signs a text message with `personal_sign` through the connected wallet.
 * @example
 * const signature = await signPersonalMessage(config, { message: 'hello', address })
 */
export async function signPersonalMessage(
  config: Config,
  parameters: { message: string; address: string; connectorId?: string | undefined },
): Promise<`0x${string}`> {
  try {
    const connector = findConnector(config, parameters.connectorId)
    return await signMessage(config, {
      message: parameters.message,
      account: parameters.address as Address,
      connector,
    })
  } catch (error) {
    throw toPorticoError(error)
  }
}
