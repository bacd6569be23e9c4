/**
 * Styles of {@link Spinner}.
 * @example
 * const css = baseCss + spinnerCss
 */
export const spinnerCss = `
.portico-spinner { animation: portico-spin 0.8s linear infinite; }
`
