import { type DevProviderName, devProviderNames } from './devProviderClients'

/**
 * One provider entry of the wallet frame's `social.providers` config, as the dev stack sets it:
 * client credentials, plain http allowed, and the dev identity provider's endpoints.
 * @example const github: DevSocialProvider = devSocialProviders('http://127.0.0.1:8790').github
 */
export type DevSocialProvider = {
  clientId: string
  clientSecret: string
  allowInsecureHttp: boolean
  issuer: string
  authorizationEndpoint?: string
  tokenEndpoint?: string
  userinfoEndpoint?: string
}

/**
 * The six provider configs of the dev stack, all pointing at the dev identity provider at
 * `issuerUrl`: Google and Apple by OpenID Connect discovery (Apple's answer posted, as in
 * production), GitHub, Discord, X and Facebook as plain OAuth 2 with their endpoints and a
 * profile endpoint answering in each provider's own shape. These client secrets only open the
 * local dev provider.
 * @example walletFrameConfig.social = { providers: devSocialProviders('http://127.0.0.1:8790') }
 */
export function devSocialProviders(issuerUrl: string): Record<DevProviderName, DevSocialProvider> {
  const issuer = issuerUrl.replace(/\/+$/, '')
  const base = (name: DevProviderName) => ({
    clientId: name,
    clientSecret: `dev-secret-${name}`,
    allowInsecureHttp: issuer.startsWith('http://'),
  })
  const oauth2 = (name: DevProviderName) => ({
    ...base(name),
    issuer,
    authorizationEndpoint: `${issuer}/auth`,
    tokenEndpoint: `${issuer}/token`,
    userinfoEndpoint: `${issuer}/profile/${name}`,
  })
  const providers = Object.fromEntries(
    devProviderNames.map((name) => [name, oauth2(name)]),
  ) as Record<DevProviderName, DevSocialProvider>
  providers.google = { ...base('google'), issuer }
  providers.apple = { ...base('apple'), issuer }
  return providers
}
