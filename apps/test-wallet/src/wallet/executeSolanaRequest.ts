import {
  createSolanaRpc,
  getBase58Decoder,
  getBase64EncodedWireTransaction,
  type KeyPairSigner,
  partiallySignTransaction,
  signBytes,
  type Transaction,
} from '@solana/kit'
import type { ParsedSolanaRequest } from './parseSolanaRequest'
import { WalletRpcError } from './WalletRpcError'

/** Sign as the account; a transaction that does not ask for its signature is refused (4100). */
async function signAs(signer: KeyPairSigner, transaction: Transaction): Promise<Transaction> {
  if (!(signer.address in transaction.signatures)) {
    throw new WalletRpcError(4100, `The transaction does not ask ${signer.address} to sign`)
  }
  // Partially: other signers' slots stay as the app sent them.
  return partiallySignTransaction([signer.keyPair], transaction)
}

function signatureOf(signer: KeyPairSigner, transaction: Transaction): string {
  const bytes = transaction.signatures[signer.address]
  if (!bytes) throw new WalletRpcError(-32603, 'The transaction holds no signature of the wallet')
  return getBase58Decoder().decode(bytes)
}

/**
 * Carry out an approved solana request with the wallet's ed25519 key, in WalletConnect's
 * result shapes: solana_signMessage `{ signature }` (base58), solana_signTransaction
 * `{ signature, transaction }` (base64), solana_signAllTransactions `{ transactions }`,
 * solana_signAndSendTransaction `{ signature }` once the local chain took it. A message for
 * another pubkey is refused (4100).
 * @example
 * const { signature } = await executeSolanaRequest(parsed, { signer, rpcUrl })
 */
export async function executeSolanaRequest(
  request: ParsedSolanaRequest,
  context: { signer: KeyPairSigner; rpcUrl: string },
): Promise<unknown> {
  const { signer } = context
  switch (request.kind) {
    case 'solanaSignMessage': {
      if (request.pubkey && request.pubkey !== signer.address) {
        throw new WalletRpcError(4100, `This wallet does not hold ${request.pubkey}`)
      }
      const signature = await signBytes(signer.keyPair.privateKey, request.message)
      return { signature: getBase58Decoder().decode(signature) }
    }
    case 'solanaSignTransaction': {
      const signed = await signAs(signer, request.transaction)
      return {
        signature: signatureOf(signer, signed),
        transaction: getBase64EncodedWireTransaction(signed),
      }
    }
    case 'solanaSignAllTransactions': {
      const signed = await Promise.all(request.transactions.map((t) => signAs(signer, t)))
      return { transactions: signed.map((t) => getBase64EncodedWireTransaction(t)) }
    }
    case 'solanaSignAndSendTransaction': {
      const signed = await signAs(signer, request.transaction)
      const options = request.sendOptions ?? {}
      const signature = await createSolanaRpc(context.rpcUrl)
        .sendTransaction(getBase64EncodedWireTransaction(signed), {
          encoding: 'base64',
          ...(options.skipPreflight !== undefined && { skipPreflight: options.skipPreflight }),
          ...(options.preflightCommitment && {
            preflightCommitment: options.preflightCommitment,
          }),
          ...(options.maxRetries !== undefined && { maxRetries: BigInt(options.maxRetries) }),
          ...(options.minContextSlot !== undefined && {
            minContextSlot: BigInt(options.minContextSlot),
          }),
        })
        .send()
      return { signature }
    }
  }
}
