import type { Transaction, Transfer } from '@portico/common/schemas/api'
import { formatUnits, getAddress } from 'viem'
import type { TransactionTable } from '../db/Database'
import type { HistoryNftTransfer } from '../nfts/readHistoryNfts'
import type { MarketPrices } from '../prices/createMarketPrices'
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

function operationType(
  account: string,
  tx: TransactionTable,
  transfers: readonly { from_address: string; to_address: string }[],
) {
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
 * Values use today's prices (the static table, else the pools).
 * @example
 * const item = await toHistoryTransaction({ account, tx, transfers, chains, prices, baseUrl })
 */
export async function toHistoryTransaction(args: {
  account: string
  tx: TransactionTable
  transfers: TransferWithToken[]
  /** The account's NFT movements in the transaction, after its fungible transfers. */
  nftTransfers?: readonly HistoryNftTransfer[]
  chains: ReadonlyMap<string, GatewayChain>
  prices: MarketPrices
  baseUrl: string
}): Promise<Transaction> {
  const { account, tx, prices, baseUrl } = args
  const chain = args.chains.get(tx.chain_id)
  const native = chain?.config.nativeCurrency ?? { name: 'Ether', symbol: 'ETH', decimals: 18 }
  const transfers = await Promise.all(
    args.transfers.map(async (t): Promise<Transfer> => {
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
      // A token of unknown decimals has no meaningful amount to price.
      const decimalsKnown = !t.token_address || t.token_decimals !== null || configured
      const price = decimalsKnown
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
    }),
  )
  const nfts = args.nftTransfers ?? []
  transfers.push(...nfts.map((n) => n.transfer))
  return {
    id: `${tx.chain_id}:${tx.hash}`,
    metadata: {
      operationType: operationType(account, tx, [...args.transfers, ...nfts]),
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
