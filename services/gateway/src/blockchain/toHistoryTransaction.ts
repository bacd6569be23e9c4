import type { Approval, Transaction, Transfer } from '@portico/common/schemas/api'
import { formatUnits, getAddress } from 'viem'
import type { TransactionTable } from '../db/Database'
import type { HistoryNftTransfer } from '../nfts/toHistoryNftTransfers'
import type { MarketPrices } from '../prices/createMarketPrices'
import type { GatewayChain } from './GatewayChain'
import type {
  ApprovalWithToken,
  HistoryOperationRow,
  TokenDetails,
  TransferWithToken,
} from './groupHistoryRows'

const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000'
// An ERC-4337 nonce is a 192-bit key above a 64-bit sequence; the sequence is the count a person
// knows (and fits a JSON number).
const NONCE_SEQUENCE = (1n << 64n) - 1n

function operationType(
  account: string,
  tx: TransactionTable,
  transfers: readonly { from_address: string; to_address: string }[],
  approvals: readonly ApprovalWithToken[],
) {
  // An allowance moves nothing: a transaction that only grants one is an approval.
  if (transfers.length === 0) return approvals.length > 0 ? 'approve' : 'execute'
  const ins = transfers.filter((t) => t.to_address === account && t.from_address !== account)
  const outs = transfers.filter((t) => t.from_address === account && t.to_address !== account)
  if (ins.length > 0 && outs.length > 0) return 'trade'
  if (ins.length > 0) return ins.every((t) => t.from_address === ZERO_ADDRESS) ? 'mint' : 'receive'
  if (outs.length > 0) return outs.every((t) => t.to_address === ZERO_ADDRESS) ? 'burn' : 'send'
  return tx.from_address === account ? 'send' : 'receive'
}

function checksum(address: string | null): string {
  return address ? getAddress(address) : ''
}

type TokenColumns = TokenDetails & { token_address: string | null }

/** A moved or approved token's name, symbol and decimals: indexed, else configured, else placeholders. */
function tokenOf(chain: GatewayChain | undefined, row: TokenColumns) {
  const native = chain?.config.nativeCurrency ?? { name: 'Ether', symbol: 'ETH', decimals: 18 }
  if (!row.token_address) return { ...native, decimalsKnown: true }
  const configured = chain?.config.tokens.find(
    (token) => token.address.toLowerCase() === row.token_address,
  )
  return {
    name: row.token_name ?? configured?.name ?? 'Unknown token',
    symbol: row.token_symbol ?? configured?.symbol ?? 'UNKNOWN',
    decimals: row.token_decimals ?? configured?.decimals ?? 0,
    decimalsKnown: row.token_decimals !== null || configured !== undefined,
  }
}

function fungibleInfo(token: { name: string; symbol: string }, baseUrl: string) {
  return {
    name: token.name,
    symbol: token.symbol,
    icon: { url: `${baseUrl}/public/getTokenImage/${encodeURIComponent(token.symbol)}` },
  }
}

function toApproval(
  chain: GatewayChain | undefined,
  row: ApprovalWithToken,
  baseUrl: string,
): Approval {
  const token = tokenOf(chain, row)
  const router = chain?.config.convert
  // The gateway knows its own swap routers (V2's, and SwapRouter02 where it swaps through V3)
  // by name; any other spender stays an address.
  const routers = [router?.router, chain?.config.uniswapV3?.swapRouter02]
  const ours = routers.some((address) => address?.toLowerCase() === row.spender)
  return {
    fungible_info: fungibleInfo(token, baseUrl),
    quantity: { numeric: formatUnits(BigInt(row.value), token.decimals) },
    spender: checksum(row.spender),
    ...(router && ours && { spender_name: router.routerName }),
  }
}

/**
 * Shapes one indexed transaction as the history API answers it, from the account's point of
 * view: direction per transfer, operation type, amounts as decimal strings, token icons served
 * by this gateway. No transfers gives `transfers: null` (clients hide empty lists as spam).
 * Allowances the account granted go in `approvals` (the spender named when it is one of this
 * chain's swap routers); a transaction that only grants allowances is an `approve`.
 * Values use today's prices (the static table, else the pools).
 * A bundle in which the account sent user operations (`operations`) reads as the account's own
 * transaction: sent from it, with its operation's nonce sequence, the fees it paid (`fee`), and
 * failed when none of its operations ran; its inner ether moves are among `transfers`, so a
 * send, swap or approval made through an operation is classified as an EOA's is.
 * @example
 * const item = await toHistoryTransaction({ account, tx, transfers, chains, prices, baseUrl })
 */
export async function toHistoryTransaction(args: {
  account: string
  tx: TransactionTable
  transfers: TransferWithToken[]
  /** The account's NFT movements in the transaction, after its fungible transfers. */
  nftTransfers?: readonly HistoryNftTransfer[]
  /** The allowances the account granted in the transaction. */
  approvals?: readonly ApprovalWithToken[]
  /** The user operations the account sent in the transaction (a bundle). */
  operations?: readonly HistoryOperationRow[]
  chains: ReadonlyMap<string, GatewayChain>
  prices: MarketPrices
  baseUrl: string
}): Promise<Transaction> {
  const { account, tx, prices, baseUrl } = args
  const chain = args.chains.get(tx.chain_id)
  const transfers = await Promise.all(
    args.transfers.map(async (t): Promise<Transfer> => {
      const token = tokenOf(chain, t)
      const numeric = formatUnits(BigInt(t.value), token.decimals)
      const caip10 = t.token_address ? `${tx.chain_id}:${t.token_address}` : undefined
      // A token of unknown decimals has no meaningful amount to price.
      const price = token.decimalsKnown
        ? await prices.priceOf({
            chainId: tx.chain_id,
            caip10,
            symbol: token.symbol,
            decimals: token.decimals,
          })
        : 0
      const direction =
        t.from_address === t.to_address ? 'self' : t.from_address === account ? 'out' : 'in'
      return {
        direction,
        quantity: { numeric },
        fungible_info: fungibleInfo(token, baseUrl),
        value: Number(numeric) * price,
        price,
        sender: checksum(t.from_address),
        recipient: checksum(t.to_address),
      }
    }),
  )
  const nfts = args.nftTransfers ?? []
  transfers.push(...nfts.map((n) => n.transfer))
  const approvals = args.approvals ?? []
  const [operation, ...more] = args.operations ?? []
  const actor = operation
    ? {
        from_address: account,
        nonce: Number(BigInt(operation.nonce) & NONCE_SEQUENCE),
        status:
          tx.status === 'confirmed' && [operation, ...more].some((op) => op.success)
            ? ('confirmed' as const)
            : ('failed' as const),
      }
    : {}
  const own = { ...tx, ...actor }
  const native = tokenOf(chain, {
    token_address: null,
    token_name: null,
    token_symbol: null,
    token_decimals: null,
  })
  const fee =
    operation &&
    formatUnits(
      [operation, ...more].reduce((sum, op) => sum + BigInt(op.fee), 0n),
      native.decimals,
    )
  return {
    id: `${tx.chain_id}:${tx.hash}`,
    metadata: {
      operationType: operationType(account, own, [...args.transfers, ...nfts], approvals),
      hash: tx.hash,
      minedAt: new Date(tx.timestamp * 1000).toISOString(),
      sentFrom: checksum(own.from_address),
      sentTo: checksum(tx.to_address),
      status: own.status,
      nonce: own.nonce,
      chain: tx.chain_id,
      ...(fee !== undefined && {
        fee: { quantity: { numeric: fee }, fungible_info: fungibleInfo(native, baseUrl) },
      }),
    },
    transfers: transfers.length > 0 ? transfers : null,
    ...(approvals.length > 0 && {
      approvals: approvals.map((approval) => toApproval(chain, approval, baseUrl)),
    }),
  }
}
