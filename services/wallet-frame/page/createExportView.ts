import { USER_REJECTED_MESSAGE } from '../src/shared/frameMessages'
import { APPROVE_GUARD_MS } from './createApprovalView'
import type { ExportedAccount } from './ExportedAccount'
import { button, el } from './el'
import { type ExportLabel, exportedAccountLabels } from './exportedAccountLabels'
import { FrameRequestError } from './FrameRequestError'
import { titledView } from './titledView'

/** How long "Copied" stays on the copy button before it offers to copy again. */
const COPIED_MS = 2_000

/**
 * The frame's private-key export, on the frame's own origin: a warning and whose key it is
 * (the smart account it owns, and the key's own address), then "Show key" (disabled for the
 * approval guard time, so a click meant for something else cannot reveal it), then the key as
 * selectable text with "Copy key" (the frame writes the clipboard itself, on the visitor's
 * click) until Done. `reveal` gets the key only when the visitor asked to see it, and the text
 * leaves the page with the view; the embedding page never sees it. Cancel or Esc rejects with
 * 'User rejected the request.'.
 * @example await exportView.show({ address, smartAccount }, () => keys.withSecretHex(address))
 */
export function createExportView(doc: Document, root: HTMLElement, guardMs = APPROVE_GUARD_MS) {
  return {
    show(account: ExportedAccount, reveal: () => Promise<string>): Promise<void> {
      return new Promise<void>((resolve, reject) => {
        const { view, title, body } = titledView(doc, 'section', {
          name: 'export',
          testId: 'portico-frame-export',
          title: 'Export your private key',
        })
        const warning = el(
          doc,
          'p',
          'pf-warning',
          'Anyone who sees this key controls your wallet and everything in it. Never share it, never paste it into a website, and make sure nobody is watching your screen.',
        )
        warning.setAttribute('role', 'alert')
        const labels = exportedAccountLabels(account)
        const whose = withAddress(el(doc, 'p', 'pf-export-account'), labels.account)
        whose.dataset.testid = 'portico-frame-export-account'
        whose.title = account.smartAccount ?? account.address
        body.append(warning, whose)
        if (labels.owner) {
          const owner = withAddress(el(doc, 'p', 'pf-note'), labels.owner)
          owner.dataset.testid = 'portico-frame-export-owner'
          body.append(owner)
        }
        const actions = el(doc, 'footer', 'pf-actions')
        const cancel = button(doc, 'secondary', 'Cancel', 'portico-frame-export-cancel')
        const show = button(doc, 'primary', 'Show key', 'portico-frame-export-show')
        show.disabled = true
        const shownAt = performance.now()
        const armed = setTimeout(() => {
          show.disabled = false
        }, guardMs)
        actions.append(cancel, show)
        view.append(title, body, actions)

        let copiedTimer: ReturnType<typeof setTimeout> | undefined
        const finish = (error?: Error) => {
          clearTimeout(armed)
          clearTimeout(copiedTimer)
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
              text.setAttribute('aria-label', 'Private key')
              const status = el(doc, 'p', 'pf-export-status')
              status.setAttribute('role', 'status')
              status.dataset.testid = 'portico-frame-export-status'
              body.append(text, status)
              const copy = button(doc, 'secondary', 'Copy key', 'portico-frame-export-copy')
              copy.addEventListener('click', () => {
                clearTimeout(copiedTimer)
                doc.defaultView?.navigator.clipboard.writeText(key).then(
                  () => {
                    copy.textContent = 'Copied'
                    status.textContent = 'Key copied'
                    copiedTimer = setTimeout(() => {
                      copy.textContent = 'Copy key'
                      status.textContent = ''
                    }, COPIED_MS)
                  },
                  () => {
                    // No clipboard for this frame: the key selected, for the keyboard's copy.
                    doc.getSelection()?.selectAllChildren(text)
                    status.textContent = 'Could not copy. The key is selected: copy it yourself.'
                  },
                )
              })
              const done = button(doc, 'primary', 'Done', 'portico-frame-export-done')
              done.addEventListener('click', () => {
                text.textContent = ''
                finish()
              })
              actions.replaceChildren(copy, done)
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

/** `line`'s words in `node`, its short address in one piece: a line break inside it misreads. */
function withAddress<T extends HTMLElement>(node: T, line: ExportLabel): T {
  const address = el(node.ownerDocument, 'span', 'pf-address', line.address)
  node.append(line.before, address, line.after)
  return node
}

/** A view made by {@link createExportView}. @example await exportView.show(account, reveal) */
export type ExportView = ReturnType<typeof createExportView>
