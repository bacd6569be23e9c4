import { iconBoxCss } from '../css/iconBoxCss'

/**
 * Styles of {@link Toast}.
 * @example
 * const css = baseCss + toastCss
 */
export const toastCss = `
.portico-toast-region {
  position: fixed;
  top: 20px;
  inset-inline: 0;
  display: flex;
  justify-content: center;
  pointer-events: none;
  z-index: calc(var(--portico-z-index) + 1);
}
.portico-toast {
  display: inline-flex;
  align-items: center;
  gap: 8px;
  max-width: calc(100% - 32px);
  padding-block: 8px;
  padding-inline: 10px 14px;
  border-radius: var(--portico-radius-full);
  background: var(--portico-bg);
  box-shadow: 0 0 0 1px var(--portico-border-strong), 0 12px 32px rgba(0, 0, 0, 0.28);
  font-size: var(--portico-text-sm);
  font-weight: 500;
  animation: portico-toast-in var(--portico-duration-view) var(--portico-ease);
}
.portico-toast-icon {
  ${iconBoxCss(24)}
  color: var(--portico-fg-muted);
  background: var(--portico-bg-active);
}
.portico-toast[data-variant='success'] .portico-toast-icon {
  color: var(--portico-success);
  background: var(--portico-success-soft);
}
.portico-toast[data-variant='error'] .portico-toast-icon {
  color: var(--portico-error);
  background: var(--portico-error-soft);
}
@keyframes portico-toast-in { from { opacity: 0; transform: translateY(-8px) scale(0.96); } }
`
