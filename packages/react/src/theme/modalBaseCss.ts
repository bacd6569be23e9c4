import { MODAL_ANIMATION_MS } from '@portico/common'

/**
 * What the modal's shadow root adds to baseCss: its durations, the rest of the type and radius
 * scales, list and link resets and its fade animations. Reduced motion turns the durations off.
 * @example
 * const css = [baseCss, modalBaseCss, dialogCss]
 */
export const modalBaseCss = `
.portico-root {
  --portico-duration-open: ${MODAL_ANIMATION_MS.open}ms;
  --portico-duration-close: ${MODAL_ANIMATION_MS.close}ms;
  --portico-duration-view: ${MODAL_ANIMATION_MS.viewChange}ms;
  --portico-text-xs: calc(var(--portico-font-size-master) * 0.75);
  --portico-text-lg: calc(var(--portico-font-size-master) * 1.0625);
  --portico-text-xl: calc(var(--portico-font-size-master) * 1.5);
  --portico-radius-xs: calc(var(--portico-border-radius-master) * 1.5);
  --portico-radius-sm: calc(var(--portico-border-radius-master) * 2);
  --portico-radius-md: calc(var(--portico-border-radius-master) * 3);
  --portico-radius-lg: calc(var(--portico-border-radius-master) * 4);
  --portico-radius-xl: calc(var(--portico-border-radius-master) * 6);
}
.portico-root ul, .portico-root ol { list-style: none; }
.portico-root a { text-decoration: none; }
@keyframes portico-fade-in { from { opacity: 0; } }
@keyframes portico-fade-out { to { opacity: 0; } }
@media (prefers-reduced-motion: reduce) {
  .portico-root {
    --portico-duration-open: 0ms;
    --portico-duration-close: 0ms;
    --portico-duration-view: 0ms;
  }
}
`
