import { describe, expect, it } from 'vitest'
import { readRelayEnv } from './readRelayEnv'

describe('readRelayEnv', () => {
  it('defaults to 127.0.0.1:8788, the given database and any project', () => {
    expect(readRelayEnv({}, '/data/relay.sqlite')).toEqual({
      port: 8788,
      host: '127.0.0.1',
      dbPath: '/data/relay.sqlite',
      logLevel: 'info',
      config: { projectIds: [] },
    })
  })

  it('reads port, database, projects and rate limits', () => {
    const env = readRelayEnv(
      {
        PORTICO_RELAY_PORT: '0',
        PORTICO_RELAY_DB: ':memory:',
        PORTICO_RELAY_PROJECT_IDS: 'a, b,',
        PORTICO_RELAY_RATE_PER_SECOND: '100000',
        PORTICO_RELAY_LOG_LEVEL: 'warn',
      },
      'unused',
    )
    expect(env).toMatchObject({ port: 0, dbPath: ':memory:', logLevel: 'warn' })
    expect(env.config).toMatchObject({ projectIds: ['a', 'b'], rateLimit: { perSecond: 100_000 } })
  })

  it('rejects malformed values', () => {
    expect(() => readRelayEnv({ PORTICO_RELAY_PORT: 'http' }, 'x')).toThrow('PORTICO_RELAY_PORT')
    expect(() => readRelayEnv({ PORTICO_RELAY_LOG_LEVEL: 'loud' }, 'x')).toThrow('LOG_LEVEL')
  })
})
