import type { WalletFrameConfig } from '../config/walletFrameConfigSchema'
import { WalletFrameError } from '../errors/WalletFrameError'
import { createSocialClient, type SocialClient } from './createSocialClient'
import { resolveSocialProvider } from './socialProviderDefaults'
import { socialProviderNames } from './socialProviderNames'

/**
 * One OAuth client per configured provider, made once per app (discovery is cached in each).
 * @example const clients = createSocialClients(config); clients.get('github')
 */
export function createSocialClients(config: WalletFrameConfig['social']) {
  const clients = new Map<string, SocialClient>()
  for (const name of socialProviderNames) {
    const provider = config.providers[name]
    if (provider) clients.set(name, createSocialClient(resolveSocialProvider(name, provider)))
  }
  return {
    /** The client of `name`; a provider that is not configured is 'not available'. */
    get(name: string): SocialClient {
      const client = clients.get(name)
      if (!client) throw new WalletFrameError('SOCIAL_PROVIDER_UNKNOWN')
      return client
    },
    names: () => [...clients.keys()],
  }
}

/** Clients made by {@link createSocialClients}. @example clients.get('google') */
export type SocialClients = ReturnType<typeof createSocialClients>
