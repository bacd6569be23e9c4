import type { PayClient } from '@portico/core'
import { usePorticoClient } from '../../hooks/clientHooks'

/**
 * "Cancel payment": the open payment ends as cancelled (the site's `pay()` resolves
 * `{ success: false, error: 'Payment cancelled' }`) and the modal closes.
 * @example
 * const cancel = useCancelPayment(payClient)
 * <Button onClick={cancel}>Cancel payment</Button>
 */
export function useCancelPayment(payClient: PayClient | undefined): () => void {
  const client = usePorticoClient()
  return () => {
    payClient?.cancel()
    client.close({ force: true })
  }
}
