import { afterEach, describe, expect, it } from 'vitest'
import { createRelayIdentity, signRelayJwt } from './auth/signRelayJwt'
import { startTestRelay } from './testing/startTestRelay'
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
  it('accepts a valid did:key JWT whose audience is any relay URL', async () => {
    const relay = await setup()
    const identity = createRelayIdentity()
    for (const aud of [relay.url, 'wss://relay.example.org', 'ws://localhost:1']) {
      const auth = signRelayJwt(identity, { aud, iat: now(), ttlSeconds: 86_400 })
      expect(await upgradeStatus(`${relay.url}/?auth=${auth}&ua=x&projectId=p`)).toBe(101)
    }
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
    for (const [name, url] of Object.entries(cases)) {
      expect({ name, status: await upgradeStatus(url) }).toEqual({ name, status: 401 })
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
