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
import { NotATokenMintError } from '../errors/transaction'

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

// Sizes of an associated token account: the Token program's 165 bytes; Token-2022 adds the
// account-type byte and the ImmutableOwner extension the associated-token program always sets
// (type and length, no data). Mint extensions that widen accounts are not priced here.
const TOKEN_ACCOUNT_SIZE = 165n
const TOKEN_2022_ACCOUNT_SIZE = 170n

/** The mint's token program and decimals; throws when `mint` is no SPL mint. */
async function readMint(rpcUrl: string, mintAddress: string) {
  const mint = address(mintAddress)
  const { value: account } = await createSolanaRpc(rpcUrl)
    .getAccountInfo(mint, { encoding: 'base64' })
    .send()
  const program = account?.owner
  if (!account || (program !== TOKEN_PROGRAM_ADDRESS && program !== token2022Program)) {
    throw new NotATokenMintError(mintAddress)
  }
  const { decimals } = getMintDecoder().decode(
    getBase64Encoder().encode(account.data[0]).slice(0, 82),
  )
  return { mint, tokenProgram: address(program), decimals }
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
  const { mint, tokenProgram, decimals } = await readMint(rpcUrl, p.mint)
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

/**
 * The lamports a token transfer to `to` locks as rent in the receiver's new associated token
 * account (paid by the sender, spec'd as part of the transfer's cost); 0 when it exists.
 * @example
 * await receiverAccountRent(rpcUrl, { to, mint }) // 2_039_280n for a new Token account
 */
export async function receiverAccountRent(
  rpcUrl: string,
  p: { to: string; mint: string },
): Promise<bigint> {
  const { mint, tokenProgram } = await readMint(rpcUrl, p.mint)
  const [destination] = await findAssociatedTokenPda({ owner: address(p.to), mint, tokenProgram })
  const rpc = createSolanaRpc(rpcUrl)
  const { value: existing } = await rpc.getAccountInfo(destination, { encoding: 'base64' }).send()
  if (existing) return 0n
  const size = tokenProgram === TOKEN_PROGRAM_ADDRESS ? TOKEN_ACCOUNT_SIZE : TOKEN_2022_ACCOUNT_SIZE
  return rpc.getMinimumBalanceForRentExemption(size).send()
}
