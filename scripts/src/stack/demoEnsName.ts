import { defaultDevnetEns } from '@portico/test/devnet/ens/devnetEns'
import type { Address } from 'viem'

/**
 * The ENS name the demo devnet resolves: `vitalik.eth` at its mainnet address (no key of the
 * stack's, so no test account changes), its avatar one of the gateway's own test NFT images.
 * @example demoEnsName.address // 0xd8dA…6045
 */
export const demoEnsName = {
  name: 'vitalik.eth',
  address: '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045' as Address,
} as const

/**
 * The gateway's `names` settings for the stack's ENS: the first devnet's Universal Resolver.
 * @example demoEnsNames(31337) // { ens: [{ chainId: 31337, universalResolver: '0x9e63…7960' }] }
 */
export function demoEnsNames(chainId: number) {
  return { ens: [{ chainId, universalResolver: defaultDevnetEns.universalResolver }] }
}
