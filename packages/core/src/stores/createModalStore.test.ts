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

  it('counts each closing, so a step begun in one opening never acts on a later one', () => {
    const modal = createModalStore(createScheduler())
    modal.getState().setOpen(true)
    const { closings } = modal.getState()
    // Opening an open modal again (another view) and closing a closed one change nothing.
    modal.getState().setOpen(true)
    expect(modal.getState().closings).toBe(closings)
    // Core closes with setState (the flags in one update): counted too.
    modal.setState({ open: false, loading: false })
    expect(modal.getState().closings).toBe(closings + 1)
    modal.getState().setOpen(false)
    expect(modal.getState().closings).toBe(closings + 1)
    modal.setState({ open: true, loading: false })
    modal.getState().setOpen(false)
    expect(modal.getState().closings).toBe(closings + 2)
  })
})
