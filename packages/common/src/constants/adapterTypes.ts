import type { AdapterType } from '../types/Connector'

/**
 * Every chain adapter kind (spec §1).
 * @example
 * ADAPTER_TYPES.includes('wagmi') // true
 */
export const ADAPTER_TYPES = [
  'universal',
  'solana',
  'wagmi',
  'ethers',
  'ethers5',
  'bitcoin',
] as const satisfies readonly AdapterType[]
