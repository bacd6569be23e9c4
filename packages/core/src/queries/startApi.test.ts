import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { createTestPortico } from '../testing/createTestPortico'

// The rules chunk fails to load once (a dropped connection), then loads.
const chunk = vi.hoisted(() => ({ failures: 1 }))
vi.mock('./apiRules', async (importOriginal) => {
  if (chunk.failures > 0) {
    chunk.failures -= 1
    throw new Error('Failed to fetch dynamically imported module')
  }
  return importOriginal()
})

const unhandled: unknown[] = []
const onUnhandled = (reason: unknown) => unhandled.push(reason)
beforeEach(() => process.on('unhandledRejection', onUnhandled))
afterEach(() => process.off('unhandledRejection', onUnhandled))

it('opening with the rules chunk unreachable logs a warning, rejects nothing, and the next start loads it', async () => {
  const warn = vi.fn()
  const { portico } = createTestPortico({ logger: { warn, error: vi.fn() } })
  // open() starts the project checks and prefetch and moves on.
  await portico.open()
  await vi.waitFor(() =>
    expect(warn).toHaveBeenCalledWith(
      'Portico: the project checks and prefetch failed',
      expect.any(Error),
    ),
  )
  // Past the microtasks and a macrotask: an unhandled rejection would have been reported by now.
  await new Promise((resolve) => setTimeout(resolve, 20))
  expect(unhandled).toEqual([])
  // The failed start was forgotten: the next one loads the chunk and runs the checks.
  await expect(portico.api.start()).resolves.toBeUndefined()
  expect(warn).toHaveBeenCalledTimes(1)
  await portico.destroy()
})
