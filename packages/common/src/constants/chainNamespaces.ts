import type { ChainNamespace } from '../types/ChainNamespace'

/**
 * Every chain family of spec §3, in a stable order.
 * @example
 * CHAIN_NAMESPACES.includes('solana') // true
 */
export const CHAIN_NAMESPACES = [
  'eip155',
  'solana',
  'cosmos',
  'polkadot',
  'algorand',
  'cip34',
  'elrond',
  'multiversx',
  'near',
  'tezos',
  'bip122',
] as const satisfies readonly ChainNamespace[]
