const NAME = /^[a-zA-Z0-9-]{4,}$/

/**
 * Whether a name can be registered (spec §5): ASCII letters, digits and hyphens, at least 4.
 * @example
 * isValidAccountName('alice-01') // true
 * isValidAccountName('bob') // false
 */
export function isValidAccountName(name: unknown): name is string {
  return typeof name === 'string' && NAME.test(name)
}
