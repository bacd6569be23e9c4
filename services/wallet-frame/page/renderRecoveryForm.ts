import { button, el } from './el'
import { MIN_RECOVERY_PASSWORD_LENGTH, type RecoveryRequest } from './keys/RecoveryPrompt'
import { titledView } from './titledView'

const TEXT = {
  create: {
    title: 'Protect your new wallet',
    intro:
      'Protect it with a passkey before it is made. Nobody else — not even this service — can rebuild your key, and a new device will need the passkey besides your login.',
    passwordIntro:
      'Choose a recovery password before it is made. Nobody else — not even this service — can rebuild your key, and a new device will need the password besides your login. It cannot be reset: keep it safe.',
    passkey: 'Use a passkey',
    or: 'Or choose a recovery password',
    submit: 'Create wallet',
  },
  protect: {
    title: 'Protect your wallet',
    intro:
      'A new device will need it, besides your login. Nobody else — not even this service — can rebuild your key. It cannot be reset: keep it safe.',
    passkey: 'Use a passkey',
    or: 'Or choose a recovery password',
    submit: 'Use password',
  },
  signIn: {
    title: 'Sign in with a passkey',
    intro: 'Use the passkey that protects your wallet.',
    passkeyIntro: 'Use the passkey that protects your wallet.',
    passkey: 'Use your passkey',
    or: '',
    submit: 'Sign in',
  },
  unlock: {
    title: 'Unlock your wallet',
    intro: 'This wallet is protected. Open it on this device with its recovery password.',
    passkeyIntro:
      'This wallet is protected by a passkey. Use it to open the wallet on this device.',
    passkey: 'Use your passkey',
    or: '',
    submit: 'Unlock',
  },
} as const

const input = (
  doc: Document,
  id: string,
  label: string,
  autocomplete: 'new-password' | 'current-password',
) => {
  const wrap = el(doc, 'label', 'pf-field', label)
  wrap.htmlFor = id
  const field = el(doc, 'input', 'pf-input')
  field.type = 'password'
  field.id = id
  field.autocomplete = autocomplete
  field.required = true
  field.dataset.testid = id
  wrap.append(field)
  return { wrap, field }
}

/** One password entry of the form: its label and its field. */
export type PasswordEntry = ReturnType<typeof input>

/** The parts of a rendered recovery form that its logic acts on. */
export type RenderedRecoveryForm = {
  form: HTMLFormElement
  body: HTMLElement
  /** The password, when `password` is among the methods. */
  first: PasswordEntry | undefined
  /** The password again, when one is chosen (`create`, `protect`). */
  second: PasswordEntry | undefined
  cancel: HTMLButtonElement
  submit: HTMLButtonElement | undefined
  passkeyButton: HTMLButtonElement | undefined
  /** Shows the sentence under the intro, or hides it with `undefined`. */
  showError(message: string | undefined): void
}

/**
 * The recovery form's markup for one request (not operator custody's notice): its intro, the
 * last try's problem, a passkey button (or a greyed one with its reason), the password typed
 * once or, when chosen, twice with its length rule up front, a Show password switch, Cancel and
 * the submit button.
 * @example
 * const { form, first, submit } = renderRecoveryForm(document, { mode: 'unlock', methods: ['password'] })
 */
export function renderRecoveryForm(
  doc: Document,
  { mode, methods, problem, passkeyUnavailable }: RecoveryRequest,
): RenderedRecoveryForm {
  const text = TEXT[mode]
  const passkey = methods.includes('passkey')
  const password = methods.includes('password')
  const { view, title, body } = titledView(doc, 'form', {
    name: 'recovery',
    testId: `portico-frame-recovery-${mode}`,
    title: text.title,
  })
  view.noValidate = true
  const intro =
    mode === 'unlock' && passkey && !password
      ? TEXT.unlock.passkeyIntro
      : mode === 'create' && !passkey
        ? TEXT.create.passwordIntro
        : text.intro
  body.append(el(doc, 'p', 'pf-intro', intro))
  // A new password's rule is said before it is typed, not only after a refusal.
  const choosing = mode === 'create' || mode === 'protect'
  const error = el(doc, 'p', 'pf-warning')
  error.setAttribute('role', 'alert')
  error.dataset.testid = 'portico-frame-recovery-error'
  const showError = (message: string | undefined) => {
    error.textContent = message ?? ''
    error.hidden = !message
  }
  showError(problem)
  body.append(error)
  const passkeyButton = passkey
    ? button(doc, 'primary', text.passkey, 'portico-frame-recovery-passkey')
    : undefined
  if (passkeyButton) {
    body.append(passkeyButton)
    if (password && text.or) body.append(el(doc, 'p', 'pf-or', text.or))
  } else if (choosing && passkeyUnavailable) {
    // Shown, greyed, with its reason: a visitor who looks for passkeys learns why not here.
    const unavailable = button(
      doc,
      'secondary',
      text.passkey,
      'portico-frame-recovery-passkey-unavailable',
    )
    unavailable.disabled = true
    unavailable.setAttribute('aria-describedby', 'pf-recovery-passkey-reason')
    const reason = el(doc, 'p', 'pf-note', passkeyUnavailable)
    reason.id = 'pf-recovery-passkey-reason'
    reason.dataset.testid = 'portico-frame-recovery-passkey-reason'
    body.append(unavailable, reason)
    if (password && text.or) body.append(el(doc, 'p', 'pf-or', text.or))
  }
  const first = password
    ? input(
        doc,
        'portico-frame-recovery-password',
        'Recovery password',
        choosing ? 'new-password' : 'current-password',
      )
    : undefined
  const second =
    password && choosing
      ? input(doc, 'portico-frame-recovery-confirm', 'Repeat the password', 'new-password')
      : undefined
  for (const field of [first, second]) if (field) body.append(field.wrap)
  if (first) {
    // One switch shows or hides both entries: a long password is easier typed seen.
    const show = el(doc, 'label', 'pf-check', '')
    const box = el(doc, 'input', '')
    box.type = 'checkbox'
    box.dataset.testid = 'portico-frame-recovery-show'
    box.addEventListener('change', () => {
      for (const field of [first, second])
        if (field) field.field.type = box.checked ? 'text' : 'password'
    })
    show.append(box, doc.createTextNode(' Show password'))
    ;(second ?? first).wrap.after(show)
  }
  if (first && choosing) {
    const rule = el(doc, 'p', 'pf-intro', `At least ${MIN_RECOVERY_PASSWORD_LENGTH} characters.`)
    rule.dataset.testid = 'portico-frame-recovery-rule'
    first.wrap.after(rule)
  }
  const actions = el(doc, 'footer', 'pf-actions')
  const cancel = button(doc, 'secondary', 'Cancel', 'portico-frame-recovery-cancel')
  actions.append(cancel)
  const submit = password
    ? button(
        doc,
        passkey ? 'secondary' : 'primary',
        text.submit,
        'portico-frame-recovery-submit',
        'submit',
      )
    : undefined
  if (submit) actions.append(submit)
  view.append(title, body, actions)
  return { form: view, body, first, second, cancel, submit, passkeyButton, showError }
}
