import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { exportJWK, generateKeyPair } from 'jose'
import type { Configuration, KoaContextWithOIDC } from 'oidc-provider'
import { type DevIdentityUser, devIdentityUsers } from './devIdentityUsers'
import { devProfileOf } from './devProfileOf'
import { devProviderClients, devProviderNames } from './devProviderClients'
import { devSocialProviders } from './devSocialProviders'
import { renderDevSignInPage } from './renderDevSignInPage'

/**
 * A running dev identity provider.
 * @example const idp = await startDevIdentityProvider({ port: 0, redirectUris }); await idp.close()
 */
export type DevIdentityProvider = { url: string; port: number; close: () => Promise<void> }

const readForm = async (req: IncomingMessage): Promise<URLSearchParams> => {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    size += (chunk as Buffer).length
    if (size > 16_384) throw new Error('form too large')
    chunks.push(chunk as Buffer)
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
}

/**
 * The local identity provider of the dev stack and the tests: a real `oidc-provider` with one
 * client per social provider name (google, x, discord, github, apple, facebook; secrets as in
 * `devSocialProviders`), PKCE required, a sign-in page listing the test people (a click signs
 * in, consent is implied), and `/profile/<provider>` endpoints that answer the access token's
 * person in that provider's JSON shape. Development only: it signs in anyone who clicks.
 * @example
 * const idp = await startDevIdentityProvider({ port: 8790, redirectUris: ['http://127.0.0.1:8789/social/callback'] })
 */
export async function startDevIdentityProvider(options: {
  port: number
  host?: string
  redirectUris: readonly string[]
  users?: readonly DevIdentityUser[]
}): Promise<DevIdentityProvider> {
  const host = options.host ?? '127.0.0.1'
  const users = options.users ?? devIdentityUsers
  const userOf = (sub: string) => users.find((user) => user.sub === sub)
  const server = createServer()
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, host, () => resolve())
  })
  const { port } = server.address() as AddressInfo
  const url = `http://${host}:${port}`
  const providers = devSocialProviders(url)
  // Loaded here, not at import: readers of `@portico/wallet-frame-dev` (mail helpers in e2e)
  // should not pull in koa and oidc-provider's runtime warning.
  const { default: Provider, interactionPolicy } = await import('oidc-provider')
  // A dev provider asks who signs in every time, even with a session from an earlier click, so
  // each login can pick another test person (a real provider would sign the same one in again).
  const policy = interactionPolicy.base()
  policy
    .get('login')
    ?.checks.add(
      new interactionPolicy.Check('dev_pick_person', 'the dev provider always asks', (ctx) =>
        ctx.oidc.result?.login
          ? interactionPolicy.Check.NO_NEED_TO_PROMPT
          : interactionPolicy.Check.REQUEST_PROMPT,
      ),
    )
  const { privateKey } = await generateKeyPair('RS256', { extractable: true })
  const signingKey = { ...(await exportJWK(privateKey)), kid: 'dev-1', alg: 'RS256', use: 'sig' }

  const configuration: Configuration = {
    clients: devProviderNames.map((name) => ({
      client_id: providers[name].clientId,
      client_secret: providers[name].clientSecret,
      redirect_uris: [...options.redirectUris],
      response_types: ['code'],
      grant_types: ['authorization_code'],
      token_endpoint_auth_method: devProviderClients[name].tokenAuthMethod,
    })),
    jwks: { keys: [signingKey] },
    // Cookies of a dev provider: a fresh random key per start is enough.
    cookies: { keys: [crypto.randomUUID()] },
    pkce: { required: () => true },
    // Lifetimes in seconds, set so the provider does not ask for them at every start.
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      IdToken: 600,
      Interaction: 600,
      Grant: 86_400,
      Session: 86_400,
    },
    features: { devInteractions: { enabled: false } },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'preferred_username'],
    },
    // The plain OAuth 2 providers' own scopes too, so their dev configs ask for what
    // production asks for (an OP grants only scopes it knows).
    scopes: [
      'openid',
      'email',
      'profile',
      ...new Set(devProviderNames.flatMap((name) => devProviderClients[name].scopes)),
    ],
    // Google and Apple put the person's email and name in the ID token itself.
    conformIdTokenClaims: false,
    interactions: { policy, url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    async findAccount(ctx, sub) {
      const user = userOf(sub)
      if (!user) return undefined
      return {
        accountId: sub,
        async claims() {
          return {
            sub,
            email: user.email,
            // Apple sends this claim as a string: the dev provider does too, for its client.
            email_verified: ctx.oidc.client?.clientId === 'apple' ? 'true' : true,
            name: user.name,
            preferred_username: user.username,
          }
        },
      }
    },
    // Every client is first-party here: the sign-in click is the consent.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { session, client, params } = ctx.oidc
      if (!session?.accountId || !client) return undefined
      const existing = session.grantIdFor(client.clientId)
      if (existing) {
        const grant = await ctx.oidc.provider.Grant.find(existing)
        if (grant) return grant
      }
      const grant = new ctx.oidc.provider.Grant({
        clientId: client.clientId,
        accountId: session.accountId,
      })
      grant.addOIDCScope(String(params?.scope ?? 'openid'))
      await grant.save()
      return grant
    },
  }
  const provider = new Provider(url, configuration)
  const oidc = provider.callback()

  const interaction = async (req: IncomingMessage, res: ServerResponse, path: string) => {
    const [, uid, action] = /^\/interaction\/([^/]+)(?:\/(login|cancel))?$/.exec(path) ?? []
    if (!uid) return false
    const details = await provider.interactionDetails(req, res)
    if (req.method === 'GET' && !action) {
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
      })
      res.end(
        renderDevSignInPage({ uid: details.uid, client: String(details.params.client_id), users }),
      )
      return true
    }
    if (req.method !== 'POST') return false
    if (action === 'cancel') {
      await provider.interactionFinished(req, res, {
        error: 'access_denied',
        error_description: 'The person cancelled the sign-in',
      })
      return true
    }
    const sub = (await readForm(req)).get('sub') ?? ''
    if (!userOf(sub)) {
      res.writeHead(400).end('unknown test person')
      return true
    }
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: sub } },
      { mergeWithLastSubmission: false },
    )
    return true
  }

  const profile = async (req: IncomingMessage, res: ServerResponse, path: string) => {
    const [, name] = /^\/profile\/([a-z]+)$/.exec(path) ?? []
    if (!name || req.method !== 'GET') return false
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1]
    const token = bearer ? await provider.AccessToken.find(bearer) : undefined
    const user =
      token && !token.isExpired && token.clientId === name ? userOf(token.accountId) : undefined
    const body = user && devProfileOf(name, user)
    res.writeHead(body ? 200 : 401, { 'content-type': 'application/json' })
    res.end(JSON.stringify(body ?? { error: 'invalid_token' }))
    return true
  }

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? '/', url).pathname
    const handled = path.startsWith('/interaction/')
      ? interaction(req, res, path)
      : path.startsWith('/profile/')
        ? profile(req, res, path)
        : Promise.resolve(false)
    handled
      .then((done) => {
        if (!done) oidc(req, res)
      })
      .catch((error: unknown) => {
        if (!res.headersSent) res.writeHead(400, { 'content-type': 'text/plain' })
        res.end(`dev identity provider: ${error instanceof Error ? error.message : String(error)}`)
      })
  })

  return {
    url,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
