import { MIN_RECOVERY_PASSWORD_LENGTH } from './createKeyManager'
import { FrameRequestError, USER_REJECTED_MESSAGE } from './FrameRequestError'

/**
 * `protect`: the visitor chooses a recovery password (twice); `unlock`: a new device asks for it.
 * @example const mode: RecoveryFormMode = 'unlock'
 */
export type RecoveryFormMode = 'protect' | 'unlock'

const TEXT = {
  protect: {
    title: 'Protect your wallet',
    intro:
      'Choose a recovery password. A new device will need it, besides your login, to open this wallet: without it nobody — not even this service — can rebuild your key. Keep it safe: it cannot be reset.',
    submit: 'Protect wallet',
  },
  unlock: {
    title: 'Unlock your wallet',
    intro: 'This wallet is protected. Enter its recovery password to use it on this device.',
    submit: 'Unlock',
  },
} as const

const input = (
  doc: Document,
  id: string,
  label: string,
  autocomplete: 'new-password' | 'current-password',
) => {
  const wrap = doc.createElement('label')
  wrap.className = 'pf-field'
  wrap.htmlFor = id
  wrap.textContent = label
  const field = doc.createElement('input')
  field.type = 'password'
  field.id = id
  field.className = 'pf-input'
  field.autocomplete = autocomplete
  field.required = true
  field.dataset.testid = id
  wrap.append(field)
  return { wrap, field }
}

/**
 * The frame's recovery password form, typed into on the frame's own origin: the page never sees
 * the password. `ask` shows it (again, with `problem` when the last password was wrong) and
 * resolves with what was typed once it passes the checks that need no service (length, the two
 * entries equal); while the caller works the form stays, busy. Cancel (or Esc) rejects with
 * 'User rejected the request.'; `close` clears it.
 * @example
 * const form = createRecoveryForm(document, root)
 * const password = await form.ask('unlock')
 */
export function createRecoveryForm(doc: Document, root: HTMLElement) {
  let view: HTMLElement | undefined
  let onKey: ((event: KeyboardEvent) => void) | undefined

  const close = () => {
    if (onKey) doc.removeEventListener('keydown', onKey)
    onKey = undefined
    view?.remove()
    view = undefined
  }

  const ask = (mode: RecoveryFormMode, problem?: string) =>
    new Promise<string>((resolve, reject) => {
      close()
      const text = TEXT[mode]
      const form = doc.createElement('form')
      form.className = 'pf-approval pf-recovery'
      form.dataset.testid = `portico-frame-recovery-${mode}`
      form.setAttribute('aria-labelledby', 'pf-recovery-title')
      form.noValidate = true
      const title = doc.createElement('h1')
      title.className = 'pf-title'
      title.id = 'pf-recovery-title'
      title.textContent = text.title
      const intro = doc.createElement('p')
      intro.className = 'pf-intro'
      intro.textContent = text.intro
      const body = doc.createElement('div')
      body.className = 'pf-body'
      const first = input(
        doc,
        'portico-frame-recovery-password',
        'Recovery password',
        mode === 'protect' ? 'new-password' : 'current-password',
      )
      body.append(intro, first.wrap)
      const second =
        mode === 'protect'
          ? input(doc, 'portico-frame-recovery-confirm', 'Repeat the password', 'new-password')
          : undefined
      if (second) body.append(second.wrap)
      const error = doc.createElement('p')
      error.className = 'pf-warning'
      error.setAttribute('role', 'alert')
      error.dataset.testid = 'portico-frame-recovery-error'
      const showError = (message: string | undefined) => {
        error.textContent = message ?? ''
        error.hidden = !message
      }
      showError(problem)
      body.append(error)
      const actions = doc.createElement('footer')
      actions.className = 'pf-actions'
      const cancel = doc.createElement('button')
      cancel.type = 'button'
      cancel.className = 'pf-button pf-secondary'
      cancel.textContent = 'Cancel'
      cancel.dataset.testid = 'portico-frame-recovery-cancel'
      const submit = doc.createElement('button')
      submit.type = 'submit'
      submit.className = 'pf-button pf-primary'
      submit.textContent = text.submit
      submit.dataset.testid = 'portico-frame-recovery-submit'
      actions.append(cancel, submit)
      form.append(title, body, actions)

      let settled = false
      const rejectWith = () => {
        if (settled) return
        settled = true
        close()
        reject(new FrameRequestError(USER_REJECTED_MESSAGE))
      }
      onKey = (event: KeyboardEvent) => {
        if (event.key === 'Escape') rejectWith()
      }
      cancel.addEventListener('click', rejectWith)
      form.addEventListener('submit', (event) => {
        event.preventDefault()
        if (settled) return
        const password = first.field.value
        if ([...password].length < MIN_RECOVERY_PASSWORD_LENGTH)
          return showError(
            `The recovery password must be at least ${MIN_RECOVERY_PASSWORD_LENGTH} characters long`,
          )
        if (second && second.field.value !== password)
          return showError('The two passwords are not the same')
        settled = true
        showError(undefined)
        // Busy until the caller answers: scrypt takes about a second.
        for (const control of [first.field, second?.field, cancel, submit]) {
          if (control) control.disabled = true
        }
        submit.textContent = mode === 'protect' ? 'Protecting…' : 'Unlocking…'
        form.setAttribute('aria-busy', 'true')
        resolve(password)
      })
      doc.addEventListener('keydown', onKey)
      root.replaceChildren(form)
      view = form
      first.field.focus()
    })

  return { ask, close }
}

/** A form made by {@link createRecoveryForm}. @example await form.ask('protect') */
export type RecoveryForm = ReturnType<typeof createRecoveryForm>
