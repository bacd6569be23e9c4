import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadConfig } from './loadConfig'

describe('loadConfig: social providers', () => {
  it('has none unless configured', () => {
    expect(loadConfig({}).social.providers).toEqual({})
  })

  it('takes client ids and secrets from the environment over the file', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'wallet-frame-config-')), 'config.json')
    writeFileSync(
      file,
      JSON.stringify({
        social: { providers: { github: { clientId: 'from-file', clientSecret: 'x' } } },
      }),
    )
    const { providers } = loadConfig({
      PORTICO_WALLET_FRAME_CONFIG: file,
      PORTICO_SOCIAL_GITHUB_CLIENT_SECRET: 'from-env',
      PORTICO_SOCIAL_GOOGLE_CLIENT_ID: 'g.apps.googleusercontent.com',
      PORTICO_SOCIAL_GOOGLE_CLIENT_SECRET: 'g-secret',
    }).social
    expect(providers.github).toMatchObject({ clientId: 'from-file', clientSecret: 'from-env' })
    expect(providers.google).toMatchObject({
      clientId: 'g.apps.googleusercontent.com',
      clientSecret: 'g-secret',
    })
    expect(providers.apple).toBeUndefined()
  })

  it('refuses a half provider config', () => {
    expect(() => loadConfig({ PORTICO_SOCIAL_X_CLIENT_ID: 'only-an-id' })).toThrow(/clientSecret/)
  })
})

describe('loadConfig: several nodes', () => {
  it('keeps SQLite and in-memory limits unless PostgreSQL and Redis are named', () => {
    const config = loadConfig({})
    expect(config.database).toBeUndefined()
    expect(config.redis).toBeUndefined()
  })

  it('takes the database and Redis URLs from the environment over the file', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'wallet-frame-config-')), 'config.json')
    writeFileSync(
      file,
      JSON.stringify({
        database: { url: 'postgres://file-host/db', schema: 'wallet_frame', poolSize: 4 },
        redis: { url: 'redis://file-host:6379', keyPrefix: 'frame:' },
      }),
    )
    const config = loadConfig({
      PORTICO_WALLET_FRAME_CONFIG: file,
      PORTICO_WALLET_FRAME_DATABASE_URL: 'postgres://db.internal:5432/portico',
      PORTICO_WALLET_FRAME_REDIS_URL: 'rediss://cache.internal:6380',
    })
    expect(config.database).toEqual({
      url: 'postgres://db.internal:5432/portico',
      schema: 'wallet_frame',
      poolSize: 4,
    })
    expect(config.redis).toEqual({ url: 'rediss://cache.internal:6380', keyPrefix: 'frame:' })
    expect(loadConfig({ PORTICO_WALLET_FRAME_REDIS_URL: 'redis://127.0.0.1:6379' }).redis).toEqual({
      url: 'redis://127.0.0.1:6379',
      keyPrefix: 'portico:wallet-frame:',
    })
    expect(() => loadConfig({ PORTICO_WALLET_FRAME_DATABASE_URL: 'mysql://x/y' })).toThrow(
      /postgres:\/\//,
    )
  })
})
