import { describe, expect, it } from 'vitest'
import { createIdGenerator } from './createIdGenerator'

describe('createIdGenerator', () => {
  it('makes strictly increasing safe integers from now * 1000, even with a frozen clock', () => {
    const now = Date.now()
    const nextId = createIdGenerator({ now: () => now })
    const ids = Array.from({ length: 5_000 }, () => nextId())
    expect(ids[0]).toBe(now * 1000)
    expect(
      ids.every((id, i) => Number.isSafeInteger(id) && (i === 0 || id > (ids[i - 1] ?? 0))),
    ).toBe(true)
  })

  it('keeps increasing when the clock steps back', () => {
    let now = 2_000
    const nextId = createIdGenerator({ now: () => now })
    const first = nextId()
    now = 1_000
    expect(nextId()).toBe(first + 1)
  })
})
