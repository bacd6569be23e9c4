import { iconBoxCss } from '../../../ui/css/iconBoxCss'

/**
 * Styles of the embedded wallet's security controls and their confirmation; shipped in the
 * view's lazy chunk (the rows themselves are Account's `portico-row-button`).
 * @example
 * <ShadowStyle css={securityCss} />
 */
export const securityCss = `
.portico-security { padding-top: 4px; }
.portico-security-confirm { display: flex; flex-direction: column; align-items: stretch; gap: 16px; padding-top: 8px; text-align: center; }
.portico-security-badge {
  align-self: center;
  ${iconBoxCss(64)}
  background: var(--portico-error-soft);
  color: var(--portico-error);
}
.portico-security-question { margin: 0; color: var(--portico-fg); font-size: var(--portico-text-md); line-height: 1.5; }
.portico-security-buttons { display: flex; flex-direction: column; gap: 8px; }
`
