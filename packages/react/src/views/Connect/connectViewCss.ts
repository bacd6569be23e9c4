import { RECOMMENDED_WALLETS_LIMIT } from '@portico/common'

/**
 * Styles of the Connect view's own parts: the legal checkbox, the connect methods it gates, and
 * the row of recommended wallets.
 * @example
 * <ShadowStyle css={connectViewCss} />
 */
export const connectViewCss = `
/* The fieldset only groups the methods for the checkbox: the view lays them out as before. */
.portico-connect-methods { display: contents; }
.portico-connect-methods:disabled > * { opacity: 0.5; }
/* As far from the socials under it as the email field is from it. */
.portico-passkey-sign-in { margin: 0 0 12px; }
.portico-legal {
  display: flex;
  align-items: flex-start;
  gap: 10px;
  margin: 0 0 12px;
  padding: 12px;
  border-radius: var(--portico-radius-lg);
  background: var(--portico-bg-raised);
  color: var(--portico-fg-muted);
  font-size: var(--portico-text-sm);
  line-height: 1.4;
  cursor: pointer;
}
.portico-legal input { flex: none; width: 18px; height: 18px; margin: 0; accent-color: var(--portico-accent-fill); }
.portico-legal a { color: var(--portico-fg); font-weight: 600; }
/* The recommended wallets in one row of tiles, as raised as the rows around them. */
.portico-wallet-tile-row {
  display: grid;
  grid-template-columns: repeat(${RECOMMENDED_WALLETS_LIMIT}, minmax(0, 1fr));
  gap: 6px;
}
.portico-wallet-tile-row .portico-wallet-tile {
  gap: 6px;
  padding: 10px 4px 8px;
  background: var(--portico-bg-raised);
}
.portico-wallet-tile-row .portico-wallet-tile:hover { background: var(--portico-bg-hover); }
`
