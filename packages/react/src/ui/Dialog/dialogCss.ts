/**
 * Styles of {@link Dialog}: on desktop a card whose top edge stays where it is while its content
 * grows and shrinks (a fixed offset from the viewport's height, not centring, which moved it by
 * half of every change); a bottom sheet on narrow screens.
 * @example
 * const css = baseCss + dialogCss
 */
export const dialogCss = `
.portico-overlay {
  position: fixed;
  inset: 0;
  z-index: var(--portico-z-index);
  /* Where a card of the tallest height would sit centred, but no lower than 16 % of the
     viewport on tall screens, where centring would leave a short card hanging low. */
  --portico-dialog-top: clamp(24px, calc((100vh - 640px) / 2), 16vh);
  display: flex;
  align-items: flex-start;
  justify-content: center;
  padding: var(--portico-dialog-top) 24px 24px;
  background: var(--portico-bg-overlay);
  -webkit-backdrop-filter: blur(6px);
  backdrop-filter: blur(6px);
  animation: portico-fade-in var(--portico-duration-open) var(--portico-ease);
  overflow-y: auto;
}
.portico-overlay[data-state='closing'] {
  animation: portico-fade-out var(--portico-duration-close) var(--portico-ease) forwards;
  pointer-events: none;
}
.portico-dialog {
  position: relative;
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: 380px;
  max-height: min(640px, calc(100vh - var(--portico-dialog-top) - 24px));
  background: var(--portico-bg);
  border: 1px solid var(--portico-border);
  border-radius: var(--portico-radius-xl);
  box-shadow: var(--portico-shadow);
  overflow: hidden;
  animation: portico-dialog-in var(--portico-duration-open) var(--portico-ease);
}
.portico-dialog:focus-visible { outline: none; }
.portico-sheet-handle { display: none; }
.portico-dialog[data-embedded] { box-shadow: none; animation: none; max-height: none; }
.portico-dialog[data-state='closing'] {
  animation: portico-dialog-out var(--portico-duration-close) var(--portico-ease) forwards;
}
.portico-dialog[data-shake] { animation: portico-shake 300ms var(--portico-ease); }
@keyframes portico-shake {
  20%, 60% { transform: translateX(-6px); }
  40%, 80% { transform: translateX(6px); }
}
@keyframes portico-dialog-in { from { opacity: 0; transform: translateY(12px) scale(0.98); } }
@keyframes portico-dialog-out { to { opacity: 0; transform: translateY(8px) scale(0.98); } }
@media (max-width: 480px) {
  .portico-overlay { align-items: flex-end; padding: 0; }
  .portico-dialog:not([data-embedded]) {
    max-width: none;
    max-height: calc(100vh - 32px);
    border-bottom: 0;
    border-radius: var(--portico-radius-xl) var(--portico-radius-xl) 0 0;
    padding-bottom: env(safe-area-inset-bottom, 0px);
    animation-name: portico-sheet-in;
  }
  .portico-sheet-handle {
    display: block;
    flex: none;
    width: 36px;
    height: 5px;
    margin: 8px auto -4px;
    border-radius: 3px;
    background: var(--portico-fg-subtle);
    opacity: 0.45;
  }
  /* The handle and header drag the sheet: the browser must not scroll or zoom on them. */
  .portico-dialog:not([data-embedded]) .portico-sheet-handle,
  .portico-dialog:not([data-embedded]) .portico-header { touch-action: none; }
  .portico-dialog[data-state='closing']:not([data-embedded]) { animation-name: portico-sheet-out; }
  @keyframes portico-sheet-in { from { transform: translateY(40%); opacity: 0; } }
  @keyframes portico-sheet-out { to { transform: translateY(40%); opacity: 0; } }
}
`
