import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { createTestPortico } from '../testing/createTestPortico'

// The started client's chunk (which holds the rules) cannot be fetched (a dropped connection)
// until the connection comes back.
const chunk = vi.hoisted(() => ({ reachable: false }))
vi.mock('../client/startedParts', async (importOriginal) => {
  if (!chunk.reachable) throw new TypeError('Failed to fetch dynamically imported module')
  return importOriginal()
})

const unhandled: unknown[] = []
const onUnhandled = (reason: unknown) => unhandled.push(reason)
beforeEach(() => process.on('unhandledRejection', onUnhandled))
afterEach(() => process.off('unhandledRejection', onUnhandled))

it('a start with the started parts unreachable logs a warning, rejects nothing, and the next start loads them', async () => {
  const warn = vi.fn()
  const { portico } = createTestPortico({ logger: { warn, error: vi.fn() } })
  // Callers start the project checks and prefetch and move on (open(): `void api.start()`).
  await expect(portico.api.start()).resolves.toBeUndefined()
  expect(warn).toHaveBeenCalledWith(
    'Portico: the project checks and prefetch failed',
    expect.any(Error),
  )
  // Past the microtasks and a macrotask: an unhandled rejection would have been reported by now.
  await new Promise((resolve) => setTimeout(resolve, 20))
  expect(unhandled).toEqual([])
  // The failed start was forgotten: once the chunk can be fetched, the next start loads it and
  // runs the checks.
  chunk.reachable = true
  await expect(portico.api.start()).resolves.toBeUndefined()
  expect(warn).toHaveBeenCalledTimes(1)
  await portico.destroy()
})
