import { randomBytes } from 'node:crypto'
import { checksumEvmAddress, encodeBase58, paymentUri } from '@portico/common'
import type { Context } from 'hono'
import { GatewayError } from '../errors/GatewayError'
import type { AppEnv } from '../http/AppEnv'
import type { PayRoutesContext } from './PayRoutesContext'

/**
 * `POST /v1/pay/payments/:id/qr` → `{ uri }`: an EIP-681 or Solana Pay URI for an open
 * payment, which the gateway then looks for in the chain's transfers.
 * @example
 * app.post('/v1/pay/payments/:id/qr', (c) => handleStartQr(ctx, c))
 */
export async function handleStartQr(ctx: PayRoutesContext, c: Context<AppEnv>) {
  const row = await ctx.findOpen(c)
  const solana = row.network.startsWith('solana:')
  // Solana Pay: a fresh public-key-shaped reference the payment's transaction will name.
  const reference = solana ? (row.reference ?? encodeBase58(randomBytes(32))) : null
  const uri = paymentUri({
    network: row.network,
    asset: solana || row.asset === 'native' ? row.asset : checksumEvmAddress(row.asset),
    recipient: solana ? row.recipient : checksumEvmAddress(row.recipient),
    units: BigInt(row.units),
    decimals: row.decimals,
    ...(reference ? { reference } : {}),
  })
  const updated = await ctx.store.update(row.id, {
    status: 'IN_PROGRESS',
    method: 'qr',
    reference,
    updated_at: ctx.clock.now(),
  })
  if (!updated) throw new GatewayError('PAYMENT_CLOSED')
  return c.json({ uri })
}
