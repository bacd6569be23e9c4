/**
 * An object whose fields read through the given readers each time they are read, such as those
 * `startedInBeforeAll` answers: a set-up returns it before its `beforeAll` has run, and a test
 * reads the fields once it has.
 * @example
 * const running = gettersOf({ mail, service })
 * it('answers', async () => expect((await running.service.app.request('/health')).status).toBe(200))
 */
export function gettersOf<Readers extends Record<string, () => unknown>>(
  readers: Readers,
): { readonly [Key in keyof Readers]: ReturnType<Readers[Key]> } {
  const fields = {}
  for (const [key, read] of Object.entries(readers)) {
    Object.defineProperty(fields, key, { get: read, enumerable: true })
  }
  return fields as { readonly [Key in keyof Readers]: ReturnType<Readers[Key]> }
}
