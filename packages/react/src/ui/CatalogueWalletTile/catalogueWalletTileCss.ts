/**
 * Styles of {@link CatalogueWalletTile} (on top of the wallet tile's).
 * @example
 * const css = walletTileCss + catalogueWalletTileCss
 */
export const catalogueWalletTileCss = `
.portico-catalogue-tile { position: relative; gap: 6px; padding: 12px 2px 8px; }
.portico-catalogue-tile .portico-wallet-image { border-radius: var(--portico-radius-lg); }
`
