import {
  address,
  appendTransactionMessageInstructions,
  compileTransaction,
  createSolanaRpc,
  createTransactionMessage,
  getBase64Decoder,
  getTransactionEncoder,
  type Instruction,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'

/**
 * An unsigned wire transaction (signature slots empty) and its message, base64, for
 * `getFeeForMessage`.
 * @example
 * const { wire, messageBase64 } = await buildTransaction(rpcUrl, from, instructions)
 */
export type BuiltTransaction = { wire: Uint8Array; messageBase64: string }

/**
 * Compiles `instructions` into a v0 transaction paid by `feePayer`, with the cluster's latest
 * blockhash, ready for a wallet to sign.
 * @example
 * const built = await buildTransaction('http://127.0.0.1:8899', from, [transfer])
 */
export async function buildTransaction(
  rpcUrl: string,
  feePayer: string,
  instructions: readonly Instruction[],
): Promise<BuiltTransaction> {
  const { value: latest } = await createSolanaRpc(rpcUrl).getLatestBlockhash().send()
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(address(feePayer), m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(latest, m),
    (m) => appendTransactionMessageInstructions(instructions, m),
  )
  const transaction = compileTransaction(message)
  return {
    wire: new Uint8Array(getTransactionEncoder().encode(transaction)),
    messageBase64: getBase64Decoder().decode(transaction.messageBytes),
  }
}
