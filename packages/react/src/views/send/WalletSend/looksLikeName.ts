/**
 * Whether receiver text is an account name to resolve (`alice-1234.portico.id`) rather than an
 * address: dotted labels of letters, digits and hyphens. Names are an EVM feature (spec §9).
 * @example
 * looksLikeName('alice-1234.portico.id') // true
 * looksLikeName('0x70997970C51812dc3A010C7d01b50e0d17dc79C8') // false
 */
export function looksLikeName(text: string): boolean {
  return /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(text.trim())
}
