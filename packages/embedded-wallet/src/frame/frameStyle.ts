/**
 * Keep the frame loaded but out of sight and out of the tab order: a frame that is
 * `display: none` may be throttled, and moving an iframe in the DOM reloads it, so it stays
 * where it is and only its box changes.
 * @example hideFrame(host.iframe)
 */
export function hideFrame(iframe: HTMLIFrameElement): void {
  // A hidden frame must not keep the keyboard: focus goes back to the page (the modal).
  if (iframe.ownerDocument.activeElement === iframe) iframe.blur()
  iframe.setAttribute('aria-hidden', 'true')
  iframe.tabIndex = -1
  Object.assign(iframe.style, {
    position: 'fixed',
    top: '0px',
    left: '0px',
    width: '0px',
    height: '0px',
    border: '0',
    opacity: '0',
    pointerEvents: 'none',
    zIndex: '',
    colorScheme: 'normal',
  })
}

/**
 * Show the frame over `rect` (viewport coordinates), above the modal, for the frame's own
 * approval screen.
 * @example showFrame(host.iframe, element.getBoundingClientRect())
 */
export function showFrame(
  iframe: HTMLIFrameElement,
  rect: { top: number; left: number; width: number; height: number },
): void {
  const appearing = iframe.getAttribute('aria-hidden') === 'true'
  iframe.removeAttribute('aria-hidden')
  iframe.tabIndex = 0
  Object.assign(iframe.style, {
    top: `${rect.top}px`,
    left: `${rect.left}px`,
    width: `${rect.width}px`,
    height: `${rect.height}px`,
    opacity: '1',
    pointerEvents: 'auto',
    // Above the modal's overlay (the modal lives in a shadow root appended to the body).
    zIndex: '2147483647',
  })
  // Keyboard users land in the approval screen, which the modal's Tab cycle cannot reach (the
  // frame lives outside the dialog, in the page's body).
  if (appearing) iframe.focus()
}
