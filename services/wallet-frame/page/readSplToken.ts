import { encodeBase58, formatUnits } from '@portico/common'
import type { ReadSolanaAccount } from './readSolanaAccount'

/** The SPL Token and Token-2022 programs: their mints and token accounts share a layout. */
export const TOKEN_PROGRAMS = [
  'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
]
// Mints whose token is fixed by the programs themselves: wrapped SOL of each token program.
// Other mints have no symbol on chain (that lives in metadata programs): they go by address.
const KNOWN_SYMBOLS: Record<string, string> = {
  So11111111111111111111111111111111111111112: 'wSOL',
  '9pan9bMn5HatX4EJdBwg9VgCa7Uz5HL8N1m5D3NdXejP': 'wSOL',
}
const U64_MAX = 2n ** 64n - 1n

/**
 * What the approval view knows of a token: its mint, and its decimals when the chain told them.
 * @example const token: SplToken = { mint, decimals: 6 }
 */
export type SplToken = { mint: string; decimals?: number }

/**
 * The mint of an SPL token account (bytes 0–32 of an account the token programs own), or
 * undefined when the account cannot be read as one.
 * @example const mint = await readTokenAccountMint(read, source)
 */
export async function readTokenAccountMint(
  read: ReadSolanaAccount,
  tokenAccount: string,
): Promise<string | undefined> {
  const account = await read(tokenAccount).catch(() => null)
  if (!account || !TOKEN_PROGRAMS.includes(account.owner) || account.data.length < 165)
    return undefined
  return encodeBase58(account.data.subarray(0, 32))
}

/**
 * The token of `mint` with its decimals (byte 44 of an initialized mint), as far as the chain
 * tells them.
 * @example const token = await readSplToken(read, mint) // { mint, decimals: 6 }
 */
export async function readSplToken(read: ReadSolanaAccount, mint: string): Promise<SplToken> {
  const account = await read(mint).catch(() => null)
  if (!account || !TOKEN_PROGRAMS.includes(account.owner) || account.data.length < 82)
    return { mint }
  if (account.data[45] !== 1) return { mint }
  return { mint, decimals: account.data[44] as number }
}

/**
 * An amount of a token in words: `2.5 of token <mint>`, `2.5 wSOL (<mint>)`, `unlimited …` for
 * the largest u64 (what "approve everything" sends), raw units where the decimals are unknown.
 * @example formatSplAmount(2_500_000n, { mint, decimals: 6 }) // '2.5 of token <mint>'
 */
export function formatSplAmount(amount: bigint, token: SplToken): string {
  const symbol = KNOWN_SYMBOLS[token.mint]
  const unit = symbol ? `${symbol} (${token.mint})` : `of token ${token.mint}`
  if (amount === U64_MAX)
    return `unlimited ${symbol ? `${symbol} (${token.mint})` : `amounts of token ${token.mint}`}`
  if (token.decimals === undefined) return `${amount} raw units ${unit}`
  return `${formatUnits(amount, token.decimals)} ${unit}`
}
