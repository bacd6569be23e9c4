import { describe, expect, it } from 'vitest'
import { hexSchema } from './hex'

describe('hexSchema', () => {
  it('accepts 0x hex only', () => {
    expect(hexSchema.safeParse('0xabc').success).toBe(true)
    expect(hexSchema.safeParse('abc').success).toBe(false)
    expect(hexSchema.safeParse('0xzz').success).toBe(false)
  })
})
