import { expect, it } from 'vitest'
import { positiveIntSchema } from './positiveIntSchema'

it("takes the service's value when left out, and refuses zero, fractions and negatives", () => {
  const schema = positiveIntSchema(64 * 1024)
  expect(schema.parse(undefined)).toBe(65_536)
  expect(schema.parse(1)).toBe(1)
  for (const value of [0, -1, 1.5, '2']) expect(schema.safeParse(value).success).toBe(false)
})
