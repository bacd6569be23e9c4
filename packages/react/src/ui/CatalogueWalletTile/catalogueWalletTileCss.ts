/**
 * Styles of {@link CatalogueWalletTile} (on top of the wallet tile's).
 * @example
 * const css = walletTileCss + catalogueWalletTileCss
 */
export const catalogueWalletTileCss = `
.portico-catalogue-tile { position: relative; gap: 6px; padding: 12px 2px 8px; }
.portico-catalogue-tile .portico-wallet-image { border-radius: var(--portico-radius-lg); }
.portico-catalogue-tile-tag {
  display: inline-flex;
  align-items: center;
  height: 18px;
  padding: 0 6px;
  border-radius: var(--portico-radius-full);
  background: var(--portico-success-soft);
  color: var(--portico-success);
  font-size: 10px;
  font-weight: 600;
  letter-spacing: 0.02em;
}
`
