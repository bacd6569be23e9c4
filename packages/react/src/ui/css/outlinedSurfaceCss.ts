/**
 * Declarations of the raised surface with a hairline border that the modal's fields, tabs and
 * cards sit on.
 * @example
 * const css = `.portico-name-box {\n  display: flex;\n  ${outlinedSurfaceCss}\n}`
 */
export const outlinedSurfaceCss = `border-radius: var(--portico-radius-lg);
  background: var(--portico-bg-raised);
  box-shadow: inset 0 0 0 1px var(--portico-border);`
