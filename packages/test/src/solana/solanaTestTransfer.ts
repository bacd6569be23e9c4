import {
  address,
  appendTransactionMessageInstructions,
  compileTransaction,
  createNoopSigner,
  createSolanaRpc,
  createTransactionMessage,
  getBase64Decoder,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'

/**
 * An unsigned v0 SOL transfer on the cluster at `rpcUrl` (its latest blockhash), base64 wire
 * bytes as the solana_* RPC methods carry them: for tests of wallets that sign what they are
 * handed (the embedded wallet's frame). `feePayer` defaults to `from`.
 * @example
 * const transaction = await solanaTestTransfer(solana.url, { from, to, lamports: 1_000_000n })
 */
export async function solanaTestTransfer(
  rpcUrl: string,
  p: { from: string; to: string; lamports: bigint; feePayer?: string },
): Promise<string> {
  const { value: latest } = await createSolanaRpc(rpcUrl).getLatestBlockhash().send()
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(address(p.feePayer ?? p.from), m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(latest, m),
    (m) =>
      appendTransactionMessageInstructions(
        [
          getTransferSolInstruction({
            source: createNoopSigner(address(p.from)),
            destination: address(p.to),
            amount: p.lamports,
          }),
        ],
        m,
      ),
  )
  return getBase64Decoder().decode(getTransactionEncoder().encode(compileTransaction(message)))
}
