import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createMinHeap } from './createMinHeap'

describe('createMinHeap', () => {
  it('pops any pushed numbers in ascending order', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), (values) => {
        const heap = createMinHeap()
        for (const value of values) heap.push(value)
        expect(heap.size()).toBe(values.length)
        const popped: number[] = []
        while (heap.size() > 0) popped.push(heap.pop() as number)
        expect(popped).toEqual([...values].sort((a, b) => a - b))
        expect(heap.pop()).toBeUndefined()
      }),
    )
  })
})
