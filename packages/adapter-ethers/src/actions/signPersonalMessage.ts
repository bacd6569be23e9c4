import type { Eip1193Provider } from '@portico/evm-injected'
import { walletSigner } from './walletSigner'

/**
 * Signs a text message with `personal_sign` through the wallet's ethers signer.
 * @example
 * const signature = await signPersonalMessage(provider, { message: 'hello', address })
 */
export async function signPersonalMessage(
  provider: Eip1193Provider,
  parameters: { message: string; address: string },
): Promise<string> {
  const signer = await walletSigner(provider, parameters.address)
  return signer.signMessage(parameters.message)
}
