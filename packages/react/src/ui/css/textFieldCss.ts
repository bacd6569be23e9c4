import { outlinedSurfaceCss } from './outlinedSurfaceCss'

/**
 * Declarations of a text field drawn as its own box (an email, a one-time code): the outlined
 * surface, the page's font at 16 px so phones do not zoom into it. The rule adds its height and
 * padding.
 * @example
 * const css = `.portico-ew-input {\n  height: 52px;\n  ${textFieldCss}\n}`
 */
export const textFieldCss = `border: 0;
  ${outlinedSurfaceCss}
  color: var(--portico-fg);
  font: inherit;
  font-size: 16px;`
