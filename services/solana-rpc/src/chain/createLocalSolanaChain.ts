import { createHash } from 'node:crypto'
import { BaseError } from '@portico/common'
import {
  type Address,
  type Blockhash,
  type EncodedAccount,
  getBase58Decoder,
  getCompiledTransactionMessageDecoder,
  getCompiledTransactionMessageEncoder,
  type Lamports,
  type MaybeEncodedAccount,
  type Signature,
  type Transaction,
} from '@solana/kit'
import { FailedTransactionMetadata, LiteSVM } from 'litesvm'
import { type SeededTestChain, seedTestChain } from '../seed/seedTestChain'
import { AirdropNotRunError } from './AirdropNotRunError'
import { type TransactionErrorJson, transactionErrorJson } from './transactionErrorJson'

/** What a processed transaction left: where it landed and whether it failed. */
export type SignatureStatus = { slot: bigint; err: TransactionErrorJson | null }

/** One new block: the transaction it holds. Subscriptions react to these. */
export type ChainCommit = { slot: bigint; signature: Signature; err: TransactionErrorJson | null }

/** The outcome of a simulation, in the RPC's terms. */
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
 * A local Solana chain on litesvm: one transaction per block, a fresh blockhash per block,
 * blockhashes valid for 150 blocks as on a real cluster, every block final at once.
 * @example
 * const chain = await createLocalSolanaChain()
 * chain.getBalance(chain.seeded.accounts[0])
 */
export type LocalSolanaChain = {
  seeded: SeededTestChain
  genesisHash: Blockhash
  slot: () => bigint
  latestBlockhash: () => { blockhash: Blockhash; lastValidBlockHeight: bigint }
  isBlockhashValid: (blockhash: string) => boolean
  getAccount: (address: Address) => MaybeEncodedAccount
  programAccounts: (program: Address) => EncodedAccount[]
  minimumBalanceForRentExemption: (dataLength: bigint) => bigint
  /** Lamports each signature costs (the runtime's default fee). */
  lamportsPerSignature: bigint
  send: (transaction: Transaction) => { signature: Signature; err: TransactionErrorJson | null }
  simulate: (
    transaction: Transaction,
    options: { sigVerify: boolean; replaceRecentBlockhash: boolean },
  ) => SimulationOutcome
  airdrop: (address: Address, amount: Lamports) => Signature
  signatureStatus: (signature: string) => SignatureStatus | undefined
  /** Calls `listener` after every block; returns the unsubscribe function. */
  onCommit: (listener: (commit: ChainCommit) => void) => () => void
}

// How many blocks a blockhash stays usable, as on mainnet.
const blockhashLifetime = 150n
// The SlotHashes sysvar's length on a real cluster.
const slotHashesKept = 512

/**
 * Creates the runtime and seeds the test accounts and the test SPL token. `cluster` (default
 * `localnet`) names the chain: its genesis hash, and so its CAIP-2 id, comes from the name,
 * so two local chains can stand for two networks.
 * @example
 * const chain = await createLocalSolanaChain()
 * const { blockhash } = chain.latestBlockhash()
 */
export async function createLocalSolanaChain(
  options: { cluster?: string } = {},
): Promise<LocalSolanaChain> {
  // Our own blockhash queue replaces litesvm's check, which accepts only the latest one.
  const svm = new LiteSVM().withBlockhashCheck(false).withSigverify(true)
  const seeded = await seedTestChain(svm)
  let slot = svm.getClock().slot
  // The first block's parent, so "the slot before the current one" is always a recent slot.
  recordSlotHash(svm, slot - 1n)
  const blockhashes = new Map<string, bigint>([[svm.latestBlockhash(), slot]])
  const statuses = new Map<string, SignatureStatus>()
  const listeners = new Set<(commit: ChainCommit) => void>()
  const genesisHash = clusterGenesisHash(options.cluster ?? 'localnet')

  const isBlockhashValid = (blockhash: string) => {
    const issuedAt = blockhashes.get(blockhash)
    return issuedAt !== undefined && slot <= issuedAt + blockhashLifetime
  }
  const commit = (signature: Signature, err: TransactionErrorJson | null) => {
    statuses.set(signature, { slot, err })
    // The finished block joins the SlotHashes sysvar, as a validator records its parent banks:
    // programs that take a "recent slot" (address lookup table creation) check it there.
    recordSlotHash(svm, slot)
    slot += 1n
    svm.warpToSlot(slot)
    svm.expireBlockhash()
    blockhashes.set(svm.latestBlockhash(), slot)
    for (const [hash, issuedAt] of blockhashes) {
      if (issuedAt + blockhashLifetime < slot) blockhashes.delete(hash)
    }
    for (const listener of listeners) listener({ slot: slot - 1n, signature, err })
  }
  const firstSignature = (transaction: Transaction) => {
    const bytes = Object.values(transaction.signatures)[0]
    return getBase58Decoder().decode(bytes ?? new Uint8Array(64)) as Signature
  }
  const recentBlockhashOf = (transaction: Transaction) =>
    getCompiledTransactionMessageDecoder().decode(transaction.messageBytes).lifetimeToken

  return {
    seeded,
    genesisHash,
    slot: () => slot,
    latestBlockhash: () => ({
      blockhash: svm.latestBlockhash(),
      lastValidBlockHeight: slot + blockhashLifetime,
    }),
    isBlockhashValid,
    getAccount: (address) => svm.getAccount(address),
    programAccounts: (program) => svm.getProgramAccounts(program),
    minimumBalanceForRentExemption: (length) => svm.minimumBalanceForRentExemption(length),
    lamportsPerSignature: 5000n,
    send(transaction) {
      const signature = firstSignature(transaction)
      if (!isBlockhashValid(recentBlockhashOf(transaction))) {
        return { signature, err: 'BlockhashNotFound' }
      }
      // litesvm throws, rather than fails, on a transaction missing a signature.
      if (!signaturesPresent(transaction)) return { signature, err: 'SignatureFailure' }
      const result = svm.sendTransaction(transaction)
      const err =
        result instanceof FailedTransactionMetadata ? transactionErrorJson(result.err()) : null
      // A duplicate changes nothing: the first one's status stands.
      if (err !== 'AlreadyProcessed') commit(signature, err)
      return { signature, err }
    },
    simulate(transaction, { sigVerify, replaceRecentBlockhash }) {
      let simulated = transaction
      let replacementBlockhash: SimulationOutcome['replacementBlockhash']
      if (replaceRecentBlockhash) {
        const latest = {
          blockhash: svm.latestBlockhash(),
          lastValidBlockHeight: slot + blockhashLifetime,
        }
        const message = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes)
        const messageBytes = getCompiledTransactionMessageEncoder().encode({
          ...message,
          lifetimeToken: latest.blockhash,
        })
        simulated = { ...transaction, messageBytes: messageBytes as Transaction['messageBytes'] }
        replacementBlockhash = latest
      } else if (!isBlockhashValid(recentBlockhashOf(transaction))) {
        return { err: 'BlockhashNotFound', logs: [], unitsConsumed: 0n, postAccounts: [] }
      }
      if (sigVerify && !signaturesPresent(transaction)) {
        return { err: 'SignatureFailure', logs: [], unitsConsumed: 0n, postAccounts: [] }
      }
      svm.withSigverify(sigVerify)
      try {
        const result = svm.simulateTransaction(simulated)
        const meta = result.meta()
        return {
          err:
            result instanceof FailedTransactionMetadata ? transactionErrorJson(result.err()) : null,
          logs: meta.logs(),
          unitsConsumed: meta.computeUnitsConsumed(),
          postAccounts: result instanceof FailedTransactionMetadata ? [] : result.postAccounts(),
          ...(replacementBlockhash ? { replacementBlockhash } : {}),
        }
      } finally {
        svm.withSigverify(true)
      }
    },
    airdrop(address, amount) {
      const result = svm.airdrop(address, amount)
      if (!result) throw new AirdropNotRunError()
      const meta = result instanceof FailedTransactionMetadata ? result.meta() : result
      const signature = getBase58Decoder().decode(meta.signature()) as Signature
      const err =
        result instanceof FailedTransactionMetadata ? transactionErrorJson(result.err()) : null
      commit(signature, err)
      if (err) throw new AirdropFailedError(err)
      return signature
    },
    signatureStatus: (signature) => statuses.get(signature),
    onCommit(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

function recordSlotHash(svm: LiteSVM, slot: bigint) {
  // Newest first: programs binary-search the sysvar.
  const entries = [
    { slot, hash: svm.latestBlockhash() },
    ...svm.getSlotHashes().filter((entry) => entry.slot !== slot),
  ].sort((a, b) => (a.slot === b.slot ? 0 : a.slot > b.slot ? -1 : 1))
  svm.setSlotHashes(entries.slice(0, slotHashesKept))
}

function signaturesPresent(transaction: Transaction): boolean {
  return Object.values(transaction.signatures).every((bytes) => bytes?.some((byte) => byte !== 0))
}

/**
 * The genesis hash a local chain named `cluster` reports: `base58(sha256("portico solana cluster <cluster>"))`.
 * Its first 32 characters are the chain's CAIP-2 reference (`solana:<reference>`).
 *
 * @example
 * clusterGenesisHash('localnet').slice(0, 32)
 */
export function clusterGenesisHash(cluster: string): Blockhash {
  const digest = createHash('sha256').update(`portico solana cluster ${cluster}`).digest()
  return getBase58Decoder().decode(digest) as Blockhash
}

/**
 * The airdrop transaction failed on the chain (e.g. an amount below rent exemption).
 * @example
 * if (error instanceof AirdropFailedError) console.log(error.transactionError)
 */
export class AirdropFailedError extends BaseError {
  override name = 'AirdropFailedError'
  override readonly code = 'AIRDROP_FAILED'
  readonly transactionError: TransactionErrorJson

  constructor(transactionError: TransactionErrorJson) {
    super(`airdrop failed: ${JSON.stringify(transactionError)}`)
    this.transactionError = transactionError
  }
}
