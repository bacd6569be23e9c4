import { describe, expect, it } from 'vitest'
import { redisConfigSchema } from './redisConfigSchema'

describe('redisConfigSchema', () => {
  it("keeps the service's default key prefix unless one is given", () => {
    const schema = redisConfigSchema('portico:gateway:')
    expect(schema.parse({ url: 'rediss://cache:6380' })).toEqual({
      url: 'rediss://cache:6380',
      keyPrefix: 'portico:gateway:',
    })
    expect(schema.parse({ url: 'redis://cache', keyPrefix: 'a:' }).keyPrefix).toBe('a:')
  })

  it('refuses a URL that is not redis:// or rediss://', () => {
    const result = redisConfigSchema('p:').safeParse({ url: 'http://cache' })
    expect(result.error?.issues[0]?.message).toBe('Expected a redis:// URL')
  })
})
