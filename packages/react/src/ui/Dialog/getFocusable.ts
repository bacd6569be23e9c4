const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',')

/**
 * The keyboard-focusable elements inside a container, in tab order (DOM order; positive
 * tabindex is not used by the kit).
 * @example
 * const [first] = getFocusable(dialogElement)
 */
export function getFocusable(container: Element): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.closest('[inert],[aria-hidden="true"]'),
  )
}
