import { describe, expect, it, vi } from 'vitest'
import { refreshAfterTransaction, SECOND_REFRESH_MS } from './refreshAfterTransaction'

describe('refreshAfterTransaction', () => {
  it('reads the balance and the tokens at once, and again a few seconds later', async () => {
    vi.useFakeTimers()
    try {
      const refreshBalance = vi.fn(async () => {})
      const refreshTokens = vi.fn(async () => {})
      refreshAfterTransaction(
        { refreshBalance, refreshTokens, after: (ms, fn) => setTimeout(fn, ms), warn: () => {} },
        'eip155',
      )
      expect(refreshBalance).toHaveBeenCalledWith('eip155')
      expect(refreshTokens).toHaveBeenCalledTimes(1)
      await vi.advanceTimersByTimeAsync(SECOND_REFRESH_MS)
      expect(refreshBalance).toHaveBeenCalledTimes(2)
      expect(refreshTokens).toHaveBeenCalledTimes(2)
    } finally {
      vi.useRealTimers()
    }
  })

  it('logs a refresh that failed', async () => {
    const warn = vi.fn()
    const error = new Error('rpc down')
    refreshAfterTransaction(
      {
        refreshBalance: () => Promise.reject(error),
        refreshTokens: async () => {},
        after: () => {},
        warn,
      },
      'eip155',
    )
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(expect.any(String), error))
  })
  it('logs a token refresh whose rules chunk failed to load, leaving no unhandled rejection', async () => {
    const warn = vi.fn()
    const error = new TypeError('Failed to fetch dynamically imported module')
    const unhandled = vi.fn()
    process.on('unhandledRejection', unhandled)
    try {
      refreshAfterTransaction(
        {
          refreshBalance: async () => {},
          refreshTokens: () => Promise.reject(error),
          after: () => {},
          warn,
        },
        'eip155',
      )
      await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(expect.any(String), error))
      await new Promise((resolve) => setTimeout(resolve, 0))
      expect(unhandled).not.toHaveBeenCalled()
    } finally {
      process.off('unhandledRejection', unhandled)
    }
  })
})
