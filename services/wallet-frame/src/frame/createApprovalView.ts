import type { ApprovalDescription } from './describeRequest'

/** The dapp as SYNC_DAPP_DATA named it. */
export type DappInfo = { name: string; url: string; icon: string | undefined }

const el = <K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  className: string,
  text?: string,
): HTMLElementTagNameMap[K] => {
  const node = doc.createElement(tag)
  node.className = className
  if (text !== undefined) node.textContent = text
  return node
}

/**
 * The frame's approval view: it fills the frame's viewport, shows who asks and what is signed
 * (text only, never HTML from the page) and resolves true on Approve, false on Decline or Esc.
 * One view at a time: a new request declines the one still open. The frame is empty between them.
 * @example
 * const approvals = createApprovalView(document, root)
 * if (!(await approvals.ask(description, dapp))) throw new FrameRequestError(USER_REJECTED_MESSAGE)
 */
export function createApprovalView(doc: Document, root: HTMLElement) {
  // The open view's way out: a newer request declines it (the page gave up on the old one when
  // its modal closed; the protocol has no cancel message).
  let current: ((approved: boolean) => void) | undefined

  const show = (description: ApprovalDescription, dapp: DappInfo | undefined) =>
    new Promise<boolean>((resolve) => {
      const view = el(doc, 'section', 'pf-approval')
      view.setAttribute('aria-labelledby', 'pf-approval-title')
      view.dataset.testid = 'portico-frame-approval'
      const header = el(doc, 'header', 'pf-header')
      if (dapp?.icon) {
        const icon = el(doc, 'img', 'pf-icon')
        icon.src = dapp.icon
        icon.alt = ''
        header.append(icon)
      }
      const title = el(doc, 'h1', 'pf-title', description.title)
      title.id = 'pf-approval-title'
      header.append(title)
      if (dapp) {
        const who = dapp.name === dapp.url ? dapp.url : `${dapp.name} · ${dapp.url}`
        header.append(el(doc, 'p', 'pf-origin', who))
      }
      const rows = el(doc, 'dl', 'pf-rows')
      for (const row of description.rows) {
        rows.append(el(doc, 'dt', 'pf-label', row.label), el(doc, 'dd', 'pf-value', row.value))
      }
      const body = el(doc, 'div', 'pf-body')
      for (const warning of description.warnings ?? []) {
        const note = el(doc, 'p', 'pf-warning', warning)
        note.setAttribute('role', 'alert')
        note.dataset.testid = 'portico-frame-approval-warning'
        body.append(note)
      }
      body.append(rows)
      if (description.text !== undefined) {
        const text = el(doc, 'pre', 'pf-text', description.text)
        text.dataset.testid = 'portico-frame-approval-text'
        text.tabIndex = 0
        body.append(text)
      }
      const actions = el(doc, 'footer', 'pf-actions')
      const decline = el(doc, 'button', 'pf-button pf-secondary', 'Decline')
      const approve = el(doc, 'button', 'pf-button pf-primary', 'Approve')
      decline.type = 'button'
      approve.type = 'button'
      decline.dataset.testid = 'portico-frame-decline'
      approve.dataset.testid = 'portico-frame-approve'
      actions.append(decline, approve)
      view.append(header, body, actions)
      const done = (approved: boolean) => {
        if (current === done) current = undefined
        view.remove()
        doc.removeEventListener('keydown', onKey)
        resolve(approved)
      }
      current = done
      const onKey = (event: KeyboardEvent) => {
        if (event.key === 'Escape') done(false)
      }
      decline.addEventListener('click', () => done(false))
      approve.addEventListener('click', () => done(true))
      doc.addEventListener('keydown', onKey)
      root.replaceChildren(view)
      approve.focus()
    })

  return {
    ask(description: ApprovalDescription, dapp: DappInfo | undefined): Promise<boolean> {
      current?.(false)
      return show(description, dapp)
    },
  }
}

/** A view made by {@link createApprovalView}. @example await approvals.ask(d, dapp) */
export type ApprovalView = ReturnType<typeof createApprovalView>
