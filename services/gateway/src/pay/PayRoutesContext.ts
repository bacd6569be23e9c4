import type { Clock, Logger } from '@portico/server'
import type { Context } from 'hono'
import type { AppEnv } from '../http/AppEnv'
import type { ExchangeClient } from './createExchangeClient'
import type { PaymentRefresher } from './createPaymentRefresher'
import type { PaymentStore } from './createPaymentStore'
import type { PaymentTable } from './PayDatabase'
import type { PayNetwork } from './PayNetwork'

/**
 * What every Pay route works with: the payments' store and refresher, the configured exchanges'
 * clients, the networks payments may be on, and the payment a request's `:id` names.
 * @example
 * const row = await ctx.findOpen(c)
 * await ctx.store.update(row.id, { status: 'IN_PROGRESS', updated_at: ctx.clock.now() })
 */
export type PayRoutesContext = {
  store: PaymentStore
  refresher: PaymentRefresher
  exchanges: ReadonlyMap<string, ExchangeClient>
  networks: ReadonlyMap<string, PayNetwork>
  clock: Clock
  logger: Logger
  /** The request's project's payment `:id`; NOT_FOUND otherwise (another project's too). */
  find: (c: Context<AppEnv>) => Promise<PaymentTable>
  /** As `find`, and still open with no transaction; PAYMENT_CLOSED otherwise. */
  findOpen: (c: Context<AppEnv>) => Promise<PaymentTable>
}
