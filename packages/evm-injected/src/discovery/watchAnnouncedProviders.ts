import type { AnnouncedProvider } from './announcedProvider'
import { parseAnnouncedProvider } from './parseAnnouncedProvider'

/**
 * The part of `window` that EIP-6963 discovery uses (an iframe's window or an EventTarget in tests).
 * @example
 * const target: DiscoveryTarget = new EventTarget()
 */
export type DiscoveryTarget = Pick<
  EventTarget,
  'addEventListener' | 'removeEventListener' | 'dispatchEvent'
>

/**
 * Parameters of {@link watchAnnouncedProviders}.
 * @example
 * const parameters: WatchAnnouncedProvidersParameters = { target: window, onChange: console.log }
 */
export type WatchAnnouncedProvidersParameters = {
  target: DiscoveryTarget
  /** Called with the full list each time a new wallet announces itself. */
  onChange: (providers: readonly AnnouncedProvider[]) => void
  /** Called with the reason when an announcement is malformed and ignored. */
  onInvalid?: ((reason: string) => void) | undefined
}

/**
 * Handle returned by {@link watchAnnouncedProviders}.
 * @example
 * const watcher: AnnouncedProvidersWatcher = watchAnnouncedProviders({ target: window, onChange })
 * watcher.stop()
 */
export type AnnouncedProvidersWatcher = {
  getProviders: () => readonly AnnouncedProvider[]
  stop: () => void
}

/**
 * Listens for EIP-6963 wallet announcements and asks installed wallets to announce themselves.
 *
 * A wallet is kept once: a second announcement with the same `uuid` or the same `rdns` is
 * ignored, so a wallet that answers every `eip6963:requestProvider` shows up a single time.
 * @example
 * const watcher = watchAnnouncedProviders({
 *   target: window,
 *   onChange: (providers) => console.log(providers.map((p) => p.info.name)),
 * })
 */
export function watchAnnouncedProviders(
  parameters: WatchAnnouncedProvidersParameters,
): AnnouncedProvidersWatcher {
  const { target, onChange, onInvalid } = parameters
  let providers: readonly AnnouncedProvider[] = []

  function onAnnounce(event: Event): void {
    const detail = 'detail' in event ? event.detail : undefined
    const parsed = parseAnnouncedProvider(detail)
    if (!parsed.success) {
      onInvalid?.(`Ignored an EIP-6963 announcement: ${parsed.message}`)
      return
    }
    const { info } = parsed.data
    const known = providers.some((p) => p.info.uuid === info.uuid || p.info.rdns === info.rdns)
    if (known) return
    providers = [...providers, parsed.data]
    onChange(providers)
  }

  target.addEventListener('eip6963:announceProvider', onAnnounce)
  target.dispatchEvent(new Event('eip6963:requestProvider'))

  return {
    getProviders: () => providers,
    stop: () => target.removeEventListener('eip6963:announceProvider', onAnnounce),
  }
}
