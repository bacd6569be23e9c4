import type { Transaction } from '@solana/kit'

/**
 * Every signature slot of the transaction is filled (litesvm throws, rather than fails, on a
 * transaction missing one).
 * @example
 * if (!signaturesPresent(transaction)) return { signature, err: 'SignatureFailure' }
 */
export function signaturesPresent(transaction: Transaction): boolean {
  return Object.values(transaction.signatures).every((bytes) => bytes?.some((byte) => byte !== 0))
}
