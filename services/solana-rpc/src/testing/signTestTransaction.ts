import {
  type GetLatestBlockhashApi,
  type Instruction,
  type Rpc,
  signTransactionMessageWithSigners,
  type TransactionSigner,
} from '@solana/kit'
import { transactionMessage } from './transactionMessage'

/**
 * `instructions` in a transaction paid and signed by `signer`, on the chain's latest blockhash.
 * @example
 * const transaction = await signTestTransaction(rpc, payer, [getTransferSolInstruction({ source: payer, destination, amount: 1n })])
 */
export async function signTestTransaction(
  rpc: Rpc<GetLatestBlockhashApi>,
  signer: TransactionSigner,
  instructions: readonly Instruction[],
) {
  const { value: blockhash } = await rpc.getLatestBlockhash().send()
  return signTransactionMessageWithSigners(transactionMessage(signer, blockhash, instructions))
}
