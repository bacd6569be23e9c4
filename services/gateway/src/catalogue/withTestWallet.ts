import type { CatalogueEntry } from './catalogueEntrySchema'

/**
 * The dev stack's WalletConnect test wallet (apps/test-wallet) as a catalogue entry: it holds
 * anvil's well-known keys, so it is never part of the shipped catalogue, only overlaid where a
 * gateway is configured with `catalogue.testWalletUrl` (the dev stack does that).
 */
function testWalletEntry(url: string): CatalogueEntry {
  return {
    id: 'portico-test-wallet',
    name: 'Portico Test Wallet',
    // The same wallet's browser build announces itself with this rdns (EIP-6963): the modal
    // then lists it once, as installed, not twice.
    rdns: 'dev.portico.testwallet',
    chains: ['eip155:31337', 'eip155:31338'],
    homepage: null,
    mobile_link: null,
    desktop_link: null,
    webapp_link: url,
    app_store: null,
    play_store: null,
    chrome_store: null,
    badge_type: 'none',
    supports_wc: true,
  }
}

/**
 * The catalogue with the dev stack's test wallet added at `url`; unchanged without a url, so a
 * production gateway never lists a wallet whose keys are public.
 * @example
 * const catalogue = withTestWallet(loadWalletCatalogue(), 'http://127.0.0.1:5174')
 */
export function withTestWallet(
  entries: readonly CatalogueEntry[],
  url: string | undefined,
): CatalogueEntry[] {
  if (!url) return [...entries]
  return [...entries, testWalletEntry(url)]
}
