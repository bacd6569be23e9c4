import { createHash } from 'node:crypto'
import { createKeyPairSignerFromPrivateKeyBytes, type KeyPairSigner } from '@solana/kit'

/**
 * The private key of seeded test account `index` (0 … 9) of the local Solana chain:
 * `sha256("portico solana test account <index>")`, the formula services/solana-rpc seeds with
 * (its README lists the addresses).
 * @example
 * solanaTestAccountKey(0).length // 32
 */
export function solanaTestAccountKey(index: number): Uint8Array {
  return new Uint8Array(
    createHash('sha256').update(`portico solana test account ${index}`).digest(),
  )
}

/**
 * The signer of seeded test account `index` (0 … 9): 1,000 SOL and 1,000,000 PTT each.
 * @example
 * const payer = await solanaTestSigner(0)
 */
export function solanaTestSigner(index: number): Promise<KeyPairSigner> {
  return createKeyPairSignerFromPrivateKeyBytes(solanaTestAccountKey(index))
}
