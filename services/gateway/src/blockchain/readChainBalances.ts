import type { TokenBalance } from '@portico/common/schemas/api'
import { type Address, erc20Abi, formatUnits } from 'viem'
import { GatewayError } from '../errors/GatewayError'
import type { MarketPrices } from '../prices/createMarketPrices'
import type { GatewayChain } from './GatewayChain'

async function toBalance(args: {
  chain: GatewayChain
  name: string
  symbol: string
  decimals: number
  raw: bigint
  address?: string | undefined
  prices: MarketPrices
  baseUrl: string
}): Promise<TokenBalance> {
  const numeric = formatUnits(args.raw, args.decimals)
  const price = await args.prices.priceOf({
    chainId: args.chain.caip2,
    caip10: args.address,
    symbol: args.symbol,
    decimals: args.decimals,
  })
  return {
    name: args.name,
    symbol: args.symbol,
    chainId: args.chain.caip2,
    ...(args.address ? { address: args.address } : {}),
    value: Number(numeric) * price,
    price,
    quantity: { decimals: String(args.decimals), numeric },
    iconUrl: `${args.baseUrl}/public/getTokenImage/${encodeURIComponent(args.symbol)}`,
  }
}

/**
 * Reads an account's native balance and its configured ERC20 balances on one chain (one
 * JSON-RPC batch), priced in USD. The native token is always listed; tokens only when the
 * account holds some.
 * @example
 * const balances = await readChainBalances({ chain, address: '0x…', prices, baseUrl })
 */
export async function readChainBalances(args: {
  chain: GatewayChain
  address: Address
  prices: MarketPrices
  baseUrl: string
}): Promise<TokenBalance[]> {
  const { chain, address, prices, baseUrl } = args
  const tokens = chain.config.tokens
  let raws: bigint[]
  try {
    raws = await Promise.all([
      chain.client.getBalance({ address }),
      ...tokens.map((token) =>
        chain.client.readContract({
          address: token.address as Address,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [address],
        }),
      ),
    ])
  } catch (cause) {
    throw new GatewayError('UPSTREAM_UNAVAILABLE', { cause, details: chain.caip2 })
  }
  const native = chain.config.nativeCurrency
  // Priced together: the pool reads of every token go out in one batch.
  return Promise.all([
    toBalance({ chain, ...native, raw: raws[0] ?? 0n, prices, baseUrl }),
    ...tokens.flatMap((token, i) => {
      const raw = raws[i + 1] ?? 0n
      if (raw === 0n) return []
      const caip10 = `${chain.caip2}:${token.address}`
      return [toBalance({ chain, ...token, address: caip10, raw, prices, baseUrl })]
    }),
  ])
}
