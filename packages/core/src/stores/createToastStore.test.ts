import { UserRejectedRequestError } from '@portico/common'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createScheduler } from '../utils/createScheduler'
import { createToastStore } from './createToastStore'

describe('createToastStore', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('shows loading, success and error toasts', () => {
    const toast = createToastStore(createScheduler())
    toast.getState().showLoading('Waiting')
    expect(toast.getState()).toMatchObject({
      open: true,
      variant: 'loading',
      message: 'Waiting',
      autoClose: false,
    })
    toast.getState().hide()
    toast.getState().showSuccess('Copied')
    expect(toast.getState()).toMatchObject({
      open: true,
      variant: 'success',
      message: 'Copied',
      autoClose: true,
    })
    toast.getState().hide()
    toast.getState().showError(new UserRejectedRequestError())
    expect(toast.getState()).toMatchObject({
      open: true,
      variant: 'error',
      message: 'You declined the request in your wallet.',
    })
  })

  it('a new toast while one is open closes it and shows the new one after 150 ms', () => {
    const toast = createToastStore(createScheduler())
    toast.getState().showLoading('Sending')
    toast.getState().showSuccess('Sent')
    expect(toast.getState()).toMatchObject({ open: false, message: 'Sending' })
    vi.advanceTimersByTime(149)
    expect(toast.getState().open).toBe(false)
    vi.advanceTimersByTime(1)
    expect(toast.getState()).toMatchObject({ open: true, variant: 'success', message: 'Sent' })
  })

  it('only the latest of several quick toasts is shown', () => {
    const toast = createToastStore(createScheduler())
    toast.getState().showLoading('one')
    toast.getState().showSuccess('two')
    vi.advanceTimersByTime(100)
    toast.getState().showError('three')
    vi.advanceTimersByTime(150)
    expect(toast.getState()).toMatchObject({ open: true, variant: 'error', message: 'three' })
  })

  it('hide cancels a pending replacement', () => {
    const toast = createToastStore(createScheduler())
    toast.getState().showLoading('one')
    toast.getState().showSuccess('two')
    toast.getState().hide()
    vi.advanceTimersByTime(200)
    expect(toast.getState().open).toBe(false)
  })
})
