import type { ApprovalDescription } from './describeRequest'
import { el } from './el'

/** The dapp as SYNC_DAPP_DATA named it. */
export type DappInfo = { name: string; url: string; icon: string | undefined }

/**
 * How long Approve stays disabled after the view shows new content: a click or Enter aimed at
 * what was there before must not approve what replaced it.
 */
export const APPROVE_GUARD_MS = 600

/** Requests waiting behind the open one; a page that floods the frame gets the extra ones refused. */
export const MAX_QUEUED_APPROVALS = 16

type Pending = {
  description: ApprovalDescription
  dapp: DappInfo | undefined
  resolve: (approved: boolean) => void
  /** Closes the view when it is this request's (set while it shows). */
  close?: (() => void) | undefined
}

const waitingText = (count: number) =>
  count === 1 ? '1 more request waiting' : `${count} more requests waiting`

// The titles the modal's own header gives an approval (ApproveTransaction's two).
const SAID_BY_THE_MODAL = new Set(['Approve transaction', 'Sign message'])

/**
 * The frame's approval view: it fills the frame's viewport, shows who asks and what is signed
 * (the request in a sentence, its warnings and details, the raw call data collapsed; text only,
 * never HTML from the page) and resolves true on Approve, false on Decline or Esc.
 * Requests are answered one at a time, in the order they came: a new request waits behind the
 * open one and never replaces it. Each time new content shows, Approve stays disabled for
 * {@link APPROVE_GUARD_MS}. The protocol has no cancel message, so an approval the page stopped
 * waiting for (its modal closed) stays until the visitor answers it; only a reload of the frame
 * drops the queue, and the frame itself withdraws a request through `signal` (the chain it was
 * read on is no longer the frame's): it resolves false and leaves the view or the queue.
 * @example
 * const approvals = createApprovalView(document, root)
 * if (!(await approvals.ask(description, dapp))) throw new FrameRequestError(USER_REJECTED_MESSAGE)
 */
export function createApprovalView(
  doc: Document,
  root: HTMLElement,
  options: { guardMs?: number; maxQueued?: number } = {},
) {
  const guardMs = options.guardMs ?? APPROVE_GUARD_MS
  const maxQueued = options.maxQueued ?? MAX_QUEUED_APPROVALS
  const queue: Pending[] = []
  let open: { waiting: HTMLElement } | undefined

  const show = (pending: Pending) => {
    const { description, dapp } = pending
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
    // The modal's header above the frame already says these two: kept for screen readers only,
    // so the visitor reads one title. A title that says more (Approve calls, Grant permissions)
    // shows.
    if (SAID_BY_THE_MODAL.has(description.title)) title.classList.add('pf-said')
    header.append(title)
    if (dapp) {
      const who = dapp.name === dapp.url ? dapp.url : `${dapp.name} · ${dapp.url}`
      header.append(el(doc, 'p', 'pf-origin', who))
    }
    const waiting = el(doc, 'p', 'pf-waiting')
    waiting.dataset.testid = 'portico-frame-approval-waiting'
    header.append(waiting)
    const rows = el(doc, 'dl', 'pf-rows')
    for (const row of description.rows) {
      rows.append(el(doc, 'dt', 'pf-label', row.label), el(doc, 'dd', 'pf-value', row.value))
    }
    const body = el(doc, 'div', 'pf-body')
    if (description.summary !== undefined) {
      const summary = el(doc, 'p', 'pf-summary', description.summary)
      summary.dataset.testid = 'portico-frame-approval-summary'
      body.append(summary)
    }
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
    // The bytes stay one click away: the sentence above is read from them, or could not be.
    for (const raw of description.rawData ?? []) {
      const details = el(doc, 'details', 'pf-raw')
      details.dataset.testid = 'portico-frame-approval-data'
      const data = el(doc, 'pre', 'pf-text', raw.data)
      data.tabIndex = 0
      details.append(el(doc, 'summary', 'pf-raw-label', raw.label), data)
      body.append(details)
    }
    const actions = el(doc, 'footer', 'pf-actions')
    const decline = el(doc, 'button', 'pf-button pf-secondary', 'Decline')
    const approve = el(doc, 'button', 'pf-button pf-primary', 'Approve')
    decline.type = 'button'
    approve.type = 'button'
    decline.dataset.testid = 'portico-frame-decline'
    approve.dataset.testid = 'portico-frame-approve'
    // Disabled buttons receive neither clicks nor Enter; the time check below also covers a
    // click synthesised on the element.
    approve.disabled = true
    const shownAt = performance.now()
    const armed = setTimeout(() => {
      approve.disabled = false
    }, guardMs)
    actions.append(decline, approve)
    view.append(header, body, actions)
    const done = (approved: boolean) => {
      clearTimeout(armed)
      doc.removeEventListener('keydown', onKey)
      open = undefined
      pending.close = undefined
      view.remove()
      pending.resolve(approved)
      next()
    }
    pending.close = () => done(false)
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') done(false)
    }
    decline.addEventListener('click', () => done(false))
    approve.addEventListener('click', () => {
      if (approve.disabled || performance.now() - shownAt < guardMs) return
      done(true)
    })
    doc.addEventListener('keydown', onKey)
    root.replaceChildren(view)
    open = { waiting }
    updateWaiting()
    // Decline holds the focus: an Enter pressed for the previous request declines this one.
    decline.focus()
  }

  const updateWaiting = () => {
    if (!open) return
    open.waiting.textContent = queue.length > 0 ? waitingText(queue.length) : ''
    open.waiting.hidden = queue.length === 0
  }

  const next = () => {
    const pending = queue.shift()
    if (pending) show(pending)
  }

  return {
    /**
     * Shows the request (or queues it) and resolves true on Approve; false on Decline, Esc, a
     * full queue, or once `signal` aborts before the visitor answered.
     */
    ask(
      description: ApprovalDescription,
      dapp: DappInfo | undefined,
      signal?: AbortSignal,
    ): Promise<boolean> {
      return new Promise<boolean>((resolve) => {
        if (signal?.aborted) return resolve(false)
        const withdraw = () => {
          if (pending.close) return pending.close()
          const index = queue.indexOf(pending)
          if (index === -1) return
          queue.splice(index, 1)
          updateWaiting()
          pending.resolve(false)
        }
        const pending: Pending = {
          description,
          dapp,
          resolve: (approved) => {
            signal?.removeEventListener('abort', withdraw)
            resolve(approved)
          },
        }
        signal?.addEventListener('abort', withdraw, { once: true })
        if (!open) return show(pending)
        if (queue.length >= maxQueued) return pending.resolve(false)
        queue.push(pending)
        updateWaiting()
      })
    },
  }
}

/** A view made by {@link createApprovalView}. @example await approvals.ask(d, dapp) */
export type ApprovalView = ReturnType<typeof createApprovalView>
