import type { Address, Instruction, TransactionSigner } from '@solana/kit'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { solanaTestToken } from '../seed/solanaTestAccounts'

/**
 * The instructions that move `amount` of the test token `mint` from `payer`'s associated token
 * account to `owner`'s, creating the latter if it is missing; with both accounts' addresses.
 * @example
 * const { destination, instructions } = await splTransfer({ payer, owner: shop, mint, amount: 2_500_000n })
 */
export async function splTransfer(args: {
  payer: TransactionSigner
  owner: Address
  mint: Address
  amount: bigint
}): Promise<{ source: Address; destination: Address; instructions: Instruction[] }> {
  const { payer, owner, mint, amount } = args
  const [source] = await findAssociatedTokenPda({
    owner: payer.address,
    mint,
    tokenProgram: TOKEN_PROGRAM_ADDRESS,
  })
  const [destination] = await findAssociatedTokenPda({
    owner,
    mint,
    tokenProgram: TOKEN_PROGRAM_ADDRESS,
  })
  const instructions = [
    getCreateAssociatedTokenIdempotentInstruction({ payer, ata: destination, owner, mint }),
    getTransferCheckedInstruction({
      source,
      mint,
      destination,
      authority: payer,
      amount,
      decimals: solanaTestToken.decimals,
    }),
  ]
  return { source, destination, instructions }
}
