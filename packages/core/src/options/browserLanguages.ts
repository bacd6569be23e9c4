/**
 * The visitor's preferred languages, most wanted first; none outside a browser (server
 * rendering), where the kit speaks English until the page hydrates with its own options.
 * @example
 * browserLanguages() // ['de-AT', 'de', 'en']
 */
export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return []
  if (Array.isArray(navigator.languages) && navigator.languages.length > 0) {
    return navigator.languages
  }
  return navigator.language ? [navigator.language] : []
}
