import {
  appendTransactionMessageInstructions,
  createTransactionMessage,
  type Instruction,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  type TransactionSigner,
} from '@solana/kit'

/**
 * A version-0 transaction message paid by `feePayer`, living as long as `blockhash`, with
 * `instructions`: what the tests sign, compile or leave unsigned.
 * @example
 * const { value: blockhash } = await rpc.getLatestBlockhash().send()
 * const signed = await signTransactionMessageWithSigners(transactionMessage(payer, blockhash, instructions))
 */
export function transactionMessage(
  feePayer: TransactionSigner,
  blockhash: Parameters<typeof setTransactionMessageLifetimeUsingBlockhash>[0],
  instructions: readonly Instruction[],
) {
  return pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(feePayer, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
    (m) => appendTransactionMessageInstructions(instructions, m),
  )
}
