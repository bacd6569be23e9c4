import { type Address, getAddress, type Hex } from 'viem'

// EIP-7702's delegation designator: 0xef0100 followed by the 20-byte delegate, nothing else.
const DESIGNATOR = /^0xef0100([0-9a-f]{40})$/i

/**
 * The contract an EOA's code delegates to under EIP-7702, when the code is exactly a delegation
 * designator (`0xef0100 || delegate`); undefined for no code, a contract's code or anything else.
 * @example eip7702DelegateOf('0xef0100e6cae83bde06e4c305530e199d7217f42808555b') // '0xe6Cae83BdE06E4c305530e199D7217f42808555B'
 */
export function eip7702DelegateOf(code: Hex | undefined): Address | undefined {
  const match = code ? DESIGNATOR.exec(code) : null
  return match?.[1] ? getAddress(`0x${match[1]}`) : undefined
}
