import { devProviderClients, devProviderNames, devSocialProviders } from '@portico/wallet-frame-dev'
import { describe, expect, it } from 'vitest'
import { socialProviderConfigSchema } from './socialProviderConfigSchema'
import { resolveSocialProvider } from './socialProviderDefaults'
import { socialProviderNames } from './socialProviderNames'

// The dev identity provider registers one client per provider with the token authentication
// and scopes it expects; it keeps its own table, so a change of the defaults must reach it.
describe('the dev identity provider', () => {
  const providers = devSocialProviders('http://127.0.0.1:8790')

  it('stands in for every social provider, in the same order', () => {
    expect([...devProviderNames]).toEqual([...socialProviderNames])
  })

  it('registers each client as the resolved provider config authenticates and asks', () => {
    for (const name of socialProviderNames) {
      const resolved = resolveSocialProvider(
        name,
        socialProviderConfigSchema.parse(providers[name]),
      )
      expect({ name, ...devProviderClients[name] }).toEqual({
        name,
        tokenAuthMethod: resolved.tokenAuthMethod,
        scopes: resolved.scopes,
      })
      expect(resolved.clientId).toBe(name)
    }
  })
})
