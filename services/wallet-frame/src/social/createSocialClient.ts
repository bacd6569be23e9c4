import * as oauth from 'openid-client'
import { SocialProfileError } from '../errors/SocialProfileError'
import { WalletFrameError } from '../errors/WalletFrameError'
import { readProfile, type SocialProfile } from './readProfile'
import type { ResolvedSocialProvider } from './socialProviderDefaults'

// For the log: the chain of causes (openid-client wraps oauth4webapi's error, which names the
// failed ID token claim) and the provider's OAuth error code when it sent one.
const describe = (cause: unknown): string => {
  const parts: string[] = []
  let current: unknown = cause
  for (let depth = 0; current instanceof Error && depth < 4; depth++) {
    const code =
      'error' in current && typeof current.error === 'string' ? ` (${current.error})` : ''
    parts.push(`${current.message}${code}`)
    current = current.cause
  }
  return parts.length > 0 ? parts.join(': ') : String(cause)
}

/**
 * What one authorization request needs remembered until its answer comes back.
 * @example const checks: SocialChecks = { state, nonce, codeVerifier }
 */
export type SocialChecks = { state: string; nonce: string; codeVerifier: string }

/**
 * The OAuth client of one provider, through `openid-client`: authorization code with PKCE
 * (S256), `state` always, and `nonce` plus the ID token's issuer, audience (our client id),
 * signature and expiry for OpenID Connect providers. Plain OAuth 2 providers are then read
 * through their profile endpoint with the access token.
 * @example
 * const google = createSocialClient(resolveSocialProvider('google', config))
 * const uri = await google.authorizationUrl(checks, 'https://wallet.example.com/social/callback')
 * const profile = await google.exchange(new URL(callbackUri), checks)
 */
export function createSocialClient(provider: ResolvedSocialProvider) {
  const oidc = provider.kind === 'oidc'
  const auth =
    provider.tokenAuthMethod === 'client_secret_basic'
      ? oauth.ClientSecretBasic(provider.clientSecret)
      : oauth.ClientSecretPost(provider.clientSecret)
  const execute = provider.allowInsecureHttp ? [oauth.allowInsecureRequests] : []

  const configure = async (): Promise<oauth.Configuration> => {
    if (provider.authorizationEndpoint === undefined && provider.issuer !== undefined) {
      return oauth.discovery(new URL(provider.issuer), provider.clientId, undefined, auth, {
        execute,
      })
    }
    if (!provider.authorizationEndpoint || !provider.tokenEndpoint) {
      throw new WalletFrameError('INTERNAL', {
        details: `social provider ${provider.name} needs an issuer or its endpoints`,
      })
    }
    const config = new oauth.Configuration(
      {
        // An `iss` in the answer (RFC 9207) is checked against this.
        issuer: provider.issuer ?? new URL(provider.authorizationEndpoint).origin,
        authorization_endpoint: provider.authorizationEndpoint,
        token_endpoint: provider.tokenEndpoint,
        ...(provider.userinfoEndpoint && { userinfo_endpoint: provider.userinfoEndpoint }),
      },
      provider.clientId,
      undefined,
      auth,
    )
    for (const apply of execute) apply(config)
    return config
  }
  let configuration: Promise<oauth.Configuration> | undefined
  const config = () => {
    // A failed discovery is retried on the next login rather than remembered.
    configuration ??= configure().catch((cause: unknown) => {
      configuration = undefined
      throw new WalletFrameError('SOCIAL_PROVIDER_UNAVAILABLE', { cause })
    })
    return configuration
  }

  return {
    name: provider.name,
    responseMode: provider.responseMode,

    async authorizationUrl(checks: SocialChecks, redirectUri: string): Promise<string> {
      const params: Record<string, string> = {
        response_type: 'code',
        redirect_uri: redirectUri,
        scope: provider.scopes.join(' '),
        state: checks.state,
        code_challenge: await oauth.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
      }
      if (oidc) params.nonce = checks.nonce
      if (provider.responseMode === 'form_post') params.response_mode = 'form_post'
      return oauth.buildAuthorizationUrl(await config(), params).href
    },

    /**
     * Redeems the code of `callback`: the redirect URI of the request, exactly, with the
     * provider's answer as its query (a posted answer is moved there first).
     */
    async exchange(callback: URL, checks: SocialChecks): Promise<SocialProfile> {
      const configuration = await config()
      let source: unknown
      try {
        const tokens = await oauth.authorizationCodeGrant(configuration, callback, {
          pkceCodeVerifier: checks.codeVerifier,
          expectedState: checks.state,
          ...(oidc && { expectedNonce: checks.nonce, idTokenExpected: true }),
        })
        if (oidc) {
          source = tokens.claims()
        } else {
          if (!provider.userinfoEndpoint)
            throw new SocialProfileError('no profile endpoint configured')
          const response = await oauth.fetchProtectedResource(
            configuration,
            tokens.access_token,
            new URL(provider.userinfoEndpoint),
            'GET',
            undefined,
            new Headers({ accept: 'application/json' }),
          )
          if (!response.ok)
            throw new SocialProfileError(`profile endpoint answered ${response.status}`)
          source = await response.json()
        }
      } catch (cause) {
        if (cause instanceof oauth.AuthorizationResponseError && cause.error === 'access_denied') {
          throw new WalletFrameError('SOCIAL_LOGIN_CANCELLED', { cause })
        }
        throw new WalletFrameError('SOCIAL_LOGIN_FAILED', { cause, details: describe(cause) })
      }
      const profile = readProfile(source, provider.profile)
      if (!profile)
        throw new WalletFrameError('SOCIAL_LOGIN_FAILED', { details: 'no user id in the answer' })
      return profile
    },
  }
}

/** A client made by {@link createSocialClient}. @example await client.authorizationUrl(checks) */
export type SocialClient = ReturnType<typeof createSocialClient>
