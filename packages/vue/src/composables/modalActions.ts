import type { Portico } from '@portico/core'
import type { UsePorticoReturn } from './UsePorticoReturn'

/**
 * The client's open and close, as the composables hand them out.
 * @example
 * const { open } = modalActions(usePorticoClient())
 */
export function modalActions(client: Portico): UsePorticoReturn {
  return {
    open: (options) => client.open(options),
    close: (options) => client.close(options),
  }
}
