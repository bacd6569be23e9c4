import { z } from 'zod'
import type { AddressValidator } from '../blockchain/createAddressValidator'
import { parseAccountAddress } from '../blockchain/parseAccountAddress'
import { GatewayError } from '../errors/GatewayError'
import { parseInput } from '../http/parseInput'

const pathText = z.string().min(1).max(255)

/**
 * The EVM address a path parameter names (plain or CAIP-10), or undefined for another
 * namespace's address; an unreadable one is `400 INVALID_PARAMS`.
 * @example
 * const address = evmPathAddress(c.req.param('address'), isValidAddress)
 */
export function evmPathAddress(raw: string, isValidAddress: AddressValidator): string | undefined {
  const account = parseAccountAddress(parseInput(pathText, raw, 'path'), undefined, isValidAddress)
  return account.namespace === 'eip155' ? account.address : undefined
}

/**
 * {@link evmPathAddress} where only an EVM address will do: names and identities are of EVM
 * accounts, so another namespace's address is `400 INVALID_PARAMS` too.
 * @example
 * const address = requireEvmPathAddress(c.req.param('address'), isValidAddress)
 */
export function requireEvmPathAddress(raw: string, isValidAddress: AddressValidator): string {
  const address = evmPathAddress(raw, isValidAddress)
  if (!address) {
    throw new GatewayError('INVALID_PARAMS', {
      message: "Invalid path parameter 'address': expected an EVM address",
    })
  }
  return address
}
