import type { ApprovalDescription } from './describeRequest'
import { type DappInfo, renderApproval } from './renderApproval'

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
    const { view, waiting, decline, approve } = renderApproval(doc, description, dapp)
    // Disabled buttons receive neither clicks nor Enter; the time check below also covers a
    // click synthesised on the element.
    approve.disabled = true
    const shownAt = performance.now()
    const armed = setTimeout(() => {
      approve.disabled = false
    }, guardMs)
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
