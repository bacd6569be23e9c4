/**
 * The default network of the kit.
 * @example
 * DEFAULT_CHAIN_ID // 'eip155:1'
 */
export const DEFAULT_CHAIN_ID = 'eip155:1' as const
