import { balanceQuerySchema } from '@portico/common/schemas/api'
import type { Clock } from '@portico/server'
import type { Context, MiddlewareHandler } from 'hono'
import type { Address } from 'viem'
import { z } from 'zod'
import type { BitcoinNode } from '../bitcoin/createBitcoinNodes'
import { readBitcoinBalances } from '../bitcoin/readBitcoinBalances'
import { GatewayError } from '../errors/GatewayError'
import type { AppEnv } from '../http/AppEnv'
import { parseInput } from '../http/parseInput'
import { accountPathParam, flagParam } from '../http/querySchemas'
import type { MarketPrices } from '../prices/createMarketPrices'
import { readSolanaBalances } from '../solana/readSolanaBalances'
import type { SolanaChainConfig } from '../solana/solanaConfigSchema'
import { cachedBaseUrl } from './cachedBaseUrl'
import type { AddressValidator } from './createAddressValidator'
import { type BalanceCache, createBalanceCache } from './createBalanceCache'
import type { GatewayChain } from './GatewayChain'
import { parseAccountAddress } from './parseAccountAddress'
import { readChainBalances } from './readChainBalances'

const balanceQuery = z.object({
  ...balanceQuerySchema.shape,
  currency: z.enum(['usd', 'USD'], 'Only usd is supported').optional(),
  forceUpdate: flagParam.optional(),
})

/**
 * The Bitcoin chain and plain address of a balance request, when it names a configured Bitcoin
 * chain (by `chainId` or a CAIP-10 address): its addresses follow that chain's parameters, which
 * the namespace-wide validator does not know (a regtest chain's `rltc…`).
 */
function bitcoinAccountOf(
  raw: string,
  chainId: string | undefined,
  nodes: ReadonlyMap<string, BitcoinNode> | undefined,
): { node: BitcoinNode; address: string } | undefined {
  const parts = raw.split(':')
  const pathChain = parts.length === 3 ? `${parts[0]}:${parts[1]}` : undefined
  const node = nodes?.get(chainId ?? pathChain ?? '')
  if (!node) return undefined
  if (pathChain && chainId && pathChain !== chainId) {
    throw new GatewayError('INVALID_PARAMS', {
      message: "Invalid path parameter 'address': its chain differs from 'chainId'",
    })
  }
  return { node, address: parts.at(-1) ?? '' }
}

/**
 * The handler of `GET /v1/account/:address/balance`: an address's balances on the configured
 * Bitcoin chains, Solana clusters or EVM chains, each answer cached (`balanceCache`, or one in
 * this process) for `balanceCacheMs` unless `forceUpdate` asks again.
 * @example
 * app.get('/v1/account/:address/balance', createBalanceHandler({ clock, chains, prices, balanceCacheMs: 30_000, balanceForceUpdateIntervalMs: 5_000, publicUrl, baseUrl, isValidAddress }))
 */
export function createBalanceHandler(deps: {
  clock: Clock
  chains: readonly GatewayChain[]
  prices: MarketPrices
  balanceCacheMs: number
  balanceForceUpdateIntervalMs: number
  publicUrl: string | undefined
  /** The base URL of this gateway's images, for the caller. */
  baseUrl: (c: Context) => string
  /** Shared with the other account routes: one memo of checked addresses. */
  isValidAddress: AddressValidator
  balanceCache?: BalanceCache | undefined
  bitcoinNodes?: ReadonlyMap<string, BitcoinNode> | undefined
  bitcoinRateLimit?: MiddlewareHandler<AppEnv> | undefined
  solanaChains?: readonly SolanaChainConfig[] | undefined
}) {
  const { isValidAddress } = deps
  const cache =
    deps.balanceCache ??
    createBalanceCache({
      clock: deps.clock,
      ttlMs: deps.balanceCacheMs,
      forceIntervalMs: deps.balanceForceUpdateIntervalMs,
    })
  const solanaChains = deps.solanaChains ?? []
  // Cached answers never hold a caller's Host: without publicUrl they keep a marker for the
  // base URL that each answer fills in.
  const base = cachedBaseUrl(deps.publicUrl, deps.baseUrl)
  const cachedBase = base.stored
  const withBase = base.fill

  // One answer per key, read again only when its cache time is over or the caller forces it.
  const answer = async (
    c: Context<AppEnv>,
    key: string,
    force: boolean,
    read: () => Promise<readonly unknown[]>,
  ) => {
    const body = await cache.get(key, force, async () => JSON.stringify({ balances: await read() }))
    return c.body(withBase(body, c), 200, { 'Content-Type': 'application/json' })
  }

  return async (c: Context<AppEnv, '/v1/account/:address/balance'>) => {
    const query = parseInput(balanceQuery, c.req.query(), 'query')
    const force = query.forceUpdate === true
    const raw = parseInput(accountPathParam, c.req.param('address'), 'path')
    const bitcoin = bitcoinAccountOf(raw, query.chainId, deps.bitcoinNodes)
    if (bitcoin) {
      await deps.bitcoinRateLimit?.(c, async () => {})
      const key = `${bitcoin.address}|${bitcoin.node.chain.params.caipNetworkId}`
      return answer(c, key, force, () =>
        readBitcoinBalances({ ...bitcoin, prices: deps.prices, baseUrl: cachedBase }),
      )
    }
    const account = parseAccountAddress(raw, query.chainId, isValidAddress)
    if (account.namespace === 'solana') {
      const solana = solanaChains.filter(
        (chain) => !account.chainId || chain.caipNetworkId === account.chainId,
      )
      const key = `${account.address}|${account.chainId ?? 'solana:*'}`
      return answer(c, key, force, async () => {
        const perChain = await Promise.all(
          solana.map((chain) =>
            readSolanaBalances({
              chain,
              owner: account.address,
              prices: deps.prices,
              baseUrl: cachedBase,
            }),
          ),
        )
        return perChain.flat()
      })
    }
    const selected = deps.chains.filter(
      (chain) =>
        account.namespace === 'eip155' && (!account.chainId || chain.caip2 === account.chainId),
    )
    const key = `${account.address}|${account.chainId ?? '*'}`
    return answer(c, key, force, async () => {
      const perChain = await Promise.all(
        selected.map((chain) =>
          readChainBalances({
            chain,
            address: account.address as Address,
            prices: deps.prices,
            baseUrl: cachedBase,
          }),
        ),
      )
      return perChain.flat()
    })
  }
}
