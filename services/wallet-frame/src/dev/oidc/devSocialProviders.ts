import type { z } from 'zod'
import type { socialProviderConfigSchema } from '../../social/socialProviderConfigSchema'
import { type SocialProviderName, socialProviderNames } from '../../social/socialProviderNames'

type ProviderInput = z.input<typeof socialProviderConfigSchema>

/**
 * The six provider configs of the dev stack, all pointing at the dev identity provider at
 * `issuerUrl`: Google and Apple by OpenID Connect discovery (Apple's answer posted, as in
 * production), GitHub, Discord, X and Facebook as plain OAuth 2 with their endpoints and a
 * profile endpoint answering in each provider's own shape. These client secrets only open the
 * local dev provider.
 * @example walletFrameConfig.social = { providers: devSocialProviders('http://127.0.0.1:8790') }
 */
export function devSocialProviders(issuerUrl: string): Record<SocialProviderName, ProviderInput> {
  const issuer = issuerUrl.replace(/\/+$/, '')
  const base = (name: SocialProviderName) => ({
    clientId: name,
    clientSecret: `dev-secret-${name}`,
    allowInsecureHttp: issuer.startsWith('http://'),
  })
  const oauth2 = (name: SocialProviderName) => ({
    ...base(name),
    issuer,
    authorizationEndpoint: `${issuer}/auth`,
    tokenEndpoint: `${issuer}/token`,
    userinfoEndpoint: `${issuer}/profile/${name}`,
  })
  const providers = Object.fromEntries(
    socialProviderNames.map((name) => [name, oauth2(name)]),
  ) as Record<SocialProviderName, ProviderInput>
  providers.google = { ...base('google'), issuer }
  providers.apple = { ...base('apple'), issuer }
  return providers
}
