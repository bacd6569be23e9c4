import type { AdapterContext } from '@portico/core'
import { watchAnnouncedProviders } from '../../discovery/watchAnnouncedProviders'
import { type InjectedEvmState, pageWindow } from '../injectedEvmState'
import { getConnectors } from '../walletProviders'

/**
 * Sets the adapter up in `context`: starts loading the library's actions, follows EIP-6963
 * announcements (reporting the connectors and waking whoever waits for a wallet) and reports
 * the connectors known now.
 * @example
 * adapter.setup = (context) => watchConnectors(state, context)
 */
export function watchConnectors(state: InjectedEvmState, context: AdapterContext): void {
  state.context = context
  // The page is up by now: fetch the actions so the first click does not wait for them. A
  // failed fetch is retried by that first action, which reports its own error.
  state.actions().catch(() => undefined)
  const target = state.parameters.discoveryTarget ?? pageWindow()
  if (target) {
    const watcher = watchAnnouncedProviders({
      target,
      onChange: (list) => {
        state.announced = list
        context.onConnectorsChanged(getConnectors(state))
        for (const listener of [...state.announcementListeners]) listener()
      },
      onInvalid: (reason) => state.logger.warn(reason),
    })
    state.stops.push(watcher.stop)
  }
  context.onConnectorsChanged(getConnectors(state))
}
