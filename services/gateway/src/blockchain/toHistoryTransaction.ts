import type { Transaction, Transfer } from '@portico/common/schemas/api'
import { formatUnits, getAddress } from 'viem'
import type { TransactionTable } from '../db/Database'
import type { PriceTable } from './createPriceTable'
import type { GatewayChain } from './GatewayChain'

const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000'

/**
 * A transfer row joined with its token's metadata (null for native transfers).
 * @example const t: TransferWithToken = { ...row, token_name: 'Test USD', token_symbol: 'TUSD', token_decimals: 6 }
 */
export type TransferWithToken = {
  chain_id: string
  tx_hash: string
  log_index: number
  token_address: string | null
  from_address: string
  to_address: string
  value: string
  token_name: string | null
  token_symbol: string | null
  token_decimals: number | null
}

function operationType(account: string, tx: TransactionTable, transfers: TransferWithToken[]) {
  if (transfers.length === 0) return 'execute'
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

/**
 * Shapes one indexed transaction as the history API answers it, from the account's point of
 * view: direction per transfer, operation type, amounts as decimal strings, token icons served
 * by this gateway. No transfers gives `transfers: null` (clients hide empty lists as spam).
 * @example
 * const item = toHistoryTransaction({ account, tx, transfers, chains, prices, baseUrl })
 */
export function toHistoryTransaction(args: {
  account: string
  tx: TransactionTable
  transfers: TransferWithToken[]
  chains: ReadonlyMap<string, GatewayChain>
  prices: PriceTable
  baseUrl: string
}): Transaction {
  const { account, tx, prices, baseUrl } = args
  const chain = args.chains.get(tx.chain_id)
  const native = chain?.config.nativeCurrency ?? { name: 'Ether', symbol: 'ETH', decimals: 18 }
  const transfers = args.transfers.map((t): Transfer => {
    const configured = chain?.config.tokens.find(
      (token) => token.address.toLowerCase() === t.token_address,
    )
    const token = t.token_address
      ? {
          name: t.token_name ?? configured?.name ?? 'Unknown token',
          symbol: t.token_symbol ?? configured?.symbol ?? 'UNKNOWN',
          decimals: t.token_decimals ?? configured?.decimals ?? 0,
        }
      : native
    const numeric = formatUnits(BigInt(t.value), token.decimals)
    const caip10 = t.token_address ? `${tx.chain_id}:${t.token_address}` : undefined
    const price = prices.priceOf(caip10, token.symbol)
    const direction =
      t.from_address === t.to_address ? 'self' : t.from_address === account ? 'out' : 'in'
    return {
      direction,
      quantity: { numeric },
      fungible_info: {
        name: token.name,
        symbol: token.symbol,
        icon: { url: `${baseUrl}/public/getTokenImage/${encodeURIComponent(token.symbol)}` },
      },
      value: Number(numeric) * price,
      price,
      sender: checksum(t.from_address),
      recipient: checksum(t.to_address),
    }
  })
  return {
    id: `${tx.chain_id}:${tx.hash}`,
    metadata: {
      operationType: operationType(account, tx, args.transfers),
      hash: tx.hash,
      minedAt: new Date(tx.timestamp * 1000).toISOString(),
      sentFrom: checksum(tx.from_address),
      sentTo: checksum(tx.to_address),
      status: tx.status,
      nonce: tx.nonce,
      chain: tx.chain_id,
    },
    transfers: transfers.length > 0 ? transfers : null,
  }
}
