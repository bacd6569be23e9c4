import type { PaidAmount } from './evmNativePaid'
import type { SolanaTransaction } from './solanaPaymentSchemas'

/**
 * The transaction's account keys in the order its balances are indexed by: the message's keys,
 * then (in `json` encoding) those loaded from lookup tables, writable first.
 * @example solanaAccountKeys(transaction)[0] // the fee payer
 */
export function solanaAccountKeys(transaction: SolanaTransaction): string[] {
  const keys = transaction.transaction.message.accountKeys.map((key) =>
    typeof key === 'string' ? key : key.pubkey,
  )
  const loaded = transaction.meta.loadedAddresses
  const plain = transaction.transaction.message.accountKeys.every((key) => typeof key === 'string')
  return plain && loaded ? [...keys, ...loaded.writable, ...loaded.readonly] : keys
}

/**
 * What a Solana transaction that did not fail paid `recipient`: SOL as the recipient's
 * lamports after less before; an SPL token (`mint`) as the balances of the recipient's token
 * accounts of that mint after less before. `from` is the fee payer. A failed transaction
 * (`meta.err`) paid nothing.
 * @example
 * solanaPaid({ transaction, recipient: '7S3P…AaKv' }) // { paid: 10_000_000n, from: '9xQe…' }
 * solanaPaid({ transaction, recipient, mint: 'EPjF…Dt1v' })
 */
export function solanaPaid(args: {
  transaction: SolanaTransaction
  recipient: string
  mint?: string | undefined
}): PaidAmount {
  const { transaction, recipient, mint } = args
  const { meta } = transaction
  if (meta.err !== null && meta.err !== undefined) return { paid: 0n, from: undefined }
  const keys = solanaAccountKeys(transaction)
  let paid = 0n
  if (mint === undefined) {
    keys.forEach((key, i) => {
      if (key !== recipient) return
      paid += BigInt(meta.postBalances[i] ?? 0) - BigInt(meta.preBalances[i] ?? 0)
    })
  } else {
    const sum = (balances: SolanaTransaction['meta']['postTokenBalances']) =>
      (balances ?? [])
        .filter((b) => b.mint === mint && b.owner === recipient)
        .reduce((total, b) => total + BigInt(b.uiTokenAmount.amount), 0n)
    paid = sum(meta.postTokenBalances) - sum(meta.preTokenBalances)
  }
  return paid > 0n ? { paid, from: keys[0] } : { paid: 0n, from: undefined }
}
