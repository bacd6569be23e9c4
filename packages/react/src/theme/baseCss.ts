import { MODAL_ANIMATION_MS } from '@portico/common'

/**
 * CSS shared by every Portico shadow root: the host reset, the derived scales and motion.
 * The host gets `all: initial` with `!important` because only important shadow rules beat the
 * page's own rules on the host element; everything inside uses px, never rem. The root is
 * left-to-right whatever the page's direction, and right-to-left where the kit's language is
 * (Arabic, Hebrew: the `dir` attribute ThemeRoot sets, which on its own would lose to this
 * sheet's `direction`); everything inside uses logical sides (inline start/end), so it mirrors.
 * @example
 * style.textContent = baseCss + buttonCss
 */
export const baseCss = `
:host {
  all: initial !important;
  display: contents !important;
}
.portico-root {
  display: contents;
  --portico-duration-open: ${MODAL_ANIMATION_MS.open}ms;
  --portico-duration-close: ${MODAL_ANIMATION_MS.close}ms;
  --portico-duration-view: ${MODAL_ANIMATION_MS.viewChange}ms;
  --portico-ease: cubic-bezier(0.2, 0, 0, 1);
  --portico-text-xs: calc(var(--portico-font-size-master) * 0.75);
  --portico-text-sm: calc(var(--portico-font-size-master) * 0.8125);
  --portico-text-md: calc(var(--portico-font-size-master) * 0.9375);
  --portico-text-lg: calc(var(--portico-font-size-master) * 1.0625);
  --portico-text-xl: calc(var(--portico-font-size-master) * 1.5);
  --portico-radius-xs: calc(var(--portico-border-radius-master) * 1.5);
  --portico-radius-sm: calc(var(--portico-border-radius-master) * 2);
  --portico-radius-md: calc(var(--portico-border-radius-master) * 3);
  --portico-radius-lg: calc(var(--portico-border-radius-master) * 4);
  --portico-radius-xl: calc(var(--portico-border-radius-master) * 6);
  --portico-radius-full: 9999px;
  font-family: var(--portico-font-family);
  font-size: var(--portico-text-md);
  font-weight: 400;
  line-height: 1.4;
  letter-spacing: -0.005em;
  color: var(--portico-fg);
  text-align: start;
  direction: ltr;
  -webkit-font-smoothing: antialiased;
  -moz-osx-font-smoothing: grayscale;
  font-feature-settings: 'tnum' 0, 'ss01' 1;
  color-scheme: var(--portico-color-scheme, dark);
}
.portico-root[dir='rtl'] { direction: rtl; }
.portico-root *, .portico-root *::before, .portico-root *::after {
  box-sizing: border-box;
  margin: 0;
  padding: 0;
  border: 0 solid transparent;
  font: inherit;
  letter-spacing: inherit;
  color: inherit;
}
.portico-root button { background: none; cursor: pointer; text-align: inherit; }
.portico-root ul, .portico-root ol { list-style: none; }
.portico-root a { text-decoration: none; }
.portico-root button:disabled { cursor: default; }
.portico-root img, .portico-root svg { display: block; flex-shrink: 0; }
.portico-root :focus { outline: none; }
.portico-root :focus-visible {
  outline: 2px solid var(--portico-accent-text);
  outline-offset: 2px;
}
.portico-sr-only {
  position: absolute; width: 1px; height: 1px; overflow: hidden;
  clip: rect(0 0 0 0); clip-path: inset(50%); white-space: nowrap;
}
@keyframes portico-spin { to { transform: rotate(360deg); } }
@keyframes portico-fade-in { from { opacity: 0; } }
@keyframes portico-fade-out { to { opacity: 0; } }
@media (prefers-reduced-motion: reduce) {
  .portico-root {
    --portico-duration-open: 0ms;
    --portico-duration-close: 0ms;
    --portico-duration-view: 0ms;
  }
  .portico-root *, .portico-root *::before, .portico-root *::after {
    transition-duration: 0.01ms !important;
    animation-duration: 0.01ms !important;
    animation-iteration-count: 1 !important;
  }
  .portico-root .portico-spinner {
    animation-duration: 2.4s !important;
    animation-iteration-count: infinite !important;
  }
}
`
