import { outlinedSurfaceCss } from '../../ui/css/outlinedSurfaceCss'
import { socialMarkCss } from '../../ui/SocialMark/socialMarkCss'

/**
 * Styles of the social login buttons (Connect and ConnectSocials).
 * @example
 * <ShadowStyle css={socialLoginCss} />
 */
export const socialLoginCss = `${socialMarkCss}
.portico-social-logins { display: flex; flex-direction: column; gap: 8px; min-width: 0; margin: 0 0 12px; padding: 0; border: 0; }
.portico-social-row { display: grid; grid-template-columns: repeat(4, 1fr); gap: 8px; }
.portico-social-button {
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 10px;
  min-height: 48px;
  padding: 0 12px;
  border: 0;
  ${outlinedSurfaceCss}
  color: var(--portico-fg);
  font: inherit;
  font-size: var(--portico-text-sm);
  font-weight: 600;
  cursor: pointer;
}
.portico-social-wide { justify-content: flex-start; width: 100%; }
.portico-social-wide > span:last-child { flex: 1; text-align: center; margin-inline-end: 34px; }
.portico-social-button:hover:not(:disabled) { background: var(--portico-bg-hover); }
.portico-social-button:disabled { color: var(--portico-fg-muted); cursor: default; }
.portico-social-button:focus-visible { outline: 2px solid var(--portico-accent-text); outline-offset: 2px; }
.portico-social-list { display: flex; flex-direction: column; gap: 8px; margin: 0; padding: 0; list-style: none; }
`
