import { carriesPaymentReference } from './carriesPaymentReference'
import { erc20Paid } from './erc20Paid'
import { evmNativePaid } from './evmNativePaid'
import {
  type EvmCallFrame,
  evmCallFrameSchema,
  evmReceiptSchema,
  evmTransactionSchema,
} from './evmPaymentSchemas'
import type { JsonRpcRequest } from './JsonRpcRequest'
import type { PaymentAssetId, PaymentReading } from './PaymentReading'
import type { ReadPaymentArgs } from './ReadPaymentArgs'

const TRACER = { tracer: 'callTracer' }

// A node without the debug namespace (most public RPCs) answers an error: the transaction's own
// `to` and `value` are then all that is known.
async function traceOf(request: JsonRpcRequest, hash: string): Promise<EvmCallFrame | undefined> {
  let answer: unknown
  try {
    answer = await request('debug_traceTransaction', [hash, TRACER])
  } catch {
    return undefined
  }
  const parsed = evmCallFrameSchema.safeParse(answer)
  return parsed.success ? parsed.data : undefined
}

/**
 * Reads what an EVM transaction paid `recipient` in `asset` from a node, through JSON-RPC:
 * the transaction, its receipt and the chain's head; for a native payment that the
 * transaction's own `to`/`value` do not cover (a smart account's ERC-4337 bundle, a contract
 * forwarding value), its `callTracer` trace too. `minimum` (base units) is what would count as
 * paid: below it the trace is read. ERC-20 amounts come from the token's `Transfer` logs.
 * `reference`, when given (a wallet payment's 16 bytes), must be carried by the transaction's
 * input ({@link carriesPaymentReference}), or the reading is `UNBOUND` as soon as the
 * transaction is known, mined or not.
 * @example
 * const reading = await readEvmPayment({ request, txHash, asset: 'native', recipient, minimum: 10n ** 16n })
 * if (reading.status === 'MINED' && reading.paid >= 10n ** 16n) …
 */
export async function readEvmPayment(args: ReadPaymentArgs): Promise<PaymentReading> {
  const { request, txHash, asset, recipient } = args
  const rawTransaction = await request('eth_getTransactionByHash', [txHash])
  if (rawTransaction === null || rawTransaction === undefined) return { status: 'NOT_FOUND' }
  const transaction = evmTransactionSchema.parse(rawTransaction)
  const input = transaction.input ?? transaction.data ?? '0x'
  if (args.reference !== undefined && !carriesPaymentReference(input, args.reference)) {
    return { status: 'UNBOUND' }
  }
  if (!transaction.blockNumber) return { status: 'PENDING' }
  const rawReceipt = await request('eth_getTransactionReceipt', [txHash])
  if (rawReceipt === null || rawReceipt === undefined) return { status: 'PENDING' }
  const receipt = evmReceiptSchema.parse(rawReceipt)
  const head = BigInt(String(await request('eth_blockNumber', [])))
  const blockNumber = BigInt(receipt.blockNumber)
  const confirmations = head >= blockNumber ? Number(head - blockNumber) + 1 : 1
  if (BigInt(receipt.status) !== 1n) return { status: 'REVERTED', blockNumber, confirmations }
  const minimum = args.minimum ?? 1n
  let amount =
    asset === 'native'
      ? evmNativePaid({ transaction, recipient })
      : erc20Paid({ logs: receipt.logs, token: asset, recipient })
  if (asset === 'native' && amount.paid < minimum) {
    const trace = await traceOf(request, txHash)
    if (trace) amount = evmNativePaid({ transaction, trace, recipient })
  }
  const wrong =
    amount.paid > 0n
      ? undefined
      : paidOtherAsset({ asset, recipient, receiptLogs: receipt.logs, transaction })
        ? 'ASSET'
        : 'RECIPIENT'
  return { status: 'MINED', ...amount, wrong, blockNumber, confirmations }
}

// Whether the recipient got something in this transaction, only not in the asset asked: the
// native value of the transaction itself, or a Transfer log of any token.
function paidOtherAsset(args: {
  asset: PaymentAssetId
  recipient: string
  receiptLogs: { address: string; topics: string[]; data: string }[]
  transaction: { to?: string | null | undefined; value: string }
}): boolean {
  const recipient = args.recipient.toLowerCase()
  const tokens = new Set(args.receiptLogs.map((log) => log.address.toLowerCase()))
  tokens.delete(args.asset.toLowerCase())
  const gotToken = [...tokens].some(
    (token) => erc20Paid({ logs: args.receiptLogs, token, recipient }).paid > 0n,
  )
  const gotNative =
    args.asset !== 'native' &&
    args.transaction.to?.toLowerCase() === recipient &&
    BigInt(args.transaction.value) > 0n
  return gotToken || gotNative
}
