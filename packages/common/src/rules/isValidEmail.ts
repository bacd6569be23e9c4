const LOCAL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/
const LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/

/**
 * Whether a value is a plausible email address (spec §5): a dot-atom local part, '@', and a
 * domain of at least two labels ending in a 2+ letter top-level domain; 254 characters at most.
 * @example
 * isValidEmail('ada@example.com') // true
 * isValidEmail('ada@localhost') // false
 */
export function isValidEmail(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 254) return false
  const at = value.lastIndexOf('@')
  const local = value.slice(0, at)
  const labels = value.slice(at + 1).split('.')
  if (at < 1 || local.length > 64 || !LOCAL.test(local) || labels.length < 2) return false
  const tld = labels[labels.length - 1] ?? ''
  return labels.every((l) => l.length <= 63 && LABEL.test(l)) && /^[A-Za-z]{2,}$/.test(tld)
}
