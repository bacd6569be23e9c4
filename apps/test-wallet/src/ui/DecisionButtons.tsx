import type { ReactNode } from 'react'

/**
 * Reject and Approve for what the wallet was asked (`tw-reject-<subject>`,
 * `tw-approve-<subject>`), both off while the answer is on its way.
 * @example
 * <DecisionButtons subject="session" busy={busy} onReject={() => void wallet.rejectSession()} onApprove={() => void wallet.approveSession()} />
 */
export function DecisionButtons(props: {
  subject: 'session' | 'request'
  busy: boolean
  onReject: () => void
  onApprove: () => void
  /** Default: Approve. */
  approveLabel?: ReactNode
}) {
  return (
    <div className="tw-actions">
      <button
        type="button"
        className="tw-button"
        data-testid={`tw-reject-${props.subject}`}
        disabled={props.busy}
        onClick={props.onReject}
      >
        Reject
      </button>
      <button
        type="button"
        className="tw-button tw-button--primary"
        data-testid={`tw-approve-${props.subject}`}
        disabled={props.busy}
        onClick={props.onApprove}
      >
        {props.approveLabel ?? 'Approve'}
      </button>
    </div>
  )
}
