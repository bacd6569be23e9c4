import { USER_REJECTED_MESSAGE } from '../src/shared/frameMessages'
import {
  MIN_RECOVERY_PASSWORD_LENGTH,
  type RecoveryChoice,
  type RecoveryPrompt,
} from './createKeyManager'
import { el } from './el'
import { FrameRequestError } from './FrameRequestError'

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

// Operator custody: before a new account's key is made, the visitor is told who can rebuild it.
function operatorNotice(
  doc: Document,
  root: HTMLElement,
  resolve: (choice: RecoveryChoice) => void,
  cancelled: () => void,
) {
  const form = el(doc, 'form', 'pf-approval pf-recovery')
  form.dataset.testid = 'portico-frame-recovery-create'
  form.setAttribute('aria-labelledby', 'pf-recovery-title')
  const title = el(doc, 'h1', 'pf-title', 'This site can recover your wallet for you')
  title.id = 'pf-recovery-title'
  const body = el(doc, 'div', 'pf-body')
  body.append(
    el(
      doc,
      'p',
      'pf-intro',
      'If you lose your devices, you get your wallet back with your email alone: the people who run this site keep what rebuilds your key — so they can rebuild it without you too.',
    ),
  )
  const actions = el(doc, 'footer', 'pf-actions')
  const cancel = el(doc, 'button', 'pf-button pf-secondary', 'Cancel')
  cancel.type = 'button'
  cancel.dataset.testid = 'portico-frame-recovery-cancel'
  const next = el(doc, 'button', 'pf-button pf-primary', 'Continue')
  next.type = 'submit'
  next.dataset.testid = 'recovery-operator-continue'
  actions.append(cancel, next)
  form.append(title, body, actions)
  let settled = false
  cancel.addEventListener('click', () => {
    if (settled) return
    settled = true
    cancelled()
  })
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    if (settled) return
    settled = true
    for (const control of [cancel, next]) control.disabled = true
    form.setAttribute('aria-busy', 'true')
    resolve({ method: 'operator' })
  })
  root.replaceChildren(form)
  next.focus()
  return form
}

/**
 * The frame's recovery form, on the frame's own origin: the page never sees the password or the
 * passkey's secret. `ask` shows it (again, with `problem` when the last try failed) with the
 * methods offered: a passkey button (the ceremony runs in that click) and/or a password, typed
 * twice to protect or create, its length rule shown up front. `create` in operator custody is
 * the notice that the site can recover the wallet, with Continue. It resolves with the visitor's choice once it passes the checks that need no
 * service (length, the two entries equal); while the caller works the form stays, busy. Cancel
 * (or Esc) rejects with 'User rejected the request.'; `close` clears it.
 * @example
 * const form = createRecoveryForm(document, root)
 * const choice = await form.ask({ mode: 'unlock', methods: ['password'] })
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

  const ask: RecoveryPrompt = ({ mode, methods, problem, custody, passkeyUnavailable }) =>
    new Promise<RecoveryChoice>((resolve, reject) => {
      close()
      if (mode === 'create' && custody === 'operator') {
        view = operatorNotice(doc, root, resolve, () => {
          close()
          reject(new FrameRequestError(USER_REJECTED_MESSAGE, 'USER_REJECTED'))
        })
        onKey = (event: KeyboardEvent) => {
          if (event.key === 'Escape')
            view?.querySelector<HTMLButtonElement>('.pf-secondary')?.click()
        }
        doc.addEventListener('keydown', onKey)
        return
      }
      const text = TEXT[mode]
      const passkey = methods.includes('passkey')
      const password = methods.includes('password')
      const form = el(doc, 'form', 'pf-approval pf-recovery')
      form.dataset.testid = `portico-frame-recovery-${mode}`
      form.setAttribute('aria-labelledby', 'pf-recovery-title')
      form.noValidate = true
      const title = el(doc, 'h1', 'pf-title', text.title)
      title.id = 'pf-recovery-title'
      const body = el(doc, 'div', 'pf-body')
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
        ? el(doc, 'button', 'pf-button pf-primary', text.passkey)
        : undefined
      if (passkeyButton) {
        passkeyButton.type = 'button'
        passkeyButton.dataset.testid = 'portico-frame-recovery-passkey'
        body.append(passkeyButton)
        if (password && text.or) body.append(el(doc, 'p', 'pf-or', text.or))
      } else if (choosing && passkeyUnavailable) {
        // Shown, greyed, with its reason: a visitor who looks for passkeys learns why not here.
        const unavailable = el(doc, 'button', 'pf-button pf-secondary', text.passkey)
        unavailable.type = 'button'
        unavailable.disabled = true
        unavailable.dataset.testid = 'portico-frame-recovery-passkey-unavailable'
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
        const rule = el(
          doc,
          'p',
          'pf-intro',
          `At least ${MIN_RECOVERY_PASSWORD_LENGTH} characters.`,
        )
        rule.dataset.testid = 'portico-frame-recovery-rule'
        first.wrap.after(rule)
      }
      const actions = el(doc, 'footer', 'pf-actions')
      const cancel = el(doc, 'button', 'pf-button pf-secondary', 'Cancel')
      cancel.type = 'button'
      cancel.dataset.testid = 'portico-frame-recovery-cancel'
      actions.append(cancel)
      const submit = password
        ? el(doc, 'button', `pf-button ${passkey ? 'pf-secondary' : 'pf-primary'}`, text.submit)
        : undefined
      if (submit) {
        submit.type = 'submit'
        submit.dataset.testid = 'portico-frame-recovery-submit'
        actions.append(submit)
      }
      form.append(title, body, actions)

      let settled = false
      const busy = (label: string) => {
        settled = true
        showError(undefined)
        // Busy until the caller answers: scrypt or the passkey take a moment.
        for (const control of [first?.field, second?.field, cancel, submit, passkeyButton]) {
          if (control) control.disabled = true
        }
        form.setAttribute('aria-busy', 'true')
        const status = el(doc, 'p', 'pf-intro', label)
        status.setAttribute('role', 'status')
        body.append(status)
      }
      const rejectWith = () => {
        if (settled) return
        settled = true
        close()
        reject(new FrameRequestError(USER_REJECTED_MESSAGE, 'USER_REJECTED'))
      }
      onKey = (event: KeyboardEvent) => {
        if (event.key === 'Escape') rejectWith()
      }
      cancel.addEventListener('click', rejectWith)
      passkeyButton?.addEventListener('click', () => {
        if (settled) return
        busy('Waiting for your passkey…')
        resolve({ method: 'passkey' })
      })
      form.addEventListener('submit', (event) => {
        event.preventDefault()
        if (settled || !first) return
        const value = first.field.value
        if ([...value].length < MIN_RECOVERY_PASSWORD_LENGTH)
          return showError(
            `The recovery password must be at least ${MIN_RECOVERY_PASSWORD_LENGTH} characters long`,
          )
        if (second && second.field.value !== value)
          return showError('The two passwords are not the same')
        busy(
          mode === 'create'
            ? 'Creating your wallet…'
            : mode === 'protect'
              ? 'Protecting your wallet…'
              : 'Unlocking your wallet…',
        )
        resolve({ method: 'password', password: value })
      })
      doc.addEventListener('keydown', onKey)
      root.replaceChildren(form)
      view = form
      ;(passkeyButton ?? first?.field)?.focus()
    })

  return { ask, close }
}

/** A form made by {@link createRecoveryForm}. @example await form.ask({ mode: 'protect', methods: ['password'] }) */
export type RecoveryForm = ReturnType<typeof createRecoveryForm>
