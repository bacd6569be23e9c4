import { button, el } from './el'
import type { RecoveryChoice } from './keys/RecoveryPrompt'
import { titledView } from './titledView'

/**
 * Operator custody's `create`: before a new account's key is made, the visitor is told who can
 * rebuild it, with Cancel and Continue (which resolves `{ method: 'operator' }`).
 * @example
 * view = renderOperatorNotice(document, root, resolve, () => reject(rejected()))
 */
export function renderOperatorNotice(
  doc: Document,
  root: HTMLElement,
  resolve: (choice: RecoveryChoice) => void,
  cancelled: () => void,
) {
  const { view, title, body } = titledView(doc, 'form', {
    name: 'recovery',
    testId: 'portico-frame-recovery-create',
    title: 'This site can recover your wallet for you',
  })
  body.append(
    el(
      doc,
      'p',
      'pf-intro',
      'If you lose your devices, you get your wallet back with your email alone: the people who run this site keep what rebuilds your key — so they can rebuild it without you too.',
    ),
  )
  const actions = el(doc, 'footer', 'pf-actions')
  const cancel = button(doc, 'secondary', 'Cancel', 'portico-frame-recovery-cancel')
  const next = button(doc, 'primary', 'Continue', 'recovery-operator-continue', 'submit')
  actions.append(cancel, next)
  view.append(title, body, actions)
  let settled = false
  cancel.addEventListener('click', () => {
    if (settled) return
    settled = true
    cancelled()
  })
  view.addEventListener('submit', (event) => {
    event.preventDefault()
    if (settled) return
    settled = true
    for (const control of [cancel, next]) control.disabled = true
    view.setAttribute('aria-busy', 'true')
    resolve({ method: 'operator' })
  })
  root.replaceChildren(view)
  next.focus()
  return view
}
