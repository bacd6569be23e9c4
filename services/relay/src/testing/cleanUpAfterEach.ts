import { afterEach } from 'vitest'

/**
 * A test file's clean-up steps: what a test pushes runs after it, last pushed first, so what
 * was started later stops first.
 * @example
 * const cleanups = cleanUpAfterEach()
 * const relay = await startTestRelay(); cleanups.push(() => relay.stop())
 */
export function cleanUpAfterEach(): (() => unknown)[] {
  const cleanups: (() => unknown)[] = []
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  })
  return cleanups
}
