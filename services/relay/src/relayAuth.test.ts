import { afterEach, describe, expect, it } from 'vitest'
import { createRelayIdentity, signRelayJwt } from './auth/signRelayJwt'
import { startTestRelay } from './testing/startTestRelay'
import { upgradeResponse } from './testing/upgradeResponse'
import { upgradeStatus } from './testing/upgradeStatus'

const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
})

async function setup(config: Parameters<typeof startTestRelay>[0] = {}) {
  const relay = await startTestRelay(config)
  cleanups.push(relay.stop)
  return relay
}

const now = () => Math.floor(Date.now() / 1000)

describe('connection auth', () => {
  it("accepts a valid did:key JWT addressed to the relay's own host:port or its loopback names", async () => {
    const relay = await setup()
    const identity = createRelayIdentity()
    const port = relay.port
    for (const aud of [relay.url, `ws://localhost:${port}`, `ws://[::1]:${port}/`]) {
      const auth = signRelayJwt(identity, { aud, iat: now(), ttlSeconds: 86_400 })
      expect({
        aud,
        status: await upgradeStatus(`${relay.url}/?auth=${auth}&ua=x&projectId=p`),
      }).toEqual({
        aud,
        status: 101,
      })
    }
  })

  it('accepts the configured audience hosts instead, or any with *', async () => {
    const relay = await setup({ config: { audienceHosts: ['relay.example.org'] } })
    const identity = createRelayIdentity()
    const statusFor = async (aud: string) =>
      upgradeStatus(
        `${relay.url}/?auth=${signRelayJwt(identity, { aud, iat: now(), ttlSeconds: 60 })}`,
      )
    expect(await statusFor('wss://relay.example.org')).toBe(101)
    expect(await statusFor(relay.url)).toBe(401)
    const open = await setup({ config: { audienceHosts: ['*'] } })
    const auth = signRelayJwt(identity, {
      aud: 'wss://elsewhere.example',
      iat: now(),
      ttlSeconds: 60,
    })
    expect(await upgradeStatus(`${open.url}/?auth=${auth}`)).toBe(101)
  })

  it('refuses a missing, malformed, forged, expired, future or misaddressed JWT with 401', async () => {
    const relay = await setup()
    const identity = createRelayIdentity()
    const valid = signRelayJwt(identity, { aud: relay.url, iat: now(), ttlSeconds: 86_400 })
    const [header, , signature] = valid.split('.')
    const otherClaims = signRelayJwt(createRelayIdentity(), {
      aud: relay.url,
      iat: now(),
      ttlSeconds: 86_400,
    }).split('.')[1]
    const cases = {
      missing: `${relay.url}/?projectId=p`,
      garbage: `${relay.url}/?auth=not.a.jwt`,
      forged: `${relay.url}/?auth=${header}.${otherClaims}.${signature}`,
      expired: `${relay.url}/?auth=${signRelayJwt(identity, { aud: relay.url, iat: now() - 90_000, ttlSeconds: 86_400 })}`,
      future: `${relay.url}/?auth=${signRelayJwt(identity, { aud: relay.url, iat: now() + 3_600, ttlSeconds: 86_400 })}`,
      httpAudience: `${relay.url}/?auth=${signRelayJwt(identity, { aud: 'https://example.org', iat: now(), ttlSeconds: 86_400 })}`,
    }
    const reasons = {
      missing: 'Missing auth',
      garbage: 'Malformed JWT',
      forged: 'Bad JWT signature',
      expired: 'JWT expired',
      future: 'JWT issued in the future',
      httpAudience: 'JWT audience is not this relay',
    }
    for (const [name, url] of Object.entries(cases)) {
      expect({ name, ...(await upgradeResponse(url)) }).toEqual({
        name,
        status: 401,
        reason: reasons[name as keyof typeof reasons],
      })
    }
  })

  it('checks projectId only when projects are configured (403 for an unknown one)', async () => {
    const relay = await setup({ config: { projectIds: ['portico'] } })
    const auth = signRelayJwt(createRelayIdentity(), { aud: relay.url, iat: now(), ttlSeconds: 60 })
    expect(await upgradeStatus(`${relay.url}/?auth=${auth}&projectId=portico`)).toBe(101)
    expect(await upgradeStatus(`${relay.url}/?auth=${auth}&projectId=other`)).toBe(403)
    expect(await upgradeStatus(`${relay.url}/?auth=${auth}`)).toBe(403)
  })

  it('answers GET /health for readiness checks', async () => {
    const relay = await setup()
    const response = await fetch(`http://127.0.0.1:${relay.port}/health`)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'ok' })
  })
})
