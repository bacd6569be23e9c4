import type { PayClient, Portico } from '@portico/core'
import { useChunkClient } from '../../hooks/useChunkClient'

const loadPay = (client: Portico) => client.loadPay()

/**
 * The instance's pay client once its chunk has loaded (undefined before, and when `features.pay`
 * is off — the Pay views are then never reached).
 * @example
 * const payClient = usePayClient()
 */
export function usePayClient(): PayClient | undefined {
  return useChunkClient(loadPay, 'Pay')
}
