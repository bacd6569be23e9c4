import {
  getBase58Encoder,
  getBase64Encoder,
  getTransactionDecoder,
  type Transaction,
} from '@solana/kit'
import { SolanaRpcError } from './SolanaRpcError'

/**
 * Reads a wire transaction sent as base64 or base58 text; anything that does not decode is
 * an invalid-params error, as from a validator.
 *
 * @example
 * const transaction = decodeWireTransaction(text, 'base64')
 */
export function decodeWireTransaction(text: string, encoding: 'base58' | 'base64'): Transaction {
  let transaction: Transaction
  try {
    const bytes =
      encoding === 'base64' ? getBase64Encoder().encode(text) : getBase58Encoder().encode(text)
    transaction = getTransactionDecoder().decode(bytes)
  } catch (error) {
    throw notDeserialized(error instanceof Error ? error.message : String(error))
  }
  if (Object.keys(transaction.signatures).length === 0) throw notDeserialized('no signatures')
  return transaction
}

function notDeserialized(reason: string): SolanaRpcError {
  return new SolanaRpcError(
    SolanaRpcError.invalidParams,
    `failed to deserialize solana_transaction::versioned::VersionedTransaction: ${reason}`,
  )
}
