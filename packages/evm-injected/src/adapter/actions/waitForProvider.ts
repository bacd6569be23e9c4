import type { Eip1193Provider } from '../../discovery/announcedProvider'
import type { InjectedEvmState } from '../injectedEvmState'
import { providerOf } from '../walletProviders'

/**
 * The provider behind `connectorId`, waiting up to `timeoutMs` for its wallet to announce
 * itself; undefined when it does not.
 * @example
 * const provider = await waitForProvider(state, 'io.metamask', 1_000)
 */
export function waitForProvider(
  state: InjectedEvmState,
  connectorId: string,
  timeoutMs: number,
): Promise<Eip1193Provider | undefined> {
  const found = providerOf(state, connectorId)
  if (found || timeoutMs <= 0) return Promise.resolve(found)
  return new Promise<Eip1193Provider | undefined>((resolve) => {
    const finish = (provider: Eip1193Provider | undefined) => {
      clearTimeout(timer)
      state.announcementListeners.delete(check)
      resolve(provider)
    }
    const check = () => {
      const provider = providerOf(state, connectorId)
      if (provider) finish(provider)
    }
    const timer = setTimeout(() => finish(undefined), timeoutMs)
    state.announcementListeners.add(check)
  })
}
