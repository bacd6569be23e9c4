import { iconBoxCss } from '../css/iconBoxCss'
import { pillButtonCss } from '../css/pillButtonCss'

/**
 * Styles of {@link Button} and {@link IconButton}.
 * @example
 * const css = baseCss + buttonCss
 */
export const buttonCss = `
.portico-button {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  ${pillButtonCss}
  user-select: none;
  transition: background-color 120ms var(--portico-ease), transform 120ms var(--portico-ease),
    box-shadow 120ms var(--portico-ease), opacity 120ms var(--portico-ease);
}
.portico-button[data-size='sm'] { height: 32px; padding: 0 12px; font-size: var(--portico-text-sm); gap: 6px; }
.portico-button[data-size='lg'] { height: 48px; padding: 0 20px; border-radius: var(--portico-radius-lg); }
.portico-button[data-full] { display: flex; width: 100%; }
.portico-button:active:not(:disabled) { transform: scale(0.98); }
.portico-button:disabled { opacity: 0.5; }
.portico-button[data-variant='primary'] {
  background: var(--portico-accent-fill);
  color: #fff;
  box-shadow: inset 0 1px 0 rgba(255, 255, 255, 0.16);
}
.portico-button[data-variant='primary']:hover:not(:disabled) {
  background: color-mix(in srgb, var(--portico-accent-fill) 88%, #000);
}
.portico-button[data-variant='secondary'] {
  background: var(--portico-bg-raised);
  color: var(--portico-fg);
  box-shadow: inset 0 0 0 1px var(--portico-border);
}
.portico-button[data-variant='secondary']:hover:not(:disabled) { background: var(--portico-bg-hover); }
.portico-button[data-variant='ghost'] { color: var(--portico-fg-muted); }
.portico-button[data-variant='ghost']:hover:not(:disabled) {
  background: var(--portico-bg-hover);
  color: var(--portico-fg);
}
.portico-button[data-variant='danger'] { background: var(--portico-error-soft); color: var(--portico-error); }
.portico-button[data-variant='danger']:hover:not(:disabled) {
  background: color-mix(in srgb, var(--portico-error) 22%, transparent);
}
.portico-button[aria-busy='true'] { cursor: progress; }
.portico-button-label { overflow: hidden; text-overflow: ellipsis; }
.portico-icon-button {
  ${iconBoxCss(36)}
  color: var(--portico-fg-muted);
  transition: background-color 120ms var(--portico-ease), color 120ms var(--portico-ease);
}
.portico-icon-button[data-size='sm'] { width: 28px; height: 28px; }
.portico-icon-button:hover { background: var(--portico-bg-hover); color: var(--portico-fg); }
.portico-icon-button:active { background: var(--portico-bg-active); }
`
