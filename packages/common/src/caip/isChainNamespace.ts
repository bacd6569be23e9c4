import { CHAIN_NAMESPACES } from '../constants/chainNamespaces'
import type { ChainNamespace } from '../types/ChainNamespace'

/**
 * Whether a value is one of the chain families of spec §3.
 * @example
 * isChainNamespace('solana') // true
 * isChainNamespace('foo') // false
 */
export function isChainNamespace(value: unknown): value is ChainNamespace {
  return typeof value === 'string' && (CHAIN_NAMESPACES as readonly string[]).includes(value)
}
