import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createScheduler } from './createScheduler'

describe('createScheduler', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('runs a task after its delay, not before', () => {
    const fn = vi.fn()
    createScheduler().after(100, fn)
    vi.advanceTimersByTime(99)
    expect(fn).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(fn).toHaveBeenCalledOnce()
  })

  it('cancels one task or all of them', () => {
    const scheduler = createScheduler()
    const a = vi.fn()
    const b = vi.fn()
    scheduler.after(10, a)()
    scheduler.after(10, b)
    scheduler.cancelAll()
    vi.advanceTimersByTime(20)
    expect(a).not.toHaveBeenCalled()
    expect(b).not.toHaveBeenCalled()
  })
})
