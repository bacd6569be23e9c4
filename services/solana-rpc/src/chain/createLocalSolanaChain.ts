import { createHash } from 'node:crypto'
import { BaseError } from '@portico/common'
import {
  type Address,
  type Blockhash,
  type EncodedAccount,
  getBase58Decoder,
  getCompiledTransactionMessageDecoder,
  type Lamports,
  type MaybeEncodedAccount,
  type Signature,
  type Transaction,
} from '@solana/kit'
import { FailedTransactionMetadata, LiteSVM } from 'litesvm'
import { type SeededTestChain, seedTestChain } from '../seed/seedTestChain'
import { AirdropNotRunError } from './AirdropNotRunError'
import { accountKeysOf, balancesOf, type TransactionRecord } from './recordTransaction'
import { signaturesPresent } from './signaturesPresent'
import { type SimulationOutcome, simulateOnSvm } from './simulateOnSvm'
import { type TransactionErrorJson, transactionErrorJson } from './transactionErrorJson'

/** What a processed transaction left: where it landed and whether it failed. */
export type SignatureStatus = { slot: bigint; err: TransactionErrorJson | null }

/** One new block: the transaction it holds. Subscriptions react to these. */
export type ChainCommit = { slot: bigint; signature: Signature; err: TransactionErrorJson | null }

/**
 * A local Solana chain on litesvm: one transaction per block, a fresh blockhash per block,
 * blockhashes valid for 150 blocks as on a real cluster, every block final at once. Sent
 * transactions are kept with their balances before and after (getTransaction,
 * getSignaturesForAddress); airdrops are not.
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
  /** A sent transaction's record (keys, balances before and after), for getTransaction. */
  transaction: (signature: string) => TransactionRecord | undefined
  /** The sent transactions that name `address` among their keys, newest first. */
  transactionsOf: (address: string) => TransactionRecord[]
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
  const history = new Map<string, TransactionRecord>()
  const byAddress = new Map<string, TransactionRecord[]>()
  const genesisHash = clusterGenesisHash(options.cluster ?? 'localnet')

  const latestBlockhash = () => ({
    blockhash: svm.latestBlockhash(),
    lastValidBlockHeight: slot + blockhashLifetime,
  })
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
    latestBlockhash,
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
      const { keys, version, recentBlockhash } = accountKeysOf(transaction)
      const addresses = keys.map((key) => key.pubkey)
      const before = balancesOf(svm, addresses)
      const result = svm.sendTransaction(transaction)
      const err =
        result instanceof FailedTransactionMetadata ? transactionErrorJson(result.err()) : null
      // A duplicate changes nothing: the first one's status stands.
      if (err === 'AlreadyProcessed') return { signature, err }
      const after = balancesOf(svm, addresses)
      const signatures = Object.values(transaction.signatures).map((bytes) =>
        getBase58Decoder().decode(bytes ?? new Uint8Array(64)),
      )
      const record: TransactionRecord = {
        signature,
        signatures,
        slot,
        blockTime: Math.floor(Date.now() / 1000),
        err,
        fee: 5000n * BigInt(signatures.length),
        version,
        recentBlockhash,
        keys,
        preBalances: before.lamports,
        postBalances: after.lamports,
        preTokenBalances: before.tokens,
        postTokenBalances: after.tokens,
      }
      history.set(signature, record)
      for (const address of new Set(addresses)) {
        byAddress.set(address, [record, ...(byAddress.get(address) ?? [])])
      }
      commit(signature, err)
      return { signature, err }
    },
    simulate: (transaction, options) =>
      simulateOnSvm(svm, transaction, { ...options, latestBlockhash, isBlockhashValid }),
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
    transaction: (signature) => history.get(signature),
    transactionsOf: (address) => byAddress.get(address) ?? [],
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
