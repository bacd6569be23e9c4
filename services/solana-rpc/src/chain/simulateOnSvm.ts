import {
  type Blockhash,
  type EncodedAccount,
  getCompiledTransactionMessageDecoder,
  getCompiledTransactionMessageEncoder,
  type Transaction,
} from '@solana/kit'
import { FailedTransactionMetadata, type LiteSVM } from 'litesvm'
import { signaturesPresent } from './signaturesPresent'
import { type TransactionErrorJson, transactionErrorJson } from './transactionErrorJson'

/**
 * The outcome of a simulation, in the RPC's terms.
 * @example
 * const { err, logs, unitsConsumed } = chain.simulate(transaction, { sigVerify: true, replaceRecentBlockhash: false })
 */
export type SimulationOutcome = {
  err: TransactionErrorJson | null
  logs: string[]
  unitsConsumed: bigint
  /** Accounts after the simulated transaction, for `accounts.addresses`. */
  postAccounts: EncodedAccount[]
  /** Set when the simulation replaced the transaction's blockhash. */
  replacementBlockhash?: { blockhash: Blockhash; lastValidBlockHeight: bigint }
}

/**
 * Simulates a transaction on the chain's runtime without committing it (simulateTransaction):
 * with the latest blockhash in place of its own when asked, else refused on an expired one;
 * with or without its signatures checked. The runtime checks signatures again afterwards.
 * @example
 * simulateOnSvm(svm, transaction, { sigVerify: false, replaceRecentBlockhash: true, latestBlockhash, isBlockhashValid })
 */
export function simulateOnSvm(
  svm: LiteSVM,
  transaction: Transaction,
  {
    sigVerify,
    replaceRecentBlockhash,
    latestBlockhash,
    isBlockhashValid,
  }: {
    sigVerify: boolean
    replaceRecentBlockhash: boolean
    latestBlockhash: () => { blockhash: Blockhash; lastValidBlockHeight: bigint }
    isBlockhashValid: (blockhash: string) => boolean
  },
): SimulationOutcome {
  let simulated = transaction
  let replacementBlockhash: SimulationOutcome['replacementBlockhash']
  if (replaceRecentBlockhash) {
    const latest = latestBlockhash()
    const message = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes)
    const messageBytes = getCompiledTransactionMessageEncoder().encode({
      ...message,
      lifetimeToken: latest.blockhash,
    })
    simulated = { ...transaction, messageBytes: messageBytes as Transaction['messageBytes'] }
    replacementBlockhash = latest
  } else {
    const { lifetimeToken } = getCompiledTransactionMessageDecoder().decode(
      transaction.messageBytes,
    )
    if (!isBlockhashValid(lifetimeToken)) {
      return { err: 'BlockhashNotFound', logs: [], unitsConsumed: 0n, postAccounts: [] }
    }
  }
  if (sigVerify && !signaturesPresent(transaction)) {
    return { err: 'SignatureFailure', logs: [], unitsConsumed: 0n, postAccounts: [] }
  }
  svm.withSigverify(sigVerify)
  try {
    const result = svm.simulateTransaction(simulated)
    const meta = result.meta()
    return {
      err: result instanceof FailedTransactionMetadata ? transactionErrorJson(result.err()) : null,
      logs: meta.logs(),
      unitsConsumed: meta.computeUnitsConsumed(),
      postAccounts: result instanceof FailedTransactionMetadata ? [] : result.postAccounts(),
      ...(replacementBlockhash ? { replacementBlockhash } : {}),
    }
  } finally {
    svm.withSigverify(true)
  }
}
