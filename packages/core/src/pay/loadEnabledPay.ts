import type { Portico } from '../types/Portico'
import type { PayClient } from './PayClient'
import { PayError } from './PayError'

/**
 * The instance's pay client, loaded on first use; with `features.pay` off it rejects with
 * PayError `PAY_DISABLED` at once, before any chunk is fetched.
 * @example
 * const payClient = await loadEnabledPay(portico)
 */
export async function loadEnabledPay(portico: Portico): Promise<PayClient> {
  if (!portico.stores.options.getState().options.features.pay) throw new PayError('PAY_DISABLED')
  return portico.loadPay()
}
