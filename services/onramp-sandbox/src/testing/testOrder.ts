import { randomBytes } from 'node:crypto'
import type { SandboxOrder } from '../orders/sandboxOrderSchema'

/**
 * A new order (its own random id) of devnet ether on chain 31337 paid by card in USD, with the
 * wallet, amounts and expiry a test gives and anything else it overrides.
 * @example
 * const order = testOrder({ address, amount: '0.01', paymentTotal: '25.00', expiresAt: Date.now() + 60_000 })
 */
export function testOrder(
  order: Pick<SandboxOrder, 'address' | 'amount' | 'paymentTotal' | 'expiresAt'> &
    Partial<SandboxOrder>,
): SandboxOrder {
  return {
    id: randomBytes(8).toString('hex'),
    chainId: 'eip155:31337',
    asset: 'ETH',
    contract: '',
    fiatCurrency: 'USD',
    paymentMethod: 'card',
    ...order,
  }
}
