import type { ProfileFields, SocialProviderConfig } from './socialProviderConfigSchema'
import type { SocialProviderName } from './socialProviderNames'

/**
 * A provider with every field the client needs, after defaults.
 * @example const provider: ResolvedSocialProvider = resolveSocialProvider('github', config)
 */
export type ResolvedSocialProvider = {
  name: SocialProviderName
  kind: 'oidc' | 'oauth2'
  clientId: string
  clientSecret: string
  issuer?: string
  authorizationEndpoint?: string
  tokenEndpoint?: string
  userinfoEndpoint?: string
  scopes: string[]
  responseMode: 'query' | 'form_post'
  tokenAuthMethod: 'client_secret_post' | 'client_secret_basic'
  profile: ProfileFields
  allowInsecureHttp: boolean
}

type Defaults = Omit<
  ResolvedSocialProvider,
  'name' | 'clientId' | 'clientSecret' | 'allowInsecureHttp'
>

const OIDC_PROFILE: ProfileFields = {
  id: 'sub',
  email: 'email',
  emailVerified: 'email_verified',
  username: 'preferred_username',
}

/**
 * The providers' real endpoints and answer shapes. Google and Apple are OpenID Connect (the ID
 * token carries the person); GitHub, Discord, X and Facebook are plain OAuth 2 read through a
 * profile endpoint. GitHub's and Facebook's profile email carries no verification flag, so it
 * is never treated as verified (see the README's rule on email accounts).
 * @example socialProviderDefaults.github.userinfoEndpoint // 'https://api.github.com/user'
 */
export const socialProviderDefaults: Record<SocialProviderName, Defaults> = {
  google: {
    kind: 'oidc',
    issuer: 'https://accounts.google.com',
    scopes: ['openid', 'email', 'profile'],
    responseMode: 'query',
    tokenAuthMethod: 'client_secret_post',
    profile: { ...OIDC_PROFILE, username: 'name' },
  },
  apple: {
    kind: 'oidc',
    issuer: 'https://appleid.apple.com',
    // Apple posts its answer whenever name or email is asked for.
    scopes: ['openid', 'email', 'name'],
    responseMode: 'form_post',
    tokenAuthMethod: 'client_secret_post',
    profile: { id: 'sub', email: 'email', emailVerified: 'email_verified' },
  },
  github: {
    kind: 'oauth2',
    authorizationEndpoint: 'https://github.com/login/oauth/authorize',
    tokenEndpoint: 'https://github.com/login/oauth/access_token',
    userinfoEndpoint: 'https://api.github.com/user',
    scopes: ['read:user', 'user:email'],
    responseMode: 'query',
    tokenAuthMethod: 'client_secret_post',
    profile: { id: 'id', email: 'email', emailVerified: false, username: 'login' },
  },
  discord: {
    kind: 'oauth2',
    authorizationEndpoint: 'https://discord.com/oauth2/authorize',
    tokenEndpoint: 'https://discord.com/api/oauth2/token',
    userinfoEndpoint: 'https://discord.com/api/users/@me',
    scopes: ['identify', 'email'],
    responseMode: 'query',
    tokenAuthMethod: 'client_secret_post',
    profile: { id: 'id', email: 'email', emailVerified: 'verified', username: 'username' },
  },
  x: {
    kind: 'oauth2',
    authorizationEndpoint: 'https://x.com/i/oauth2/authorize',
    tokenEndpoint: 'https://api.x.com/2/oauth2/token',
    userinfoEndpoint: 'https://api.x.com/2/users/me',
    scopes: ['users.read', 'tweet.read'],
    responseMode: 'query',
    // X's confidential clients authenticate with HTTP Basic.
    tokenAuthMethod: 'client_secret_basic',
    profile: { id: 'data.id', username: 'data.username' },
  },
  facebook: {
    kind: 'oauth2',
    authorizationEndpoint: 'https://www.facebook.com/v21.0/dialog/oauth',
    tokenEndpoint: 'https://graph.facebook.com/v21.0/oauth/access_token',
    userinfoEndpoint: 'https://graph.facebook.com/me?fields=id,name,email',
    scopes: ['public_profile', 'email'],
    responseMode: 'query',
    tokenAuthMethod: 'client_secret_post',
    profile: { id: 'id', email: 'email', emailVerified: false, username: 'name' },
  },
}

/**
 * Merges a configured provider over its defaults.
 * @example const google = resolveSocialProvider('google', { clientId, clientSecret, allowInsecureHttp: false })
 */
export function resolveSocialProvider(
  name: SocialProviderName,
  config: SocialProviderConfig,
): ResolvedSocialProvider {
  const defaults = socialProviderDefaults[name]
  const resolved: ResolvedSocialProvider = {
    ...defaults,
    name,
    clientId: config.clientId,
    clientSecret: config.clientSecret,
    allowInsecureHttp: config.allowInsecureHttp,
    profile: {
      ...defaults.profile,
      ...config.profile,
      id: config.profile?.id ?? defaults.profile.id,
    },
  }
  for (const key of [
    'kind',
    'issuer',
    'authorizationEndpoint',
    'tokenEndpoint',
    'userinfoEndpoint',
    'scopes',
    'responseMode',
    'tokenAuthMethod',
  ] as const) {
    if (config[key] !== undefined) Object.assign(resolved, { [key]: config[key] })
  }
  return resolved
}
