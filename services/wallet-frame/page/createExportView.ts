import { USER_REJECTED_MESSAGE } from '../src/shared/frameMessages'
import { APPROVE_GUARD_MS } from './createApprovalView'
import { el } from './el'
import { FrameRequestError } from './FrameRequestError'

/**
 * The frame's private-key export, on the frame's own origin: a warning first, then "Show key"
 * (disabled for the approval guard time, so a click meant for something else cannot reveal
 * it), then the key as selectable text until Done. `reveal` gets the key only when the visitor
 * asked to see it, and the text leaves the page with the view; the embedding page never sees
 * it. Cancel or Esc rejects with 'User rejected the request.'.
 * @example await exportView.show(() => keys.withAccount(address, async () => privateKeyHex))
 */
export function createExportView(doc: Document, root: HTMLElement, guardMs = APPROVE_GUARD_MS) {
  return {
    show(address: string, reveal: () => Promise<string>): Promise<void> {
      return new Promise<void>((resolve, reject) => {
        const view = el(doc, 'section', 'pf-approval pf-export')
        view.dataset.testid = 'portico-frame-export'
        view.setAttribute('aria-labelledby', 'pf-export-title')
        const title = el(doc, 'h1', 'pf-title', 'Export your private key')
        title.id = 'pf-export-title'
        const body = el(doc, 'div', 'pf-body')
        const warning = el(
          doc,
          'p',
          'pf-warning',
          'Anyone who sees this key controls your wallet and everything in it. Never share it, never paste it into a website, and make sure nobody is watching your screen.',
        )
        warning.setAttribute('role', 'alert')
        body.append(warning, el(doc, 'p', 'pf-intro', address))
        const actions = el(doc, 'footer', 'pf-actions')
        const cancel = el(doc, 'button', 'pf-button pf-secondary', 'Cancel')
        cancel.type = 'button'
        cancel.dataset.testid = 'portico-frame-export-cancel'
        const show = el(doc, 'button', 'pf-button pf-primary', 'Show key')
        show.type = 'button'
        show.dataset.testid = 'portico-frame-export-show'
        show.disabled = true
        const shownAt = performance.now()
        const armed = setTimeout(() => {
          show.disabled = false
        }, guardMs)
        actions.append(cancel, show)
        view.append(title, body, actions)

        const finish = (error?: Error) => {
          clearTimeout(armed)
          doc.removeEventListener('keydown', onKey)
          view.remove()
          if (error) reject(error)
          else resolve()
        }
        const onKey = (event: KeyboardEvent) => {
          if (event.key === 'Escape')
            finish(new FrameRequestError(USER_REJECTED_MESSAGE, 'USER_REJECTED'))
        }
        cancel.addEventListener('click', () =>
          finish(new FrameRequestError(USER_REJECTED_MESSAGE, 'USER_REJECTED')),
        )
        show.addEventListener('click', () => {
          if (show.disabled || performance.now() - shownAt < guardMs) return
          show.disabled = true
          reveal().then(
            (key) => {
              const text = el(doc, 'pre', 'pf-text', key)
              text.dataset.testid = 'portico-frame-export-key'
              text.tabIndex = 0
              body.append(text)
              const done = el(doc, 'button', 'pf-button pf-primary', 'Done')
              done.type = 'button'
              done.dataset.testid = 'portico-frame-export-done'
              done.addEventListener('click', () => {
                text.textContent = ''
                finish()
              })
              actions.replaceChildren(done)
              done.focus()
            },
            (error: unknown) =>
              finish(error instanceof Error ? error : new FrameRequestError(String(error))),
          )
        })
        doc.addEventListener('keydown', onKey)
        root.replaceChildren(view)
        cancel.focus()
      })
    },
  }
}

/** A view made by {@link createExportView}. @example await exportView.show(address, reveal) */
export type ExportView = ReturnType<typeof createExportView>
