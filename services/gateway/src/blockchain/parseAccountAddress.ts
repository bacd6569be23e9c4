import {
  isAddressForNamespace,
  isBitcoinAddress,
  isEvmAddress,
  isSolanaAddress,
} from '@portico/common'
import { GatewayError } from '../errors/GatewayError'

/**
 * An account address taken from a path, with the namespace it belongs to.
 * @example const a: AccountAddress = { namespace: 'eip155', address: '0xabc…', chainId: undefined }
 */
export type AccountAddress = { namespace: string; address: string; chainId: string | undefined }

function guessNamespace(address: string): string | undefined {
  if (isEvmAddress(address)) return 'eip155'
  if (isSolanaAddress(address)) return 'solana'
  if (isBitcoinAddress(address)) return 'bip122'
  return undefined
}

/**
 * Validates an account path parameter: a plain address or a CAIP-10 one, checked against the
 * namespace of the requested chain when there is one. EVM addresses come back lower-case with
 * `0x`, the form the index stores.
 * @example
 * parseAccountAddress('0xF39F…2266', 'eip155:31337') // { namespace: 'eip155', address: '0xf39f…2266', … }
 */
export function parseAccountAddress(raw: string, chainId: string | undefined): AccountAddress {
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
  const namespace = chain ? chain.split(':')[0] : guessNamespace(address)
  if (!namespace || !isAddressForNamespace(namespace, address)) throw invalidAddress()
  const normalized =
    namespace === 'eip155' ? `0x${address.replace(/^0x/, '').toLowerCase()}` : address
  return { namespace, address: normalized, chainId: chain }
}

function invalidAddress(): GatewayError {
  return new GatewayError('INVALID_PARAMS', {
    message: "Invalid path parameter 'address': not an address of the requested namespace",
  })
}
