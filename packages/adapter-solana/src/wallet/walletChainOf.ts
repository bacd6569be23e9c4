import type { CaipNetwork } from '@portico/common'

// The CAIP-2 references of the public clusters (first 32 characters of their genesis hashes).
const clusters: Record<string, string> = {
  '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'solana:mainnet',
  EtWTRABZaYq6iMfeYKouRu166VU2xqa1: 'solana:devnet',
  '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'solana:testnet',
}

/**
 * The wallet-standard chain of a Portico Solana network: `solana:mainnet`, `solana:devnet`,
 * `solana:testnet`, or `solana:localnet` for any other cluster (a local chain).
 * @example
 * walletChainOf(KNOWN_CHAINS.solanaDevnet) // 'solana:devnet'
 */
export function walletChainOf(caipNetwork: CaipNetwork): string {
  return clusters[String(caipNetwork.id)] ?? 'solana:localnet'
}
