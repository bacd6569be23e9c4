import { keccak_256 } from '@noble/hashes/sha3.js'
import { InvalidAddressError } from '../errors/address'

const HEX_40 = /^(?:0x)?[0-9a-fA-F]{40}$/

/**
 * The EIP-55 mixed-case form of an EVM address, always 0x-prefixed; throws InvalidAddressError
 * unless the input is 40 hex characters with an optional 0x.
 * @example
 * checksumEvmAddress('0xd8da6bf26964af9d7eed9e03e53415d37aa96045')
 * // '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'
 */
export function checksumEvmAddress(address: string): `0x${string}` {
  if (!HEX_40.test(address)) throw new InvalidAddressError({ address })
  const lower = address.slice(-40).toLowerCase()
  const hash = keccak_256(new TextEncoder().encode(lower))
  let out = '0x'
  for (let i = 0; i < 40; i++) {
    const byte = hash[i >> 1] ?? 0
    const nibble = i % 2 === 0 ? byte >> 4 : byte & 0x0f
    const char = lower[i] ?? ''
    out += nibble >= 8 ? char.toUpperCase() : char
  }
  return out as `0x${string}`
}
