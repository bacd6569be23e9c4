import { createPaymentRequestSchema } from '@portico/common/schemas/api'
import type { Clock, Logger } from '@portico/server'
import type { Context } from 'hono'
import { Hono } from 'hono'
import type { Kysely } from 'kysely'
import { z } from 'zod'
import type { GatewayDatabase } from '../db/Database'
import { GatewayError } from '../errors/GatewayError'
import type { AppEnv } from '../http/AppEnv'
import { parseInput } from '../http/parseInput'
import { readJsonBody } from '../http/readJsonBody'
import { closedPaymentError, isOpenPayment } from './closedPaymentError'
import { createExchangeClient, type ExchangeClient } from './createExchangeClient'
import { createPayment } from './createPayment'
import { createPaymentRefresher } from './createPaymentRefresher'
import { createPaymentStore } from './createPaymentStore'
import { handleAttachTransaction } from './handleAttachTransaction'
import { handleListExchanges } from './handleListExchanges'
import { handleStartExchange } from './handleStartExchange'
import { handleStartQr } from './handleStartQr'
import type { PayDatabase } from './PayDatabase'
import type { PayNetwork } from './PayNetwork'
import type { PayRoutesContext } from './PayRoutesContext'
import type { PayConfig } from './payConfigSchema'
import { toPaymentRecord } from './toPaymentRecord'

const idSchema = z.string().regex(/^pay_[A-Za-z0-9_-]{22}$/, 'Expected a payment id (pay_…)')

/**
 * The Pay API: payments a project asks for, checked against the chain, and the ways
 * to pay them — a wallet's transaction, an exchange's hosted page, an EIP-681 / Solana Pay QR
 * code. A payment's status moves only on what the chain says (an exchange's word is checked
 * there too); one transaction pays at most one payment, and a wallet's EVM transaction only the
 * payment whose `reference` it carries.
 * - `GET /v1/pay/exchanges?network&asset` → `{ exchanges: [{ id, name, imageUrl }], total }`
 * - `POST /v1/pay/payments` `{ network, asset, amount, recipient }` → the record (201)
 * - `POST /v1/pay/payments/:id/transaction` `{ txHash }` → the record
 * - `POST /v1/pay/payments/:id/exchange` `{ exchangeId, returnUrl? }` → `{ url, sessionId }`
 * - `POST /v1/pay/payments/:id/qr` → `{ uri }`
 * - `GET /v1/pay/payments/:id` → the record, refreshed at most once a second
 * @example
 * app.route('/', createPayRoutes({ config: config.pay, db, clock, logger, networks }))
 */
export function createPayRoutes(deps: {
  config: PayConfig
  db: Kysely<GatewayDatabase>
  clock: Clock
  logger: Logger
  networks: ReadonlyMap<string, PayNetwork>
  fetch?: typeof fetch
}): Hono<AppEnv> {
  const { config, clock, networks } = deps
  const app = new Hono<AppEnv>()
  const store = createPaymentStore(deps.db.withTables<PayDatabase>())
  const exchanges = new Map<string, ExchangeClient>(
    config.exchanges.map((exchange) => [
      exchange.id,
      createExchangeClient(exchange, {
        clock,
        timeoutMs: config.exchangeTimeoutMs,
        assetsCacheMs: config.exchangeAssetsCacheMs,
        ...(deps.fetch ? { fetch: deps.fetch } : {}),
      }),
    ]),
  )
  const refresher = createPaymentRefresher({
    store,
    db: deps.db,
    networks,
    exchanges,
    clock,
    logger: deps.logger,
    confirmations: config.confirmations,
    ttlMs: config.paymentTtlMs,
  })
  const projectIdOf = (c: Context<AppEnv>) => c.get('project')?.projectId ?? ''
  const find = async (c: Context<AppEnv>) => {
    const id = parseInput(idSchema, c.req.param('id'), 'path')
    const row = await store.find({ id, projectId: projectIdOf(c) })
    if (!row) throw new GatewayError('NOT_FOUND', { message: `There is no payment ${id}` })
    return row
  }
  const ctx: PayRoutesContext = {
    store,
    refresher,
    exchanges,
    networks,
    clock,
    logger: deps.logger,
    find,
    async findOpen(c) {
      const row = await find(c)
      if (!isOpenPayment(row) || row.tx_hash) throw closedPaymentError(row)
      return row
    },
  }

  app.get('/v1/pay/exchanges', (c) => handleListExchanges(ctx, c))
  app.post('/v1/pay/payments', async (c) => {
    const body = parseInput(createPaymentRequestSchema, await readJsonBody(c), 'body')
    const row = await createPayment({ body, networks, projectId: projectIdOf(c), now: clock.now() })
    await store.insert(row)
    return c.json(toPaymentRecord(row), 201)
  })
  app.get('/v1/pay/payments/:id', async (c) =>
    c.json(toPaymentRecord(await refresher.refresh(await find(c)))),
  )
  app.post('/v1/pay/payments/:id/transaction', (c) => handleAttachTransaction(ctx, c))
  app.post('/v1/pay/payments/:id/exchange', (c) => handleStartExchange(ctx, c))
  app.post('/v1/pay/payments/:id/qr', (c) => handleStartQr(ctx, c))
  return app
}
