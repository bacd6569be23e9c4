import type { AuthState } from './AuthState'
import { waitForDevice } from './waitForDevice'

/**
 * CONNECT_DEVICE: resolves once the device is approved from the mailbox (its code is then on the
 * way). A second request while waiting joins the first, so the page may re-send after its timeout.
 * @example await connectDevice(state)
 */
export async function connectDevice(state: AuthState) {
  state.deviceWait ??= waitForDevice(state.ctx).finally(() => {
    state.deviceWait = undefined
  })
  await state.deviceWait
  return undefined
}
