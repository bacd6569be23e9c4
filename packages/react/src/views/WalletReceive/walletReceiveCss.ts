/**
 * Styles of the WalletReceive view.
 * @example
 * <ShadowStyle css={walletReceiveCss} />
 */
export const walletReceiveCss = `
.portico-receive { display: flex; flex-direction: column; align-items: center; gap: 14px; }
.portico-receive-address {
  width: 100%;
  max-width: 300px;
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: var(--portico-text-sm);
  line-height: 1.5;
  text-align: center;
  word-break: break-all;
  color: var(--portico-fg);
}
.portico-receive-address > span { display: block; }
.portico-receive-networks {
  align-self: stretch;
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 12px 14px;
  border-radius: var(--portico-radius-lg);
  background: var(--portico-bg-raised);
}
.portico-receive-networks-title { font-size: var(--portico-text-sm); color: var(--portico-fg-muted); }
.portico-receive-network-list { display: flex; flex-wrap: wrap; gap: 6px; margin: 0; padding: 0; list-style: none; }
.portico-receive-network {
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding-block: 4px;
  padding-inline: 4px 10px;
  border-radius: var(--portico-radius-full);
  background: var(--portico-bg);
  box-shadow: inset 0 0 0 1px var(--portico-border);
  font-size: var(--portico-text-sm);
  font-weight: 500;
}
`
