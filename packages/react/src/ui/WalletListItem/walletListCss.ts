import { buttonRowCss } from '../css/buttonRowCss'

/**
 * Styles of {@link WalletListItem}, {@link WalletImage} and {@link Tag}.
 * @example
 * const css = baseCss + walletListCss
 */
export const walletListCss = `
.portico-wallet-list { display: flex; flex-direction: column; gap: 6px; }
.portico-wallet-item {
  ${buttonRowCss}
  min-height: 56px;
  padding-block: 8px;
  padding-inline: 8px 12px;
  background: var(--portico-bg-raised);
  transition: background-color 120ms var(--portico-ease), transform 120ms var(--portico-ease);
}
.portico-wallet-item:hover { background: var(--portico-bg-hover); }
.portico-wallet-item:active { background: var(--portico-bg-active); transform: scale(0.99); }
.portico-wallet-item-name {
  flex: 1;
  min-width: 0;
  font-size: var(--portico-text-md);
  font-weight: 500;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
}
.portico-wallet-item-end { display: flex; align-items: center; gap: 6px; color: var(--portico-fg-subtle); }
.portico-wallet-image {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  overflow: hidden;
  border-radius: var(--portico-radius-md);
  background: var(--portico-bg-active);
  box-shadow: inset 0 0 0 1px var(--portico-border);
}
/* The outline paints over the logo, keeping the edge of one coloured like the background. */
.portico-wallet-image img {
  width: 100%;
  height: 100%;
  object-fit: cover;
  border-radius: inherit;
  outline: 1px solid var(--portico-border);
  outline-offset: -1px;
}
.portico-wallet-image[data-fallback] {
  font-weight: 600;
  font-size: var(--portico-text-lg);
  color: var(--portico-fg-muted);
}
.portico-tag {
  display: inline-flex;
  align-items: center;
  height: 22px;
  padding: 0 8px;
  border-radius: var(--portico-radius-full);
  font-size: var(--portico-text-xs);
  font-weight: 600;
  line-height: 1;
  letter-spacing: 0.01em;
  background: var(--portico-bg-active);
  color: var(--portico-fg-muted);
}
.portico-tag[data-tone='success'] { background: var(--portico-success-soft); color: var(--portico-success); }
.portico-tag[data-tone='accent'] { background: var(--portico-accent-soft); color: var(--portico-accent-text); }
`
