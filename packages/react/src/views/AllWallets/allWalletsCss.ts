/**
 * Styles of the AllWallets view.
 * @example
 * const css = viewsCss + allWalletsCss
 */
export const allWalletsCss = `
.portico-all-wallets { display: flex; flex-direction: column; gap: 12px; }
.portico-all-wallets-list { min-height: 240px; padding-bottom: 4px; }
.portico-wallet-grid[data-busy] { opacity: 0.55; transition: opacity 120ms var(--portico-ease); }
.portico-wallet-loader { display: flex; justify-content: center; padding: 16px 0 8px; color: var(--portico-fg-muted); }
.portico-wallet-loader[role='alert'] { flex-direction: column; align-items: center; gap: 8px; }
`
