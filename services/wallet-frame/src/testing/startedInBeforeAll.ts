import { afterAll, beforeAll } from 'vitest'

/**
 * Registers, in the calling file or `describe` block, a `beforeAll` that starts what `start`
 * makes (within `timeoutMs`, the project's hook timeout unless given) and an `afterAll` that
 * hands it to `stop` (hooks registered later stop first); answers a reader of it that throws
 * until `beforeAll` has run, so a test cannot use it half set up.
 * @example
 * const mail = startedInBeforeAll(startTestMailCatcher, (catcher) => catcher.stop())
 * it('catches mail', () => expect(mail().webUrl).toMatch(/^http/))
 */
export function startedInBeforeAll<T>(
  start: () => Promise<T>,
  stop: (value: T) => Promise<unknown>,
  timeoutMs?: number,
): () => T {
  let value: T | undefined
  beforeAll(async () => {
    value = await start()
  }, timeoutMs)
  afterAll(async () => {
    if (value !== undefined) await stop(value)
  })
  return () => {
    if (value === undefined) throw new Error('it starts in beforeAll')
    return value
  }
}
