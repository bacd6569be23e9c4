import {
  address,
  createNoopSigner,
  createSolanaRpc,
  getBase64Encoder,
  type Instruction,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getMintDecoder,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'

const token2022Program = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb'

/**
 * The instruction of a SOL transfer of `lamports` from `from` to `to`.
 * @example
 * solTransferInstructions({ from, to, lamports: 1_000_000n })
 */
export function solTransferInstructions(p: {
  from: string
  to: string
  lamports: bigint
}): Instruction[] {
  return [
    getTransferSolInstruction({
      source: createNoopSigner(address(p.from)),
      destination: address(p.to),
      amount: p.lamports,
    }),
  ]
}

/**
 * The instructions of an SPL token transfer (Token or Token-2022): create the receiver's
 * associated token account when missing (paid by the sender), then `transferChecked` between
 * the two associated accounts.
 * @example
 * await tokenTransferInstructions(rpcUrl, { from, to, mint, amount: 2_500_000n })
 */
export async function tokenTransferInstructions(
  rpcUrl: string,
  p: { from: string; to: string; mint: string; amount: bigint },
): Promise<Instruction[]> {
  const mint = address(p.mint)
  const { value: account } = await createSolanaRpc(rpcUrl)
    .getAccountInfo(mint, { encoding: 'base64' })
    .send()
  const program = account?.owner
  if (!account || (program !== TOKEN_PROGRAM_ADDRESS && program !== token2022Program)) {
    throw new Error(`${p.mint} is not an SPL token mint`)
  }
  const tokenProgram = address(program)
  const { decimals } = getMintDecoder().decode(
    getBase64Encoder().encode(account.data[0]).slice(0, 82),
  )
  const sender = createNoopSigner(address(p.from))
  const [source] = await findAssociatedTokenPda({ owner: sender.address, mint, tokenProgram })
  const [destination] = await findAssociatedTokenPda({ owner: address(p.to), mint, tokenProgram })
  return [
    getCreateAssociatedTokenIdempotentInstruction({
      payer: sender,
      ata: destination,
      owner: address(p.to),
      mint,
      tokenProgram,
    }),
    getTransferCheckedInstruction(
      { source, mint, destination, authority: sender, amount: p.amount, decimals },
      { programAddress: tokenProgram },
    ),
  ]
}
