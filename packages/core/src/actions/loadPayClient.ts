import { rememberPayClient } from '../pay/loadedPayClients'
import type { PayClient } from '../pay/PayClient'
import type { Portico } from '../types/Portico'

/**
 * Fetch the Pay chunk and make the instance's pay client. Reached through the deferred actions
 * chunk, like swaps. With `features.pay` off it rejects with PayError `PAY_DISABLED` before
 * importing anything of Pay but that error.
 * @example
 * const payClient = await loadPayClient(portico)
 */
export async function loadPayClient(portico: Portico): Promise<PayClient> {
  if (!portico.stores.options.getState().options.features.pay) {
    // Imported here, not above: the deferred actions chunk then carries no Pay module to every
    // page that never pays.
    const { PayError } = await import('../pay/PayError')
    throw new PayError('PAY_DISABLED')
  }
  const { createPayClient } = await import('../pay/createPayClient')
  return rememberPayClient(portico, createPayClient(portico))
}
