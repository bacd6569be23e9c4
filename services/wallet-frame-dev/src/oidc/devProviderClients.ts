/**
 * The social providers the dev identity provider stands in for, in the wallet frame's default
 * order (its `socialProviderNames`).
 * @example devProviderNames.includes('github') // true
 */
export const devProviderNames = ['google', 'x', 'discord', 'github', 'apple', 'facebook'] as const

/** One provider the dev identity provider stands in for. @example const name: DevProviderName = 'x' */
export type DevProviderName = (typeof devProviderNames)[number]

/**
 * How each provider's client talks to the dev identity provider: its token endpoint
 * authentication and the scopes it asks for, as the wallet frame's built-in provider defaults
 * set them in production (an OpenID provider grants only scopes it knows, and checks the
 * authentication method each client registered). A wallet-frame test keeps the two in step.
 * @example devProviderClients.x.tokenAuthMethod // 'client_secret_basic'
 */
export const devProviderClients: Record<
  DevProviderName,
  {
    tokenAuthMethod: 'client_secret_post' | 'client_secret_basic'
    scopes: readonly string[]
  }
> = {
  google: { tokenAuthMethod: 'client_secret_post', scopes: ['openid', 'email', 'profile'] },
  x: { tokenAuthMethod: 'client_secret_basic', scopes: ['users.read', 'tweet.read'] },
  discord: { tokenAuthMethod: 'client_secret_post', scopes: ['identify', 'email'] },
  github: { tokenAuthMethod: 'client_secret_post', scopes: ['read:user', 'user:email'] },
  apple: { tokenAuthMethod: 'client_secret_post', scopes: ['openid', 'email', 'name'] },
  facebook: { tokenAuthMethod: 'client_secret_post', scopes: ['public_profile', 'email'] },
}
