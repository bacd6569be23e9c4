/**
 * A binary min-heap of numbers: push, peek and pop the smallest in O(log n).
 * @example
 * const heap = createMinHeap()
 * heap.push(3); heap.push(1)
 * heap.pop() // 1
 */
export function createMinHeap() {
  const items: number[] = []
  const swap = (a: number, b: number) => {
    const kept = items[a] as number
    items[a] = items[b] as number
    items[b] = kept
  }
  return {
    size: () => items.length,
    peek: (): number | undefined => items[0],
    push(value: number): void {
      items.push(value)
      let index = items.length - 1
      while (index > 0) {
        const parent = (index - 1) >> 1
        if ((items[parent] as number) <= value) break
        swap(index, parent)
        index = parent
      }
    },
    pop(): number | undefined {
      const top = items[0]
      const last = items.pop()
      if (items.length === 0 || last === undefined) return top
      items[0] = last
      let index = 0
      while (true) {
        const left = index * 2 + 1
        const right = left + 1
        let smallest = index
        if (left < items.length && (items[left] as number) < (items[smallest] as number)) {
          smallest = left
        }
        if (right < items.length && (items[right] as number) < (items[smallest] as number)) {
          smallest = right
        }
        if (smallest === index) return top
        swap(index, smallest)
        index = smallest
      }
    },
  }
}
