import { sdkQuerySchema } from '@portico/common/schemas/api'
import type { Context } from 'hono'
import { z } from 'zod'
import type { AppEnv } from '../http/AppEnv'
import { parseInput } from '../http/parseInput'
import type { PayRoutesContext } from './PayRoutesContext'

const exchangesQuery = z.object({
  ...sdkQuerySchema.shape,
  network: z.string().max(80).optional(),
  asset: z.string().max(128).optional(),
})

/**
 * `GET /v1/pay/exchanges?network&asset` → `{ exchanges: [{ id, name, imageUrl }], total }`: the
 * configured exchanges, only those that pay the asset out when one is named (an exchange whose
 * asset list cannot be read is left out, with a warning).
 * @example
 * app.get('/v1/pay/exchanges', (c) => handleListExchanges(ctx, c))
 */
export async function handleListExchanges(ctx: PayRoutesContext, c: Context<AppEnv>) {
  const { network, asset } = parseInput(exchangesQuery, c.req.query(), 'query')
  const clients = [...ctx.exchanges.values()]
  const serving = await Promise.all(
    clients.map(async (client) => {
      if (network === undefined || asset === undefined) return true
      try {
        return await client.serves(network, asset)
      } catch (error) {
        ctx.logger.warn(`pay: ${client.exchange.id} assets: ${String(error)}`)
        return false
      }
    }),
  )
  const list = clients
    .filter((_, i) => serving[i])
    .map(({ exchange: { id, name, imageUrl } }) => ({ id, name, imageUrl }))
  return c.json({ exchanges: list, total: list.length })
}
