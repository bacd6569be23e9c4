/**
 * A chain family supported by Portico (CAIP-2 namespace).
 * @example
 * const ns: ChainNamespace = 'eip155'
 */
export type ChainNamespace =
  | 'eip155'
  | 'solana'
  | 'cosmos'
  | 'polkadot'
  | 'algorand'
  | 'cip34'
  | 'elrond'
  | 'multiversx'
  | 'near'
  | 'tezos'
  | 'bip122'

/**
 * A chain family, or `'generic'` for namespaces Portico has no dedicated handling for.
 * @example
 * const family: ChainFamily = 'generic'
 */
export type ChainFamily = ChainNamespace | 'generic'
