import { createHash } from 'node:crypto'
import { TestAccountError } from './TestAccountError'

/**
 * The 32-byte ed25519 private key (seed) of test account `index` of the local Solana chain:
 * `sha256("portico solana test account <index>")`. Anyone can rebuild the keys, so they
 * sign for nothing but the local chain.
 *
 * @example
 * const signer = await createKeyPairSignerFromPrivateKeyBytes(solanaTestAccountKey(0))
 */
export function solanaTestAccountKey(index: number): Uint8Array {
  if (!Number.isInteger(index) || index < 0)
    throw new TestAccountError(`bad test account index ${index}`)
  return new Uint8Array(
    createHash('sha256').update(`portico solana test account ${index}`).digest(),
  )
}

/**
 * The private key of the test SPL token's mint account (its address is the mint address).
 *
 * @example
 * const mint = await createKeyPairSignerFromPrivateKeyBytes(solanaTestMintKey())
 */
export function solanaTestMintKey(): Uint8Array {
  return new Uint8Array(createHash('sha256').update('portico solana test mint').digest())
}

/** How many test accounts the chain seeds (keys 0 … 9). */
export const solanaTestAccountCount = 10

/**
 * What each seeded test account holds, and the test token's description. The token has no
 * on-chain metadata: its name and symbol are what clients of the local chain show.
 *
 * @example
 * solanaTestToken.decimals // 6
 */
export const solanaTestToken = {
  name: 'Portico Test Token',
  symbol: 'PTT',
  decimals: 6,
  /** Base units per test account: 1,000,000 PTT. */
  amountPerAccount: 1_000_000_000_000n,
} as const

/** Lamports per seeded test account: 1,000 SOL. */
export const solanaTestLamports = 1_000_000_000_000n
