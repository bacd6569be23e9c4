import { within } from '@testing-library/react'

/**
 * Testing Library queries scoped to the shadow root of the first `tagName` element, which is
 * where Portico renders the modal and the buttons.
 * @example
 * const modal = await waitFor(() => queryShadow('portico-modal'))
 * modal.getByRole('dialog')
 */
export function queryShadow(tagName: string, index = 0): ReturnType<typeof within> {
  const root = document.querySelectorAll(tagName)[index]?.shadowRoot?.querySelector('.portico-root')
  if (!(root instanceof HTMLElement))
    throw new Error(`no themed shadow root in <${tagName}> #${index}`)
  return within(root)
}
