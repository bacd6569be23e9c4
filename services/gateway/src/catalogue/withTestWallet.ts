import type { CatalogueEntry } from './catalogueEntrySchema'

/** Catalogue id of the dev stack's WalletConnect test wallet (apps/test-wallet). */
const TEST_WALLET_ID = 'portico-test-wallet'

/**
 * The catalogue with the test wallet's web app link pointing at `url` (the stack may run the
 * test wallet app on another port than 5174); unchanged without a url.
 * @example
 * const catalogue = withTestWalletUrl(loadWalletCatalogue(), 'http://127.0.0.1:15174')
 */
export function withTestWalletUrl(
  entries: readonly CatalogueEntry[],
  url: string | undefined,
): CatalogueEntry[] {
  if (!url) return [...entries]
  return entries.map((entry) =>
    entry.id === TEST_WALLET_ID ? { ...entry, webapp_link: url } : entry,
  )
}
