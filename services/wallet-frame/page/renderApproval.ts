import type { ApprovalDescription } from './describeRequest'
import { button, el } from './el'

/** The dapp as SYNC_DAPP_DATA named it. */
export type DappInfo = { name: string; url: string; icon: string | undefined }

/** The parts of one shown approval that its view's logic acts on. */
export type RenderedApproval = {
  view: HTMLElement
  /** Says how many requests wait behind this one. */
  waiting: HTMLElement
  decline: HTMLButtonElement
  approve: HTMLButtonElement
}

// The titles the modal's own header gives an approval (ApproveTransaction's two).
const SAID_BY_THE_MODAL = new Set(['Approve transaction', 'Sign message'])

function renderHeader(doc: Document, description: ApprovalDescription, dapp: DappInfo | undefined) {
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
  return { header, waiting }
}

function renderBody(doc: Document, description: ApprovalDescription) {
  const body = el(doc, 'div', 'pf-body')
  if (description.summary !== undefined) {
    const summary = el(doc, 'p', 'pf-summary', description.summary)
    summary.dataset.testid = 'portico-frame-approval-summary'
    body.append(summary)
  }
  for (const line of description.notes ?? []) {
    const note = el(doc, 'p', 'pf-note', line)
    note.dataset.testid = 'portico-frame-approval-note'
    body.append(note)
  }
  for (const warning of description.warnings ?? []) {
    const note = el(doc, 'p', 'pf-warning', warning)
    note.setAttribute('role', 'alert')
    note.dataset.testid = 'portico-frame-approval-warning'
    body.append(note)
  }
  const rows = el(doc, 'dl', 'pf-rows')
  for (const row of description.rows) {
    rows.append(el(doc, 'dt', 'pf-label', row.label), el(doc, 'dd', 'pf-value', row.value))
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
  return body
}

/**
 * One approval's markup: who asks, the request in a sentence, its warnings and details, the raw
 * call data collapsed, and Decline and Approve (text only, never HTML from the page).
 * @example
 * const { view, approve } = renderApproval(document, description, dapp)
 */
export function renderApproval(
  doc: Document,
  description: ApprovalDescription,
  dapp: DappInfo | undefined,
): RenderedApproval {
  const view = el(doc, 'section', 'pf-approval')
  view.setAttribute('aria-labelledby', 'pf-approval-title')
  view.dataset.testid = 'portico-frame-approval'
  const { header, waiting } = renderHeader(doc, description, dapp)
  const actions = el(doc, 'footer', 'pf-actions')
  const decline = button(doc, 'secondary', 'Decline', 'portico-frame-decline')
  const approve = button(doc, 'primary', 'Approve', 'portico-frame-approve')
  actions.append(decline, approve)
  view.append(header, renderBody(doc, description), actions)
  return { view, waiting, decline, approve }
}
