import type { PorticoInternals } from '../client/PorticoInternals'
import { closeModal } from './closeModal'
import { disconnect } from './disconnect'

/**
 * The user declined to sign in (spec §4): disconnect when SIWX is required, then close.
 * @example
 * await cancelAuthentication(internals)
 */
export async function cancelAuthentication(internals: PorticoInternals): Promise<void> {
  if (internals.options.siwx?.getRequired?.()) await disconnect(internals)
  internals.stores.siwx.getState().reset()
  closeModal(internals, { force: true })
}
