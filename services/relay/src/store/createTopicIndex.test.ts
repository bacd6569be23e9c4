import { describe, expect, it } from 'vitest'
import { createTopicIndex } from './createTopicIndex'

const A = 'a'.repeat(64)
const B = 'b'.repeat(64)

describe('createTopicIndex', () => {
  it('lists unexpired sequence numbers after a point, merged across topics, up to a limit', () => {
    const index = createTopicIndex()
    index.add(A, 1, 5_000, 0)
    index.add(B, 2, 5_000, 0)
    index.add(A, 3, 1_000, 0)
    index.add(A, 4, 5_000, 0)
    index.add(B, 5, 5_000, 0)
    expect(index.candidates([A, B], 0, 0, 10)).toEqual([1, 2, 3, 4, 5])
    expect(index.candidates([A, B], 0, 1_000, 10)).toEqual([1, 2, 4, 5])
    expect(index.candidates([A, B], 2, 1_000, 2)).toEqual([4, 5])
    expect(index.candidates([B, A, A], 0, 0, 3)).toEqual([1, 2, 3])
    expect(index.candidates(['c'.repeat(64)], 0, 0, 3)).toEqual([])
  })

  it('prunes expired entries and empty topics', () => {
    const index = createTopicIndex()
    index.add(A, 1, 1_000, 0)
    index.add(B, 2, 1_000, 0)
    index.add(B, 3, 9_000, 0)
    index.prune(1_000)
    expect(index.topicCount()).toBe(1)
    expect(index.candidates([A, B], 0, 0, 10)).toEqual([3])
  })

  it('drops expired entries as a topic grows, so memory follows what is stored', () => {
    const index = createTopicIndex()
    for (let seq = 1; seq <= 10_000; seq++) index.add(A, seq, seq + 100, seq)
    // Every message lives 100 ms and one is added per ms: about 100 are unexpired at the end.
    const live = index.candidates([A], 0, 10_000, 100_000)
    expect(live[0]).toBeGreaterThan(9_899)
    expect(live).toHaveLength(100)
    expect(index.entryCount()).toBeLessThan(400)
  })
})
