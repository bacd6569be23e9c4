import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createScheduler } from '../utils/createScheduler'
import { createModalStore } from './createModalStore'

describe('createModalStore', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('starts closed and not loading', () => {
    const { open, loading, shake } = createModalStore(createScheduler()).getState()
    expect({ open, loading, shake }).toEqual({ open: false, loading: false, shake: false })
  })

  it('resets the shake flag after 500 ms', () => {
    const modal = createModalStore(createScheduler())
    modal.getState().triggerShake()
    expect(modal.getState().shake).toBe(true)
    vi.advanceTimersByTime(499)
    expect(modal.getState().shake).toBe(true)
    vi.advanceTimersByTime(1)
    expect(modal.getState().shake).toBe(false)
  })

  it('a second shake restarts the 500 ms', () => {
    const modal = createModalStore(createScheduler())
    modal.getState().triggerShake()
    vi.advanceTimersByTime(300)
    modal.getState().triggerShake()
    vi.advanceTimersByTime(300)
    expect(modal.getState().shake).toBe(true)
    vi.advanceTimersByTime(200)
    expect(modal.getState().shake).toBe(false)
  })
})
