import type { Eip1193Provider } from '@portico/evm-injected'
import { walletSigner } from './walletSigner'

/**
 * Signs a text message with `personal_sign` through the wallet's ethers v5 signer.
 * @example
 * const signature = await signPersonalMessage(provider, { message: 'hello', address })
 */
export function signPersonalMessage(
  provider: Eip1193Provider,
  parameters: { message: string; address: string },
): Promise<string> {
  return walletSigner(provider, parameters.address).signMessage(parameters.message)
}
