/**
 * The CAIP-2 id of a Solana cluster as the frame exchanges it (`solana:` and the first 32
 * base58 characters of the genesis hash); undefined for anything else, EVM ids included.
 * @example parseSolanaChainId('solana:13FKrUdrA7MLPQ3ZeR7YRtVSKaZXx9vf') // the same string
 */
export function parseSolanaChainId(value: number | string | undefined): string | undefined {
  return typeof value === 'string' && /^solana:[1-9A-HJ-NP-Za-km-z]{32}$/.test(value)
    ? value
    : undefined
}
