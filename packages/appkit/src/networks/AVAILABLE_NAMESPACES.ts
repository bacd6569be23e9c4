import { CHAIN_NAMESPACES, type ChainNamespace } from '@portico/common'

/**
 * The chain namespaces a network may have (AppKit's constant of that name), in a stable order.
 * @example
 * AVAILABLE_NAMESPACES.includes('solana') // true
 */
export const AVAILABLE_NAMESPACES: readonly ChainNamespace[] = CHAIN_NAMESPACES
