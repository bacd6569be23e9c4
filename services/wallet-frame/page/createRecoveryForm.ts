import { USER_REJECTED_MESSAGE } from '../src/shared/frameMessages'
import { el } from './el'
import { FrameRequestError } from './FrameRequestError'
import {
  MIN_RECOVERY_PASSWORD_LENGTH,
  type RecoveryChoice,
  type RecoveryPrompt,
} from './keys/RecoveryPrompt'
import { renderOperatorNotice } from './renderOperatorNotice'
import { renderRecoveryForm } from './renderRecoveryForm'

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
        view = renderOperatorNotice(doc, root, resolve, () => {
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
      const { form, body, first, second, cancel, submit, passkeyButton, showError } =
        renderRecoveryForm(doc, { mode, methods, problem, passkeyUnavailable })

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
