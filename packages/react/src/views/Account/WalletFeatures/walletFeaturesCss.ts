import { centredColumnCss } from '../../../ui/css/centredColumnCss'
import { iconBoxCss } from '../../../ui/css/iconBoxCss'
import { outlinedSurfaceCss } from '../../../ui/css/outlinedSurfaceCss'

/**
 * Styles of the Account view's wallet feature buttons.
 * @example
 * <ShadowStyle css={walletFeaturesCss} />
 */
export const walletFeaturesCss = `
.portico-wallet-features {
  display: grid;
  grid-template-columns: repeat(var(--portico-feature-count), minmax(0, 1fr));
  gap: 8px;
  margin: 0 0 12px;
}
.portico-wallet-feature {
  ${centredColumnCss(6)}
  padding: 12px 8px 10px;
  ${outlinedSurfaceCss}
  color: var(--portico-fg);
  font-size: var(--portico-text-sm);
  font-weight: 500;
  transition: background-color 120ms var(--portico-ease);
}
.portico-wallet-feature:hover { background: var(--portico-bg-hover); }
.portico-wallet-feature-icon {
  ${iconBoxCss(32)}
  background: var(--portico-accent-soft);
  color: var(--portico-accent-text);
}
`
