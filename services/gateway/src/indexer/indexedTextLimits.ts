/**
 * The longest strings the indexer stores from contracts, which anyone can deploy: a longer token
 * URI is dropped (cut, it would point elsewhere); a longer name or symbol is cut.
 * @example if (uri.length > INDEXED_TEXT_LIMITS.tokenUri) return null
 */
export const INDEXED_TEXT_LIMITS = { tokenUri: 2048, name: 256, symbol: 32 } as const

/**
 * A token URI as stored: null when longer than {@link INDEXED_TEXT_LIMITS}.tokenUri.
 * @example storedTokenUri('https://x/1.json') // 'https://x/1.json'
 */
export function storedTokenUri(uri: string | null): string | null {
  return uri !== null && uri.length <= INDEXED_TEXT_LIMITS.tokenUri ? uri : null
}

/**
 * A contract's text (name, symbol) cut to `max` characters, whole code points kept.
 * @example cutText('a'.repeat(300), INDEXED_TEXT_LIMITS.name).length // 256
 */
export function cutText<T extends string | null>(text: T, max: number): T {
  if (text === null || text.length <= max) return text
  return Array.from(text).slice(0, max).join('').slice(0, max) as T
}
