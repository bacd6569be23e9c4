import { historyQuerySchema } from '@portico/common/schemas/api'
import type { Context, Next } from 'hono'
import { z } from 'zod'
import { createAddressValidator } from '../blockchain/createAddressValidator'
import type { GatewayChain } from '../blockchain/GatewayChain'
import { parseAccountAddress } from '../blockchain/parseAccountAddress'
import type { GatewayDb } from '../db/Database'
import { GatewayError } from '../errors/GatewayError'
import type { AppEnv } from '../http/AppEnv'
import { parseInput } from '../http/parseInput'
import type { MarketPrices } from '../prices/createMarketPrices'
import type { OnrampProvider } from './OnrampProvider'
import { decodeDepositCursor, readOnrampHistory } from './readOnrampHistory'

const invalid = (message: string) => new GatewayError('INVALID_PARAMS', { message })

/**
 * What the on-ramp history reads and answers with: the indexed database, the chains, prices
 * for the deposits' values, the page size and the gateway's public URL (the next page's link).
 * @example const history: OnrampHistorySource = { db, chains, prices, pageSize: 20, baseUrl: () => publicUrl }
 */
export type OnrampHistorySource = {
  db: GatewayDb
  chains: readonly GatewayChain[]
  prices: MarketPrices
  pageSize: number
  baseUrl: (c: Context) => string
}

/**
 * The handler of `GET /v1/account/:address/history` asked with `onramp=<provider>`: the
 * account's deposits from that provider. Without the parameter it passes the request on to
 * the plain history.
 * @example
 * app.get('/v1/account/:address/history', createOnrampHistoryHandler({ providers, history }))
 */
export function createOnrampHistoryHandler(deps: {
  providers: readonly OnrampProvider[]
  history: OnrampHistorySource
}) {
  const { providers } = deps
  const chains = new Map(deps.history.chains.map((chain) => [chain.caip2, chain]))
  const isValidAddress = createAddressValidator()
  const onrampHistoryQuery = z.object({
    ...historyQuerySchema.shape,
    onramp: z.string().min(1).max(32),
  })
  return async (c: Context<AppEnv, '/v1/account/:address/history'>, next: Next) => {
    if (c.req.query('onramp') === undefined) return next()
    const query = parseInput(onrampHistoryQuery, c.req.query(), 'query')
    const account = parseAccountAddress(c.req.param('address'), query.chainId, isValidAddress)
    const provider = providers.find((p) => p.name === query.onramp)
    if (!provider) throw invalid(`Unknown on-ramp provider '${query.onramp}'`)
    const after = query.cursor ? decodeDepositCursor(query.cursor) : undefined
    if (query.cursor && !after) throw invalid("Invalid query parameter 'cursor': not a cursor")
    if (account.namespace !== 'eip155' || (account.chainId && !chains.has(account.chainId))) {
      return c.json({ data: [], next: null })
    }
    return c.json(
      await readOnrampHistory({
        db: deps.history.db,
        account: account.address,
        chainId: account.chainId,
        senders: provider.depositSenders,
        limit: deps.history.pageSize,
        after,
        chains,
        prices: deps.history.prices,
        baseUrl: deps.history.baseUrl(c),
      }),
    )
  }
}
