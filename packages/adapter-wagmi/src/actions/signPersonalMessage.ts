import { personalSign, toPorticoError } from '@portico/evm-injected'
import type { Config } from '@wagmi/core'
import { connectedProvider } from '../internal/connectedProvider'

/**
 * Signs a text message with `personal_sign` through the connected wallet, for one of its
 * connected accounts. Plain requests, not wagmi's `signMessage`: its connector-client checks
 * bring wagmi's error classes into the page's first-load file.
 * @example
 * const signature = await signPersonalMessage(config, { message: 'hello', address })
 */
export async function signPersonalMessage(
  config: Config,
  parameters: { message: string; address: string; connectorId?: string | undefined },
): Promise<`0x${string}`> {
  try {
    const provider = await connectedProvider(config, parameters)
    return await personalSign(provider, parameters)
  } catch (error) {
    throw toPorticoError(error)
  }
}
