/**
 * CSS shared by every Portico shadow root (the page-level buttons' and the modal's): the host
 * reset, the scales the buttons use and motion. The modal's own scales are in modalBaseCss, so
 * a page that never opens the modal does not load them.
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
  --portico-ease: cubic-bezier(0.2, 0, 0, 1);
  --portico-text-sm: calc(var(--portico-font-size-master) * 0.8125);
  --portico-text-md: calc(var(--portico-font-size-master) * 0.9375);
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
@media (prefers-reduced-motion: reduce) {
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
