import { GatewayError } from '../errors/GatewayError'
import type { AddressValidator } from './createAddressValidator'

/**
 * An account address taken from a path, with the namespace it belongs to.
 * @example const a: AccountAddress = { namespace: 'eip155', address: '0xabc…', chainId: undefined }
 */
export type AccountAddress = { namespace: string; address: string; chainId: string | undefined }

// Namespaces whose address formats tell them apart, tried in this order.
const GUESSED_NAMESPACES = ['eip155', 'solana', 'bip122']

function guessNamespace(address: string, isValid: AddressValidator): string | undefined {
  return GUESSED_NAMESPACES.find((namespace) => isValid(namespace, address))
}

/**
 * Validates an account path parameter: a plain address or a CAIP-10 one, checked against the
 * namespace of the requested chain when there is one. EVM addresses come back lower-case with
 * `0x`, the form the index stores.
 * @example
 * parseAccountAddress('0xF39F…2266', 'eip155:31337', createAddressValidator()) // { namespace: 'eip155', address: '0xf39f…2266', … }
 */
export function parseAccountAddress(
  raw: string,
  chainId: string | undefined,
  isValid: AddressValidator,
): AccountAddress {
  const parts = raw.split(':')
  const [address, pathChain] =
    parts.length === 3 ? [parts[2] ?? '', `${parts[0]}:${parts[1]}`] : [raw, undefined]
  if (parts.length !== 1 && parts.length !== 3) throw invalidAddress()
  if (pathChain && chainId && pathChain !== chainId) {
    throw new GatewayError('INVALID_PARAMS', {
      message: "Invalid path parameter 'address': its chain differs from 'chainId'",
    })
  }
  const chain = chainId ?? pathChain
  const namespace = chain ? chain.split(':')[0] : guessNamespace(address, isValid)
  if (!namespace || !isValid(namespace, address)) throw invalidAddress()
  const normalized =
    namespace === 'eip155' ? `0x${address.replace(/^0x/, '').toLowerCase()}` : address
  return { namespace, address: normalized, chainId: chain }
}

function invalidAddress(): GatewayError {
  return new GatewayError('INVALID_PARAMS', {
    message: "Invalid path parameter 'address': not an address of the requested namespace",
  })
}
