import { type Address, concat, type Hex } from 'viem'

/**
 * The code EIP-7702 leaves at an address delegated to `implementation`: `0xef0100 ||
 * implementation`, lower case as nodes answer it.
 * @example delegationCode('0xe6Cae83BdE06E4c305530e199D7217f42808555B') // '0xef0100e6cae8…'
 */
export const delegationCode = (implementation: Address): Hex =>
  concat(['0xef0100', implementation]).toLowerCase() as Hex
