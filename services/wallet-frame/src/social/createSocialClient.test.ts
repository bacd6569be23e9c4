import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  type DevIdentityProvider,
  devSocialProviders,
  startDevIdentityProvider,
  walkDevSignIn,
} from '@portico/wallet-frame-dev'
import { exportJWK, generateKeyPair, SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { randomToken } from '../auth/randomToken'
import { createSocialClient, type SocialClient } from './createSocialClient'
import { socialProviderConfigSchema } from './socialProviderConfigSchema'
import { resolveSocialProvider } from './socialProviderDefaults'
import type { SocialProviderName } from './socialProviderNames'

// The provider configs against the real dev oidc-provider: each check of the code flow is
// broken on purpose once and must refuse the login.
const redirectUri = 'http://127.0.0.1:8789/social/callback'
let idp: DevIdentityProvider
beforeAll(async () => {
  idp = await startDevIdentityProvider({ port: 0, redirectUris: [redirectUri] })
})
afterAll(() => idp?.close())

const clientOf = (name: SocialProviderName) =>
  createSocialClient(
    resolveSocialProvider(
      name,
      socialProviderConfigSchema.parse(devSocialProviders(idp.url)[name]),
    ),
  )
const newChecks = () => ({
  state: randomToken(),
  nonce: randomToken(),
  codeVerifier: randomToken(),
})
/** Signs in as ada and answers the callback URL as the service rebuilds it. */
const authorize = async (client: SocialClient) => {
  const checks = newChecks()
  const answer = await walkDevSignIn(await client.authorizationUrl(checks, redirectUri), {
    redirectUri,
    username: 'ada',
  })
  const callback = new URL(answer.url)
  if (answer.method === 'POST') for (const [k, v] of answer.form) callback.searchParams.set(k, v)
  return { checks, callback }
}
const failed = { code: 'SOCIAL_LOGIN_FAILED' }

describe('createSocialClient against the dev oidc-provider', () => {
  it('asks with an S256 PKCE challenge and state, and a nonce for OpenID Connect only', async () => {
    const checks = newChecks()
    const google = new URL(await clientOf('google').authorizationUrl(checks, redirectUri))
    expect(Object.fromEntries(google.searchParams)).toMatchObject({
      client_id: 'google',
      response_type: 'code',
      redirect_uri: redirectUri,
      state: checks.state,
      nonce: checks.nonce,
      code_challenge_method: 'S256',
      scope: 'openid email profile',
    })
    expect(google.searchParams.get('code_challenge')).not.toBe(checks.codeVerifier)
    const github = new URL(await clientOf('github').authorizationUrl(checks, redirectUri))
    expect(github.searchParams.has('nonce')).toBe(false)
    expect(github.searchParams.get('code_challenge')).toBe(
      google.searchParams.get('code_challenge'),
    )
    const apple = new URL(await clientOf('apple').authorizationUrl(checks, redirectUri))
    expect(apple.searchParams.get('response_mode')).toBe('form_post')
  })

  it('reads the person from the ID token (google) and from the profile endpoint (x)', async () => {
    const google = clientOf('google')
    const a = await authorize(google)
    expect(await google.exchange(a.callback, a.checks)).toEqual({
      subject: '1001',
      email: 'ada@portico.localhost',
      emailVerified: true,
      username: 'Ada Lovelace',
    })
    const x = clientOf('x')
    const b = await authorize(x)
    expect(await x.exchange(b.callback, b.checks)).toEqual({
      subject: '1001',
      email: null,
      emailVerified: false,
      username: 'ada',
    })
  })

  it('refuses an answer whose state is not the one sent (before the code is spent)', async () => {
    const github = clientOf('github')
    const { checks, callback } = await authorize(github)
    await expect(
      github.exchange(callback, { ...checks, state: randomToken() }),
    ).rejects.toMatchObject(failed)
    // The refusal happened here: the code is still good with the right state.
    await expect(github.exchange(callback, checks)).resolves.toMatchObject({ subject: '1001' })
  })

  it('refuses an ID token whose nonce is not the one sent', async () => {
    const google = clientOf('google')
    const { checks, callback } = await authorize(google)
    await expect(
      google.exchange(callback, { ...checks, nonce: randomToken() }),
    ).rejects.toMatchObject(failed)
  })

  it('needs the PKCE verifier of the request: none or another is refused', async () => {
    const discord = clientOf('discord')
    const first = await authorize(discord)
    await expect(
      discord.exchange(first.callback, { ...first.checks, codeVerifier: '' }),
    ).rejects.toMatchObject(failed)
    const second = await authorize(discord)
    await expect(
      discord.exchange(second.callback, { ...second.checks, codeVerifier: randomToken() }),
    ).rejects.toMatchObject(failed)
  })

  it('refuses a code used twice', async () => {
    const apple = clientOf('apple')
    const { checks, callback } = await authorize(apple)
    await expect(apple.exchange(callback, checks)).resolves.toMatchObject({
      subject: '1001',
      emailVerified: true,
    })
    await expect(apple.exchange(callback, checks)).rejects.toMatchObject(failed)
  })

  it('says cancelled when the person cancels at the provider', async () => {
    const google = clientOf('google')
    const checks = newChecks()
    const answer = await walkDevSignIn(await google.authorizationUrl(checks, redirectUri), {
      redirectUri,
      username: 'cancel',
    })
    await expect(google.exchange(new URL(answer.url), checks)).rejects.toMatchObject({
      code: 'SOCIAL_LOGIN_CANCELLED',
    })
  })
})

// A provider of the test's own on a free loopback port: the google client pointed at it, and
// the server's start and stop.
const googleAt = (issuer: string) =>
  createSocialClient(
    resolveSocialProvider(
      'google',
      socialProviderConfigSchema.parse({
        clientId: 'google',
        clientSecret: 's',
        issuer,
        allowInsecureHttp: true,
      }),
    ),
  )
const listen = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}
const close = async (server: Server) => {
  server.closeAllConnections()
  await new Promise<void>((resolve) => server.close(() => resolve()))
}

describe('createSocialClient against a provider that misbehaves', () => {
  it('says the provider cannot be reached, and tries discovery again on the next login', async () => {
    const server = createServer((_req, res) => {
      res.writeHead(503).end()
    })
    const issuer = await listen(server)
    const google = googleAt(issuer)
    let requests = 0
    server.on('request', () => requests++)
    try {
      for (const attempt of [1, 2]) {
        await expect(google.authorizationUrl(newChecks(), redirectUri)).rejects.toMatchObject({
          code: 'SOCIAL_PROVIDER_UNAVAILABLE',
        })
        expect(requests).toBe(attempt)
      }
    } finally {
      await close(server)
    }
  })

  // An OpenID provider of our own whose token endpoint answers an ID token minted for another
  // client: properly signed, right issuer and nonce, wrong audience.
  it('refuses an ID token issued to another client id', async () => {
    const { privateKey, publicKey } = await generateKeyPair('RS256')
    const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' }
    let nonce = ''
    const server = createServer((req, res) => {
      const path = new URL(req.url ?? '/', 'http://x').pathname
      const json = (body: unknown) => {
        res.writeHead(200, { 'content-type': 'application/json' })
        res.end(JSON.stringify(body))
      }
      if (path === '/.well-known/openid-configuration') {
        return json({
          issuer,
          authorization_endpoint: `${issuer}/auth`,
          token_endpoint: `${issuer}/token`,
          jwks_uri: `${issuer}/jwks`,
          response_types_supported: ['code'],
          subject_types_supported: ['public'],
          id_token_signing_alg_values_supported: ['RS256'],
        })
      }
      if (path === '/jwks') return json({ keys: [jwk] })
      void new SignJWT({ nonce, email: 'ada@portico.localhost', email_verified: true })
        .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
        .setIssuer(issuer)
        .setAudience('another-client')
        .setSubject('1001')
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(privateKey)
        .then((idToken) => json({ access_token: 'at', token_type: 'Bearer', id_token: idToken }))
    })
    const issuer = await listen(server)
    try {
      const google = googleAt(issuer)
      const checks = newChecks()
      nonce = checks.nonce
      const callback = new URL(`${redirectUri}?code=abc&state=${checks.state}`)
      const error = await google.exchange(callback, checks).catch((e: unknown) => e)
      expect(error).toMatchObject(failed)
      expect(String((error as { details?: string }).details)).toMatch(/"aud" \(audience\)/)
    } finally {
      await close(server)
    }
  })
})
