import { describe, expect, it } from 'vitest'
import { postgresConfigSchema } from './postgresConfigSchema'

describe('postgresConfigSchema', () => {
  it('takes a postgres URL with a pool of ten by default', () => {
    expect(postgresConfigSchema.parse({ url: 'postgresql://db/portico', schema: 'frame' })).toEqual(
      { url: 'postgresql://db/portico', schema: 'frame', poolSize: 10 },
    )
  })

  it('says what is wrong with another URL or a schema name with capitals', () => {
    const result = postgresConfigSchema.safeParse({ url: 'mysql://db', schema: 'Frame' })
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Expected a postgres:// URL',
      'Expected a lower-case schema name',
    ])
  })
})
