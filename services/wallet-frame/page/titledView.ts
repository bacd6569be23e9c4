import { el } from './el'

/**
 * The frame's own view in place of the page (an export, a recovery form, the operator's notice):
 * a `section` or `form` of the approval view's look, its test id, labelled by its `h1` title, and
 * the scrolling body under it; the caller fills the body and adds the title, body and actions.
 * @example const { view, title, body } = titledView(document, 'section', { name: 'export', testId: 'portico-frame-export', title: 'Export your private key' })
 */
export function titledView<K extends 'section' | 'form'>(
  doc: Document,
  tag: K,
  options: { name: string; testId: string; title: string },
) {
  const view = el(doc, tag, `pf-approval pf-${options.name}`)
  view.dataset.testid = options.testId
  view.setAttribute('aria-labelledby', `pf-${options.name}-title`)
  const title = el(doc, 'h1', 'pf-title', options.title)
  title.id = `pf-${options.name}-title`
  return { view, title, body: el(doc, 'div', 'pf-body') }
}
