import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { tokenBucketSchema } from './tokenBucketSchema'

describe('tokenBucketSchema', () => {
  const schema = z.object({ rateLimit: tokenBucketSchema(30, 1) })

  it("takes the service's numbers for a bucket left out, or for a field left out", () => {
    expect(schema.parse({}).rateLimit).toEqual({ capacity: 30, refillPerSecond: 1 })
    expect(schema.parse({ rateLimit: { capacity: 5 } }).rateLimit).toEqual({
      capacity: 5,
      refillPerSecond: 1,
    })
  })

  it('refuses a bucket that holds nothing or never refills', () => {
    expect(schema.safeParse({ rateLimit: { capacity: 0 } }).success).toBe(false)
    expect(schema.safeParse({ rateLimit: { capacity: 1.5 } }).success).toBe(false)
    expect(schema.safeParse({ rateLimit: { refillPerSecond: 0 } }).success).toBe(false)
  })
})
