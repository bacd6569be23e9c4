import type { TokenBalance } from '@portico/common/schemas/api'
import { formatUnits } from 'viem'
import { z } from 'zod'
import { UpstreamError } from '../errors/UpstreamError'
import type { MarketPrices } from '../prices/createMarketPrices'
import type { SolanaChainConfig } from './solanaConfigSchema'

const TOKEN_PROGRAMS = [
  'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
]

const balanceSchema = z.object({ value: z.number().int().nonnegative() })
const tokenAccountsSchema = z.object({
  value: z.array(
    z.object({
      account: z.object({
        data: z.object({
          parsed: z.object({
            info: z.object({
              mint: z.string(),
              tokenAmount: z.object({
                amount: z.string().regex(/^\d+$/),
                decimals: z.number().int(),
              }),
            }),
          }),
        }),
      }),
    }),
  ),
})

async function rpc<T>(
  chain: SolanaChainConfig,
  method: string,
  params: unknown[],
  schema: z.ZodType<T>,
) {
  const response = await fetch(chain.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    signal: AbortSignal.timeout(chain.rpcTimeoutMs),
  })
  const body = (await response.json()) as { result?: unknown; error?: { message?: string } }
  if (body.error)
    throw new UpstreamError(
      'UPSTREAM_RPC_ERROR',
      `${chain.name} ${method}: ${body.error.message ?? 'error'}`,
    )
  return schema.parse(body.result)
}

/**
 * An address's balances on a Solana cluster in the balance API's shape: SOL, then each SPL
 * token it holds (Token and Token-2022, its token accounts added up), named by the configured
 * tokens (an unknown mint by its address) and priced by the price table (0 without an entry).
 * @example
 * const [sol, ptt] = await readSolanaBalances({ chain, owner, prices, baseUrl })
 */
export async function readSolanaBalances(args: {
  chain: SolanaChainConfig
  owner: string
  prices: MarketPrices
  baseUrl: string
}): Promise<TokenBalance[]> {
  const { chain, owner } = args
  const config = { encoding: 'jsonParsed' }
  const [lamports, ...perProgram] = await Promise.all([
    rpc(chain, 'getBalance', [owner], balanceSchema),
    ...TOKEN_PROGRAMS.map((programId) =>
      rpc(chain, 'getTokenAccountsByOwner', [owner, { programId }, config], tokenAccountsSchema),
    ),
  ])
  const held = new Map<string, { amount: bigint; decimals: number }>()
  for (const { account } of perProgram.flatMap((answer) => answer.value)) {
    const { mint, tokenAmount } = account.data.parsed.info
    const before = held.get(mint)?.amount ?? 0n
    held.set(mint, { amount: before + BigInt(tokenAmount.amount), decimals: tokenAmount.decimals })
  }
  const icon = (symbol: string) =>
    `${args.baseUrl}/public/getTokenImage/${encodeURIComponent(symbol)}`
  const entry = async (
    name: string,
    symbol: string,
    decimals: number,
    amount: bigint,
    address?: string,
  ): Promise<TokenBalance> => {
    const numeric = formatUnits(amount, decimals)
    const caip10 = address ? `${chain.caipNetworkId}:${address}` : undefined
    const price = await args.prices.priceOf({
      chainId: chain.caipNetworkId,
      caip10,
      symbol,
      decimals,
    })
    return {
      name,
      symbol,
      chainId: chain.caipNetworkId,
      ...(caip10 ? { address: caip10 } : {}),
      value: Number(numeric) * price,
      price,
      quantity: { decimals: String(decimals), numeric },
      iconUrl: icon(symbol),
    }
  }
  const { name, symbol, decimals } = chain.nativeCurrency
  const tokens = [...held]
    .filter(([, token]) => token.amount > 0n)
    .map(([mint, token]) => {
      const known = chain.tokens.find((t) => t.mint === mint)
      return entry(
        known?.name ?? mint,
        known?.symbol ?? mint.slice(0, 6),
        token.decimals,
        token.amount,
        mint,
      )
    })
  return Promise.all([entry(name, symbol, decimals, BigInt(lamports.value)), ...tokens])
}
