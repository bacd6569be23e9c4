/**
 * Styles of {@link NftCard} and the grid that holds them.
 * @example
 * const css = baseCss + nftCardCss
 */
export const nftCardCss = `
.portico-nft-grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(132px, 1fr)); gap: 12px; padding: 4px 2px 8px; }
.portico-nft-card { display: flex; flex-direction: column; gap: 8px; min-width: 0; margin: 0; }
.portico-nft-media {
  position: relative;
  display: block;
  aspect-ratio: 1;
  overflow: hidden;
  border-radius: var(--portico-radius-lg);
  background: var(--portico-bg-active);
  box-shadow: inset 0 0 0 1px var(--portico-border);
}
.portico-nft-media img { display: block; width: 100%; height: 100%; object-fit: cover; }
.portico-nft-placeholder {
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  height: 100%;
  color: var(--portico-fg-muted);
  font-size: 32px;
  font-weight: 600;
}
.portico-nft-amount {
  position: absolute;
  inset-inline-end: 6px;
  bottom: 6px;
  padding: 2px 8px;
  border-radius: var(--portico-radius-full);
  background: rgba(0, 0, 0, 0.65);
  color: #fff;
  font-size: 12px;
  font-weight: 600;
}
.portico-nft-caption { display: flex; flex-direction: column; gap: 2px; min-width: 0; padding: 0 2px; }
.portico-nft-name, .portico-nft-collection { overflow: hidden; white-space: nowrap; text-overflow: ellipsis; }
.portico-nft-name { font-weight: 600; font-size: var(--portico-text-sm); }
.portico-nft-collection { color: var(--portico-fg-muted); font-size: 12px; }
`
