import type { Address } from 'viem'
import type { WalletChain } from '../config/readWalletConfig'
import type { FarcasterRegistry } from './signInWithFarcaster'

/** Where the dev stack deploys PorticoIdRegistry on a fresh devnet (a test holds it to `defaultIdRegistry`). */
export const DEVNET_ID_REGISTRY: Address = '0x1CFd0066De89cCd51432DA9747d7D04952fcc9E1'

/**
 * The ID registry the Farcaster mode registers and signs against: `VITE_PORTICO_FARCASTER_REGISTRY`
 * (default the dev stack's address) on the first chain the wallet serves (devnet A, 31337,
 * whose registry the wallet frame reads).
 * @example const registry = readFarcasterRegistry(import.meta.env, config.chains)
 */
export function readFarcasterRegistry(
  env: Record<string, unknown>,
  chains: readonly WalletChain[],
): FarcasterRegistry | undefined {
  const chain = chains[0]
  if (!chain) return undefined
  const value = env.VITE_PORTICO_FARCASTER_REGISTRY
  const address =
    typeof value === 'string' && /^0x[0-9a-fA-F]{40}$/.test(value)
      ? (value as Address)
      : DEVNET_ID_REGISTRY
  return { chain, address }
}
