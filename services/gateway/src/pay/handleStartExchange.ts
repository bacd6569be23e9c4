import { payExchangeRequestSchema } from '@portico/common/schemas/api'
import type { Context } from 'hono'
import { GatewayError } from '../errors/GatewayError'
import type { AppEnv } from '../http/AppEnv'
import { parseInput } from '../http/parseInput'
import { readJsonBody } from '../http/readJsonBody'
import type { PayRoutesContext } from './PayRoutesContext'

/**
 * `POST /v1/pay/payments/:id/exchange` `{ exchangeId, returnUrl? }` → `{ url, sessionId }`: the
 * exchange's hosted page for an open payment, from an exchange that pays its asset out; the
 * payment is then followed through the exchange's session (and checked on chain).
 * @example
 * app.post('/v1/pay/payments/:id/exchange', (c) => handleStartExchange(ctx, c))
 */
export async function handleStartExchange(ctx: PayRoutesContext, c: Context<AppEnv>) {
  const row = await ctx.findOpen(c)
  const { exchangeId, returnUrl } = parseInput(
    payExchangeRequestSchema,
    await readJsonBody(c),
    'body',
  )
  const client = ctx.exchanges.get(exchangeId)
  if (!client) {
    throw new GatewayError('PAY_EXCHANGE_NOT_FOUND', { message: `Unknown exchange ${exchangeId}` })
  }
  if (!(await client.serves(row.network, row.asset))) {
    throw new GatewayError('PAY_EXCHANGE_NOT_FOUND', {
      message: `${client.exchange.name} does not pay out this asset on ${row.network}`,
    })
  }
  const session = await client.createSession({
    network: row.network,
    asset: row.asset,
    amount: row.amount,
    recipient: row.recipient,
    reference: row.id,
    ...(returnUrl ? { returnUrl } : {}),
  })
  const updated = await ctx.store.update(row.id, {
    status: 'IN_PROGRESS',
    method: 'exchange',
    exchange_id: exchangeId,
    session_id: session.sessionId,
    updated_at: ctx.clock.now(),
  })
  if (!updated) throw new GatewayError('PAYMENT_CLOSED')
  return c.json({ url: session.url, sessionId: session.sessionId })
}
