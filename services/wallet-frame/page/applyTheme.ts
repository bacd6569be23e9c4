const VARIABLE = /^(--portico-)?[a-z][a-z0-9-]{0,40}$/i
const VALUE = /^[^;{}<>\\]{0,200}$/

/**
 * Applies SYNC_THEME: `data-theme` on the root element (the stylesheet holds both palettes) and
 * theme variables as `--portico-*` custom properties (CSSOM, which the CSP allows, unlike style
 * attributes). Names and values of other shapes are ignored.
 * @example applyTheme(document.documentElement, 'light', { accent: '#3b82f6' })
 */
export function applyTheme(
  root: HTMLElement,
  mode: 'dark' | 'light' | undefined,
  variables: Record<string, string | number> | undefined,
): void {
  if (mode) root.dataset.theme = mode
  for (const [name, value] of Object.entries(variables ?? {})) {
    const text = String(value)
    if (!VARIABLE.test(name) || !VALUE.test(text)) continue
    const property = name.startsWith('--')
      ? name
      : `--portico-${name.replace(/[A-Z]/g, (ch) => `-${ch.toLowerCase()}`)}`
    root.style.setProperty(property, text)
  }
}
