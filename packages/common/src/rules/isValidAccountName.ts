// Spec §5's alphabet and minimum, within what a DNS label can be: at most 63 characters, no
// hyphen at either end, no two in a row (a name the gateway's zone would refuse, or one that
// reads as a punycode label, is not offered).
const NAME = /^(?=.{4,63}$)[a-zA-Z0-9]+(-[a-zA-Z0-9]+)*$/

/**
 * Whether a name can be registered (spec §5): ASCII letters, digits and hyphens, at least 4;
 * at most 63, with hyphens only between letters or digits, one at a time.
 * @example
 * isValidAccountName('alice-01') // true
 * isValidAccountName('bob') // false
 * isValidAccountName('-alice') // false
 */
export function isValidAccountName(name: unknown): name is string {
  return typeof name === 'string' && NAME.test(name)
}
