import type { TokenBalance } from '@portico/common/schemas/api'
import { type Address, erc20Abi, formatUnits, type PublicClient } from 'viem'
import type { FixtureChain } from './FixtureChain'

/**
 * An account's balances on one chain as /balance answers them: the native token always, each
 * configured token the account holds (read from the chain now), priced from `prices` by
 * symbol. Throws when the chain's RPC does not answer.
 * @example
 * const balances = await readFixtureBalances({ chain, client, address, prices, baseUrl })
 */
export async function readFixtureBalances(args: {
  chain: FixtureChain
  client: PublicClient
  address: Address
  prices: Readonly<Record<string, number>>
  baseUrl: string
}): Promise<TokenBalance[]> {
  const { chain, client, address, prices, baseUrl } = args
  const tokens = chain.tokens ?? []
  const raws = await Promise.all([
    client.getBalance({ address }),
    ...tokens.map((token) =>
      client.readContract({
        address: token.address as Address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [address],
      }),
    ),
  ])
  const caip2 = `eip155:${chain.chainId}`
  const entry = (
    token: { name: string; symbol: string; decimals: number },
    raw: bigint,
    caip10?: string,
  ): TokenBalance => {
    const numeric = formatUnits(raw, token.decimals)
    const price = prices[token.symbol] ?? 0
    return {
      name: token.name,
      symbol: token.symbol,
      chainId: caip2,
      ...(caip10 ? { address: caip10 } : {}),
      value: Number(numeric) * price,
      price,
      quantity: { decimals: String(token.decimals), numeric },
      iconUrl: `${baseUrl}/public/getTokenImage/${encodeURIComponent(token.symbol)}`,
    }
  }
  const native = { name: 'Ether', symbol: 'ETH', decimals: 18 }
  return [
    entry(native, raws[0] ?? 0n),
    ...tokens.flatMap((token, i) => {
      const raw = raws[i + 1] ?? 0n
      return raw === 0n ? [] : [entry(token, raw, `${caip2}:${token.address}`)]
    }),
  ]
}
