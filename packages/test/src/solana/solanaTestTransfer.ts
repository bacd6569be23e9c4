import { address, createNoopSigner } from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { solanaTestTransaction } from './solanaTestTransaction'

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
  const transfer = getTransferSolInstruction({
    source: createNoopSigner(address(p.from)),
    destination: address(p.to),
    amount: p.lamports,
  })
  return solanaTestTransaction(rpcUrl, {
    feePayer: p.feePayer ?? p.from,
    instructions: [
      {
        program: transfer.programAddress,
        accounts: [
          { address: p.from, signer: true, writable: true },
          { address: p.to, writable: true },
        ],
        data: new Uint8Array(transfer.data),
      },
    ],
  })
}
