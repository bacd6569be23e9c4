import { z } from 'zod'

const httpUrl = z.url({ protocol: /^https?$/ })
/** A dotted path into a JSON object (`data.id`), or a fixed answer for `emailVerified`. */
const path = z.string().regex(/^[A-Za-z0-9_@$-]+(\.[A-Za-z0-9_@$-]+)*$/)

/**
 * How to read the signed-in person out of the provider's answer: the ID token's claims for
 * OpenID Connect providers, the profile endpoint's JSON for plain OAuth 2 ones.
 * @example profileFieldsSchema.parse({ id: 'data.id', username: 'data.username' })
 */
export const profileFieldsSchema = z.object({
  id: path,
  email: path.optional(),
  /** A path to a boolean (or "true"), or a fixed value when the provider only returns verified addresses. */
  emailVerified: z.union([path, z.boolean()]).optional(),
  username: path.optional(),
})

/**
 * One social provider as configured: client credentials plus anything that overrides its
 * built-in defaults (`socialProviderDefaults`). Set `issuer` alone for OpenID Connect
 * discovery, or the three endpoints for a plain OAuth 2 provider.
 * @example
 * socialProviderConfigSchema.parse({ clientId: 'abc.apps.googleusercontent.com', clientSecret: '…' })
 */
export const socialProviderConfigSchema = z.object({
  clientId: z.string().min(1).max(512),
  /** Read from the config file or `PORTICO_SOCIAL_<PROVIDER>_CLIENT_SECRET`; never commit it. */
  clientSecret: z.string().min(1).max(4096),
  kind: z.enum(['oidc', 'oauth2']).optional(),
  issuer: httpUrl.optional(),
  authorizationEndpoint: httpUrl.optional(),
  tokenEndpoint: httpUrl.optional(),
  /** Plain OAuth 2: the profile endpoint read with the access token (GitHub's `/user`). */
  userinfoEndpoint: httpUrl.optional(),
  scopes: z.array(z.string().min(1).max(128)).max(20).optional(),
  responseMode: z.enum(['query', 'form_post']).optional(),
  tokenAuthMethod: z.enum(['client_secret_post', 'client_secret_basic']).optional(),
  profile: profileFieldsSchema.partial().optional(),
  /** Lets the provider be reached over plain http: the dev identity provider only. */
  allowInsecureHttp: z.boolean().default(false),
})

/** A configured provider. @example config.social.providers.google?.clientId */
export type SocialProviderConfig = z.infer<typeof socialProviderConfigSchema>
/** The fields of a provider's profile. @example fields.username */
export type ProfileFields = z.infer<typeof profileFieldsSchema>
