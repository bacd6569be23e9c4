import type { Eip1193Provider, TypedData } from '@portico/evm-injected'
import { walletSigner } from './walletSigner'

/**
 * Signs EIP-712 typed data with `eth_signTypedData_v4` through the wallet's ethers signer.
 * ethers derives the domain type itself, so an `EIP712Domain` entry is left out.
 * @example
 * const signature = await signTypedDataV4(provider, { address, typedData })
 */
export async function signTypedDataV4(
  provider: Eip1193Provider,
  parameters: { address: string; typedData: TypedData },
): Promise<string> {
  const { domain, types, message } = parameters.typedData
  const { EIP712Domain: _domainType, ...messageTypes } = types
  const signer = await walletSigner(provider, parameters.address)
  return signer.signTypedData(
    domain,
    Object.fromEntries(Object.entries(messageTypes).map(([name, fields]) => [name, [...fields]])),
    message,
  )
}
