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
