const isPlain = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null)

/**
 * Equal as data: plain objects and arrays compared by content, anything else (providers,
 * functions, class instances) by identity. Lets subscribers and hooks skip updates whose result
 * did not change, though the getters build fresh objects on every read.
 * @example
 * sameValue({ user: { email: 'a@b.c' } }, { user: { email: 'a@b.c' } }) // true
 */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, i) => sameValue(item, b[i]))
  }
  if (!isPlain(a) || !isPlain(b)) return false
  const keys = Object.keys(a)
  if (keys.length !== Object.keys(b).length) return false
  return keys.every((key) => Object.hasOwn(b, key) && sameValue(a[key], b[key]))
}
