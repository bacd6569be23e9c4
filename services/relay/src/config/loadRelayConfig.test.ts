import { ConfigError } from '@portico/server'
import { describe, expect, it } from 'vitest'
import { loadRelayConfig } from './loadRelayConfig'
import { toRelayConfig } from './toRelayConfig'

const load = (env: Record<string, string>) => loadRelayConfig(env, [], '/data/relay.sqlite')

function problemsOf(env: Record<string, string>): readonly string[] {
  try {
    load(env)
  } catch (error) {
    if (error instanceof ConfigError) return error.problems
    throw error
  }
  return []
}

describe('loadRelayConfig', () => {
  it('defaults to 127.0.0.1:8788, the given database and any project', () => {
    const config = load({})
    expect(config).toMatchObject({
      port: 8788,
      host: '127.0.0.1',
      dbPath: '/data/relay.sqlite',
      logLevel: 'info',
      production: false,
    })
    expect(toRelayConfig(config)).toEqual({ projectIds: [], trustProxy: false })
  })

  it('reads port, database, projects and rate limits', () => {
    const config = load({
      PORTICO_RELAY_PORT: '0',
      PORTICO_RELAY_DB: ':memory:',
      PORTICO_RELAY_PROJECT_IDS: 'a, b,',
      PORTICO_RELAY_RATE_PER_SECOND: '100000',
      PORTICO_RELAY_LOG_LEVEL: 'warn',
    })
    expect(config).toMatchObject({ port: 0, dbPath: ':memory:', logLevel: 'warn' })
    expect(toRelayConfig(config)).toMatchObject({
      projectIds: ['a', 'b'],
      rateLimit: { burst: 1_000, perSecond: 100_000 },
    })
  })

  it('reads the limits, audience hosts and proxy trust', () => {
    const config = load({
      PORTICO_RELAY_MAX_MESSAGE_BYTES: '65536',
      PORTICO_RELAY_MAX_TTL_SECONDS: '86400',
      PORTICO_RELAY_QUOTA_CLIENT_BYTES: '1000',
      PORTICO_RELAY_QUOTA_ADDRESS_BYTES: '2000',
      PORTICO_RELAY_MAX_STORED_BYTES: '3000',
      PORTICO_RELAY_STORAGE_RESERVE_PERCENT: '5',
      PORTICO_RELAY_MIN_FREE_DISK_BYTES: '4000',
      PORTICO_RELAY_MAX_CONNECTIONS_PER_ADDRESS: '10000',
      PORTICO_RELAY_MAX_CONNECTIONS_PER_CLIENT: '5',
      PORTICO_RELAY_MAX_SUBSCRIPTIONS: '50',
      PORTICO_RELAY_JWT_MAX_LIFETIME_SECONDS: '3600',
      PORTICO_RELAY_AUDIENCE_HOSTS: 'relay.example.org, 127.0.0.1:8788',
      PORTICO_RELAY_TRUST_PROXY: 'true',
    })
    expect(toRelayConfig(config)).toEqual({
      projectIds: [],
      maxMessageBytes: 65_536,
      maxTtlSeconds: 86_400,
      maxStoredBytesPerClient: 1_000,
      maxStoredBytesPerAddress: 2_000,
      maxStoredBytes: 3_000,
      storageReservePercent: 5,
      minFreeDiskBytes: 4_000,
      maxConnectionsPerAddress: 10_000,
      maxConnectionsPerClient: 5,
      maxSubscriptionsPerConnection: 50,
      maxJwtLifetimeSeconds: 3_600,
      audienceHosts: ['relay.example.org', '127.0.0.1:8788'],
      trustProxy: true,
    })
    expect(load({ PORTICO_RELAY_TRUST_PROXY: '0' }).trustProxy).toBe(false)
  })

  it('reads cluster mode: Redis URL, key prefix and node timeout', () => {
    expect(
      load({
        PORTICO_RELAY_REDIS_URL: 'redis://cache:6379',
        PORTICO_RELAY_REDIS_PREFIX: 'p:',
        PORTICO_RELAY_REDIS_NODE_TIMEOUT_MS: '5000',
      }).redis,
    ).toEqual({ url: 'redis://cache:6379', prefix: 'p:', staleNodeMs: 5_000 })
    expect(load({ PORTICO_RELAY_REDIS_URL: 'redis://cache' }).redis).toEqual({
      url: 'redis://cache',
      prefix: 'portico:relay:',
    })
  })

  it('names every malformed value at once', () => {
    expect(
      problemsOf({
        PORTICO_RELAY_PORT: 'http',
        PORTICO_RELAY_LOG_LEVEL: 'loud',
        PORTICO_RELAY_QUOTA_CLIENT_BYTES: '10MB',
        PORTICO_RELAY_STORAGE_RESERVE_PERCENT: '101',
        PORTICO_RELAY_TRUST_PROXY: 'yes',
        PORTICO_RELAY_REDIS_URL: 'http://cache',
      }),
    ).toEqual([
      expect.stringMatching(/^port: /),
      expect.stringMatching(/^logLevel: /),
      expect.stringMatching(/^trustProxy: /),
      expect.stringMatching(/^limits\.maxStoredBytesPerClient: /),
      expect.stringMatching(/^limits\.storageReservePercent: /),
      expect.stringMatching(/^redis\.url: Expected a redis:\/\//),
    ])
  })
})
