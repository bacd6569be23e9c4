import { InvalidChainIdError } from '../errors/rpc'

const HIGH_BIT = 0x80000000

/**
 * The SLIP-44 style coin type of an EVM chain for name registration (spec §5):
 * `(0x80000000 | chainId) >>> 0`. Throws InvalidChainIdError unless chainId is an integer in
 * [0, 2147483648).
 * @example
 * evmChainIdToCoinType(1) // 2147483649
 */
export function evmChainIdToCoinType(chainId: number): number {
  if (!Number.isInteger(chainId) || chainId < 0 || chainId >= HIGH_BIT) {
    throw new InvalidChainIdError({ metaMessages: [`Chain id: ${chainId}`] })
  }
  return (HIGH_BIT | chainId) >>> 0
}
