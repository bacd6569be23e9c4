import { z } from '../schemas/zodMini'

const lamports = z.number().check(z.int(), z.nonnegative())
const tokenBalance = z.object({
  accountIndex: z.number().check(z.int(), z.nonnegative()),
  mint: z.string(),
  owner: z.optional(z.string()),
  uiTokenAmount: z.object({ amount: z.string().check(z.regex(/^\d+$/)), decimals: z.number() }),
})
// `jsonParsed` lists each key as an object (loaded ones included); `json` as a string, with
// the keys loaded from lookup tables in `meta.loadedAddresses`.
const accountKey = z.union([z.string(), z.object({ pubkey: z.string() })])

/**
 * The fields of Solana's `getTransaction` answer a payment reader needs (`jsonParsed` or
 * `json` encoding): the slot, whether it failed (`meta.err`), the balances before and after,
 * and the account keys those balances are indexed by.
 * @example
 * solanaTransactionSchema.parse(await request('getTransaction', [signature, { encoding: 'jsonParsed', maxSupportedTransactionVersion: 0 }]))
 */
export const solanaTransactionSchema = z.object({
  slot: z.number().check(z.int(), z.nonnegative()),
  blockTime: z.nullish(z.number()),
  meta: z.object({
    err: z.nullish(z.unknown()),
    preBalances: z.array(lamports),
    postBalances: z.array(lamports),
    preTokenBalances: z.nullish(z.array(tokenBalance)),
    postTokenBalances: z.nullish(z.array(tokenBalance)),
    loadedAddresses: z.nullish(
      z.object({ writable: z.array(z.string()), readonly: z.array(z.string()) }),
    ),
  }),
  transaction: z.object({
    signatures: z.array(z.string()),
    message: z.object({ accountKeys: z.array(accountKey) }),
  }),
})

/** A transaction as {@link solanaTransactionSchema} reads it. @example tx.meta.err === null */
export type SolanaTransaction = z.infer<typeof solanaTransactionSchema>
