import { describe, expect, it } from 'vitest'
import { MIN_TABLE_LINES, shapeRarity } from './shapeRarity'

describe('shapeRarity', () => {
  it('weighs a shape by how seldom it stands, a small tree as if it had MIN_TABLE_LINES lines', () => {
    const bits = shapeRarity([['list', 'list', 'rule'], ['list']])
    expect(bits('list')).toBeCloseTo(Math.log2(MIN_TABLE_LINES / 3))
    expect(bits('rule')).toBeCloseTo(Math.log2(MIN_TABLE_LINES))
    expect(bits('unseen')).toBeCloseTo(Math.log2(MIN_TABLE_LINES))
  })

  it('counts a large tree’s own lines', () => {
    const lines = Array.from({ length: 2 * MIN_TABLE_LINES }, (_, i) => (i % 4 === 0 ? 'a' : 'b'))
    const bits = shapeRarity([lines])
    expect(bits('a')).toBeCloseTo(2)
    expect(bits('b')).toBeCloseTo(Math.log2(4 / 3))
  })
})
