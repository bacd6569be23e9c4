/**
 * Styles of the ConnectingFarcaster view; shipped in its lazy chunk.
 * @example
 * <ShadowStyle css={connectingFarcasterCss} />
 */
export const connectingFarcasterCss = `
.portico-fc-qr { display: flex; justify-content: center; min-height: 264px; align-items: center; }
.portico-fc-actions { display: flex; gap: 8px; justify-content: center; flex-wrap: wrap; }
.portico-fc-link {
  display: inline-flex;
  align-items: center;
  gap: 6px;
  color: var(--portico-accent-text);
  font-size: var(--portico-text-sm);
  font-weight: 600;
  text-decoration: none;
  padding: 6px 10px;
  border-radius: var(--portico-radius-md);
}
.portico-fc-link:hover { background: var(--portico-accent-soft); }
.portico-fc-link:focus-visible { outline: 2px solid var(--portico-accent-text); outline-offset: 2px; }
`
