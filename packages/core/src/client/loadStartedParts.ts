/**
 * Fetches {@link import('./startedParts')}: the one dynamic import of it, so every caller shares
 * the module and a site's bundler sees one lazy root.
 * @example
 * const { actions } = await loadStartedParts()
 */
export function loadStartedParts(): Promise<typeof import('./startedParts')> {
  return import('./startedParts')
}
