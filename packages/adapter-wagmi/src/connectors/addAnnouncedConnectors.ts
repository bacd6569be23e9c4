import type { AnnouncedProvider } from '@portico/evm-injected'
import { type Config, injected } from '@wagmi/core'
import type { EIP1193Provider } from 'viem'
import { matchesRdns } from './matchesRdns'

/**
 * Gives every announced wallet a wagmi connector in `config`, unless one already serves its
 * rdns (wagmi's own discovery, or a host connector such as `metaMask()`).
 *
 * The connectors go into the config itself, so the host's wagmi hooks list them too.
 * @example
 * addAnnouncedConnectors(config, watcher.getProviders())
 */
export function addAnnouncedConnectors(
  config: Config,
  providers: readonly AnnouncedProvider[],
): void {
  const missing = providers.filter(
    ({ info }) => !config.connectors.some((c) => matchesRdns(c, info.rdns)),
  )
  if (missing.length === 0) return
  // wagmi exposes no public way to add a connector after createConfig; its own EIP-6963
  // discovery uses these same internals.
  const created = missing.map(({ info, provider }) =>
    config._internal.connectors.setup(
      injected({
        // An announcement is checked as wagmi's own discovery checks it (a `request` function);
        // wagmi types the provider as viem's fully typed one.
        target: {
          id: info.rdns,
          name: info.name,
          icon: info.icon,
          provider: provider as EIP1193Provider,
        },
      }),
    ),
  )
  config._internal.connectors.setState((connectors) => [...connectors, ...created])
}
