import { decodeBase58 } from '@portico/common'
import { payTransactionRequestSchema } from '@portico/common/schemas/api'
import type { Context } from 'hono'
import { GatewayError } from '../errors/GatewayError'
import type { AppEnv } from '../http/AppEnv'
import { parseInput } from '../http/parseInput'
import { readJsonBody } from '../http/readJsonBody'
import { assertBoundTransaction } from './assertBoundTransaction'
import { closedPaymentError, isOpenPayment } from './closedPaymentError'
import type { PayRoutesContext } from './PayRoutesContext'
import { toPaymentRecord } from './toPaymentRecord'

/**
 * `POST /v1/pay/payments/:id/transaction` `{ txHash }` → the record: a wallet's transaction for
 * the payment. It must have been made for this payment (its reference, read from the chain
 * first), and one transaction pays one payment only; the same call again answers the record.
 * @example
 * app.post('/v1/pay/payments/:id/transaction', (c) => handleAttachTransaction(ctx, c))
 */
export async function handleAttachTransaction(ctx: PayRoutesContext, c: Context<AppEnv>) {
  const row = await ctx.find(c)
  const body = parseInput(payTransactionRequestSchema, await readJsonBody(c), 'body')
  const evm = row.network.startsWith('eip155:')
  if (evm ? !body.txHash.startsWith('0x') : decodeBase58(body.txHash)?.length !== 64) {
    throw new GatewayError('INVALID_PARAMS', {
      message: `Invalid body parameter 'txHash': expected ${evm ? 'a 0x-prefixed transaction hash' : 'a Solana transaction signature'}`,
    })
  }
  const txHash = evm ? body.txHash.toLowerCase() : body.txHash
  // Its own transaction again answers the record; any other needs an open payment, and must
  // have been made for it (read from the chain before it is attached).
  if (row.tx_hash !== txHash) {
    if (row.tx_hash || !isOpenPayment(row)) throw closedPaymentError(row)
    const network = ctx.networks.get(row.network)
    if (network) await assertBoundTransaction(row, network, txHash)
  }
  const attached = await ctx.store.attach({
    id: row.id,
    network: row.network,
    txHash,
    method: 'wallet',
    now: ctx.clock.now(),
  })
  if (attached === 'taken') throw new GatewayError('PAYMENT_TRANSACTION_TAKEN')
  if (attached === 'closed' && row.tx_hash !== txHash) throw closedPaymentError(row)
  const current = (await ctx.store.find({ id: row.id, projectId: row.project_id })) ?? row
  // Read at once when just attached; a repeated call waits its turn like a GET.
  const fresh = await ctx.refresher.refresh(current, { force: attached === 'attached' })
  return c.json(toPaymentRecord(fresh))
}
