import {
  type Address,
  getCompiledTransactionMessageDecoder,
  type Signature,
  type Transaction,
} from '@solana/kit'
import { getTokenDecoder, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import type { LiteSVM } from 'litesvm'
import type { TransactionErrorJson } from './transactionErrorJson'

// Classic SPL Token accounts (and Token-2022 ones without extensions) are this long.
const tokenAccountSize = 165
const token2022Program = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb'

/** One token account's balance at a moment: its index among the transaction's keys. */
export type RecordedTokenBalance = {
  accountIndex: number
  mint: string
  owner: string
  programId: string
  amount: bigint
}

/**
 * What the chain keeps of one processed transaction, for `getTransaction` and
 * `getSignaturesForAddress`: its keys with their roles, and each key's lamports and token
 * balances before and after.
 * @example const record: TransactionRecord = chain.transaction(signature)
 */
export type TransactionRecord = {
  signature: Signature
  signatures: string[]
  slot: bigint
  blockTime: number
  err: TransactionErrorJson | null
  fee: bigint
  version: 'legacy' | 0
  recentBlockhash: string
  keys: { pubkey: Address; signer: boolean; writable: boolean }[]
  preBalances: bigint[]
  postBalances: bigint[]
  preTokenBalances: RecordedTokenBalance[]
  postTokenBalances: RecordedTokenBalance[]
}

/** The transaction's static account keys with their roles, from its compiled message header. */
export function accountKeysOf(transaction: Transaction) {
  const message = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes)
  const { numSignerAccounts, numReadonlySignerAccounts, numReadonlyNonSignerAccounts } =
    message.header
  const count = message.staticAccounts.length
  const keys = message.staticAccounts.map((pubkey, i) => ({
    pubkey,
    signer: i < numSignerAccounts,
    writable:
      i < numSignerAccounts
        ? i < numSignerAccounts - numReadonlySignerAccounts
        : i < count - numReadonlyNonSignerAccounts,
  }))
  return {
    keys,
    version: message.version === 0 ? (0 as const) : ('legacy' as const),
    recentBlockhash: String(message.lifetimeToken),
  }
}

/**
 * Each key's lamports and SPL token balance (for token accounts) right now: taken before and
 * after a transaction, they are its `meta` balances.
 * @example const before = balancesOf(svm, keys.map((k) => k.pubkey))
 */
export function balancesOf(svm: LiteSVM, keys: readonly Address[]) {
  const lamports: bigint[] = []
  const tokens: RecordedTokenBalance[] = []
  keys.forEach((key, accountIndex) => {
    const account = svm.getAccount(key)
    lamports.push(account.exists ? account.lamports : 0n)
    if (!account.exists || account.data.length !== tokenAccountSize) return
    const programId = account.programAddress
    if (programId !== TOKEN_PROGRAM_ADDRESS && programId !== token2022Program) return
    const token = getTokenDecoder().decode(account.data)
    tokens.push({
      accountIndex,
      mint: token.mint,
      owner: token.owner,
      programId,
      amount: token.amount,
    })
  })
  return { lamports, tokens }
}
