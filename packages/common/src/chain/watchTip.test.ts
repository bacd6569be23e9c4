import { afterEach, describe, expect, it, vi } from 'vitest'
import { watchTip } from './watchTip'

afterEach(() => vi.useRealTimers())

describe('watchTip', () => {
  it('reports each move of the tip once, not the first reading, and nothing once stopped', async () => {
    vi.useFakeTimers()
    const tips = [5n, 5n, 6n, 8n, 9n]
    const onBlock = vi.fn()
    const stop = watchTip({ readTip: async () => tips.shift() ?? 9n, intervalMs: 100, onBlock })
    await vi.advanceTimersByTimeAsync(0)
    expect(onBlock).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(100) // 5 → 5
    expect(onBlock).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(200) // 6, 8
    expect(onBlock).toHaveBeenCalledTimes(2)
    stop()
    await vi.advanceTimersByTimeAsync(500)
    expect(onBlock).toHaveBeenCalledTimes(2)
  })

  it('keeps one read in flight: a slow answer is not overtaken by the next poll', async () => {
    vi.useFakeTimers()
    let reads = 0
    const readTip = () => {
      reads += 1
      return new Promise<number>((resolve) => setTimeout(() => resolve(reads), 350))
    }
    const stop = watchTip({ readTip, intervalMs: 100, onBlock: () => undefined })
    await vi.advanceTimersByTimeAsync(340)
    expect(reads).toBe(1)
    stop()
  })

  it('says once that the tip cannot be read, and reports blocks again when it can', async () => {
    vi.useFakeTimers()
    const onError = vi.fn()
    const onBlock = vi.fn()
    const answers: (number | Error)[] = [1, new Error('down'), new Error('down'), 2]
    const readTip = async () => {
      const next = answers.shift() ?? 2
      if (next instanceof Error) throw next
      return next
    }
    const stop = watchTip({ readTip, intervalMs: 100, onBlock, onError })
    await vi.advanceTimersByTimeAsync(350)
    expect(onError).toHaveBeenCalledTimes(1)
    expect(onBlock).toHaveBeenCalledTimes(1)
    stop()
  })
})
