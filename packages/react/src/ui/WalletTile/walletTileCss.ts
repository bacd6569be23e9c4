/**
 * Styles of {@link WalletTile}.
 * @example
 * const css = baseCss + walletTileCss
 */
export const walletTileCss = `
.portico-wallet-grid {
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(76px, 1fr));
  gap: 4px;
}
.portico-wallet-tile {
  display: flex;
  width: 100%;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  padding: 12px 4px 10px;
  border-radius: var(--portico-radius-lg);
  transition: background-color 120ms var(--portico-ease);
}
.portico-wallet-tile:hover { background: var(--portico-bg-hover); }
.portico-wallet-tile-image { position: relative; }
.portico-wallet-tile .portico-wallet-image { border-radius: var(--portico-radius-lg); }
.portico-wallet-tile-dot {
  position: absolute;
  inset-inline-end: -2px;
  bottom: -2px;
  width: 14px;
  height: 14px;
  border-radius: var(--portico-radius-full);
  background: var(--portico-success);
  box-shadow: 0 0 0 3px var(--portico-bg);
}
.portico-wallet-tile-name {
  display: -webkit-box;
  max-width: 100%;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  line-clamp: 2;
  font-size: var(--portico-text-xs);
  font-weight: 500;
  line-height: 1.3;
  color: var(--portico-fg-muted);
  text-align: center;
  overflow: hidden;
  /* Break between words (and after the dots of breakableName), never inside one. */
  overflow-wrap: normal;
  word-break: normal;
}
`
