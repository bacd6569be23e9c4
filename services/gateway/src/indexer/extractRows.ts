import type {
  AccountActivityTable,
  ApprovalTable,
  TransactionTable,
  TransferTable,
  UserOperationTable,
} from '../db/Database'
import { decodeNftLog } from '../nfts/decodeNftLog'
import type { NftTransferTable } from '../nfts/NftDatabase'
import { decodeApprovalLog } from './decodeApprovalLog'
import { decodeUserOperationEvent } from './decodeUserOperationEvent'
import { routerEtherPayouts, type SwapRouter } from './routerEtherPayouts'
import type { BlockWithReceipts, InternalTransfer, RpcBlock, RpcReceipt } from './rpcSchemas'

// keccak256('Transfer(address,address,uint256)')
const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'

/**
 * Rows the indexer writes for a range of blocks.
 * @example const { transactions, transfers, activity, tokenAddresses } = extractRows(chainId, blocks)
 */
export type ExtractedRows = {
  transactions: TransactionTable[]
  transfers: TransferTable[]
  /** ERC-20 allowances granted (`Approval` logs). */
  approvals: ApprovalTable[]
  /** ERC-4337 user operations (trusted EntryPoints' `UserOperationEvent` logs). */
  userOperations: UserOperationTable[]
  activity: AccountActivityTable[]
  tokenAddresses: Set<string>
  /** ERC-721 and ERC-1155 movements, one per token id. */
  nftTransfers: NftTransferTable[]
}

/**
 * Rows of no block: what {@link extractRows} fills, or a test builds its own batch in.
 * @example const rows = emptyExtractedRows(); rows.transactions.push(row)
 */
export function emptyExtractedRows(): ExtractedRows {
  return {
    transactions: [],
    transfers: [],
    approvals: [],
    userOperations: [],
    activity: [],
    tokenAddresses: new Set(),
    nftTransfers: [],
  }
}

const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000'

function topicAddress(topic: string): string {
  return `0x${topic.slice(-40)}`.toLowerCase()
}

/**
 * Turns fetched blocks into rows: every transaction, a native transfer for each successful
 * transaction that moved value, one transfer per ERC20 `Transfer` log (three topics), one NFT
 * transfer per ERC721 `Transfer` (four topics: the id is indexed) and per id of an ERC1155
 * `TransferSingle`/`TransferBatch`, one approval per ERC20 `Approval` log, the ether the chain's
 * swap router (`router`) paid out of WETH for a swap into ether (no log records that payment),
 * one native transfer per inner call that moved ether in a traced block (`internalTransfers`;
 * keyed by log index -2, -3, … in call order; the router's payouts are not counted twice, and
 * ether paid into an EntryPoint is not a transfer: it is a smart account's gas prefund or
 * deposit, which the operation's fee accounts for), one user operation per `UserOperationEvent`
 * of a trusted EntryPoint (`entryPoints`), and one history row per account a transaction
 * touched (an operation touches its sender).
 * @example
 * const rows = extractRows('eip155:31337', await fetchBlockRange(client, 1, 100))
 */
export function extractRows(
  chainId: string,
  blocks: readonly BlockWithReceipts[],
  options: { router?: SwapRouter | undefined; entryPoints?: ReadonlySet<string> } = {},
): ExtractedRows {
  const rows = emptyExtractedRows()
  const entryPoints = options.entryPoints ?? new Set<string>()
  for (const { block, receipts, internalTransfers } of blocks) {
    const receiptOf = new Map(receipts.map((r) => [r.transactionHash.toLowerCase(), r]))
    const innerOf = new Map<string, InternalTransfer[]>()
    for (const moved of internalTransfers ?? []) {
      const list = innerOf.get(moved.txHash)
      if (list) list.push(moved)
      else innerOf.set(moved.txHash, [moved])
    }
    for (const tx of block.transactions) {
      addTransactionRows(rows, {
        chainId,
        blockNumber: Number(block.number),
        timestamp: Number(block.timestamp),
        tx,
        receipt: receiptOf.get(tx.hash.toLowerCase()),
        router: options.router,
        inner: innerOf.get(tx.hash.toLowerCase()) ?? [],
        entryPoints,
      })
    }
  }
  return rows
}

type BlockTransaction = RpcBlock['transactions'][number]
type Log = RpcReceipt['logs'][number]
/** Where a log's rows belong: its chain, transaction and block. */
type LogPlace = { chainId: string; hash: string; blockNumber: number }

function addTransactionRows(
  rows: ExtractedRows,
  args: {
    chainId: string
    blockNumber: number
    timestamp: number
    tx: BlockTransaction
    receipt: RpcReceipt | undefined
    router: SwapRouter | undefined
    /** The ether the transaction's inner calls moved (none when its block was not traced). */
    inner: readonly InternalTransfer[]
    entryPoints: ReadonlySet<string>
  },
): void {
  const { chainId, blockNumber, timestamp, tx, receipt } = args
  const hash = tx.hash.toLowerCase()
  // Receipts before Byzantium carry no status; such transactions were included, so count them.
  const confirmed = receipt?.status == null || receipt.status === '0x1'
  const from = tx.from.toLowerCase()
  const to = (tx.to ?? receipt?.contractAddress ?? null)?.toLowerCase() ?? null
  const txIndex = Number(tx.transactionIndex)
  const accounts = new Set([from, ...(to ? [to] : [])])
  rows.transactions.push({
    chain_id: chainId,
    hash,
    block_number: blockNumber,
    tx_index: txIndex,
    timestamp,
    from_address: from,
    to_address: to,
    nonce: Number(tx.nonce),
    status: confirmed ? 'confirmed' : 'failed',
  })
  const place: LogPlace = { chainId, hash, blockNumber }
  const ether = (logIndex: number, moved: { from: string; to: string; value: bigint }) =>
    addTransfer(rows, { ...moved, place, logIndex, token: null }, accounts)
  const value = BigInt(tx.value)
  if (confirmed && value > 0n && to) ether(-1, { from, to, value })
  const payouts =
    confirmed && args.router
      ? routerEtherPayouts({ to, input: tx.input }, receipt?.logs ?? [], args.router)
      : []
  for (const payout of payouts) ether(payout.logIndex, payout)
  if (confirmed) {
    // A traced router payout is the same ether the Withdrawal log already accounted for.
    const unmatched = [...payouts]
    for (const [i, moved] of args.inner.entries()) {
      if (args.entryPoints.has(moved.to)) continue
      const same = unmatched.findIndex(
        (p) => p.from === moved.from && p.to === moved.to && p.value === moved.value,
      )
      if (same >= 0) unmatched.splice(same, 1)
      else ether(-2 - i, moved)
    }
  }
  for (const log of receipt?.logs ?? []) {
    const operation = decodeUserOperationEvent(log, args.entryPoints)
    if (operation) {
      accounts.add(operation.sender)
      rows.userOperations.push({
        ...logKey(place, Number(log.logIndex)),
        user_op_hash: operation.userOpHash,
        sender: operation.sender,
        paymaster: operation.paymaster,
        nonce: operation.nonce.toString(),
        success: operation.success ? 1 : 0,
        actual_gas_cost: operation.actualGasCost.toString(),
        actual_gas_used: operation.actualGasUsed.toString(),
      })
      continue
    }
    addLogRows(rows, place, log, accounts)
  }
  accounts.delete(ZERO_ADDRESS)
  for (const account of accounts) {
    rows.activity.push({
      account,
      chain_id: chainId,
      tx_hash: hash,
      block_number: blockNumber,
      tx_index: txIndex,
      timestamp,
    })
  }
}

// One log's approval, NFT movements or ERC-20 transfer; the accounts it touched join `accounts`.
function addLogRows(rows: ExtractedRows, place: LogPlace, log: Log, accounts: Set<string>): void {
  const key = logKey(place, Number(log.logIndex))
  const approval = decodeApprovalLog(log)
  if (approval) {
    const token = log.address.toLowerCase()
    rows.tokenAddresses.add(token)
    accounts.add(approval.owner)
    rows.approvals.push({
      ...key,
      token_address: token,
      owner: approval.owner,
      spender: approval.spender,
      value: approval.value,
    })
    return
  }
  for (const nft of decodeNftLog(log)) {
    accounts.add(nft.from)
    accounts.add(nft.to)
    rows.nftTransfers.push({
      ...key,
      batch_index: nft.batchIndex,
      contract_address: log.address.toLowerCase(),
      token_id: nft.tokenId,
      standard: nft.standard,
      from_address: nft.from,
      to_address: nft.to,
      amount: nft.amount,
    })
  }
  const [topic0, fromTopic, toTopic] = log.topics
  if (topic0 !== TRANSFER_TOPIC || log.topics.length !== 3 || !fromTopic || !toTopic) return
  if (log.data.length !== 66) return
  const token = log.address.toLowerCase()
  rows.tokenAddresses.add(token)
  addTransfer(
    rows,
    {
      place,
      logIndex: key.log_index,
      token,
      from: topicAddress(fromTopic),
      to: topicAddress(toTopic),
      value: BigInt(log.data),
    },
    accounts,
  )
}

/** One ERC-20 or native (`token: null`) movement of a transaction, at its log index. */
type Movement = {
  place: LogPlace
  logIndex: number
  token: string | null
  from: string
  to: string
  value: bigint
}

// A transfer row; both its ends join `accounts`.
function addTransfer(rows: ExtractedRows, moved: Movement, accounts: Set<string>): void {
  accounts.add(moved.from)
  accounts.add(moved.to)
  rows.transfers.push({
    ...logKey(moved.place, moved.logIndex),
    token_address: moved.token,
    from_address: moved.from,
    to_address: moved.to,
    value: moved.value.toString(),
  })
}

// The columns that place a log's row: chain, transaction, log index and block.
function logKey(place: LogPlace, logIndex: number) {
  return {
    chain_id: place.chainId,
    tx_hash: place.hash,
    log_index: logIndex,
    block_number: place.blockNumber,
  }
}
