import { pillButtonCss } from '../../ui/css/pillButtonCss'

/**
 * Styles every page-level button has (connect, account, network): the shape and the accent
 * variant the Connect button paints with. The account and network buttons add
 * kitSurfaceButtonCss.
 * @example
 * const css = baseCss + spinnerCss + kitButtonCss
 */
export const kitButtonCss = `
.portico-kit-button {
  display: inline-flex;
  align-items: center;
  ${pillButtonCss}
  vertical-align: middle;
  user-select: none;
  transition: background-color 120ms var(--portico-ease), transform 120ms var(--portico-ease),
    box-shadow 120ms var(--portico-ease);
}
.portico-kit-button:active:not(:disabled) { transform: scale(0.97); }
.portico-kit-button[data-size='sm'] { height: 32px; padding: 0 12px; font-size: var(--portico-text-sm); }
.portico-kit-button[data-variant='accent'] {
  background: var(--portico-accent-fill);
  color: #fff;
  box-shadow: inset 0 1px 0 rgba(255, 255, 255, 0.16), 0 1px 2px rgba(0, 0, 0, 0.2);
}
.portico-kit-button[data-variant='accent']:hover:not(:disabled) {
  background: color-mix(in srgb, var(--portico-accent-fill) 88%, #000);
}
.portico-kit-button[aria-busy='true'] { cursor: progress; }
`
