import { describe, expect, it } from 'vitest'
import { median } from './median'
import { quantile } from './quantile'

describe('quantile / median', () => {
  it('interpolates between neighbours and ignores input order', () => {
    expect(median([5, 1, 3])).toBe(3)
    expect(median([4, 1, 3, 2])).toBe(2.5)
    expect(quantile([10, 20, 30, 40, 50], 0.99)).toBeCloseTo(49.6)
    expect(quantile([7], 0.99)).toBe(7)
  })

  it('leaves the samples as they were', () => {
    const samples = [3, 1, 2]
    quantile(samples, 0.5)
    expect(samples).toEqual([3, 1, 2])
  })

  it('is NaN without samples', () => {
    expect(median([])).toBeNaN()
    expect(quantile([], 0.99)).toBeNaN()
  })
})
