import type { ReactNode } from 'react'
import type { WalletTaskOutcome } from './useWalletTask'

/**
 * A demo action's button, 'Waiting for wallet…' and off while its task runs, and the task's
 * result or failure under it (`resultTestId`) once it ended.
 * @example
 * <WalletTaskButton outcome={signing.outcome} onClick={sign} testId="demo-sign" resultTestId="demo-signature">Sign message</WalletTaskButton>
 */
export function WalletTaskButton(props: {
  outcome: WalletTaskOutcome
  onClick: () => void
  disabled?: boolean
  testId: string
  resultTestId: string
  children: ReactNode
}) {
  const { outcome } = props
  return (
    <>
      <button
        type="button"
        className="demo-button"
        disabled={props.disabled || outcome.kind === 'pending'}
        onClick={props.onClick}
        data-testid={props.testId}
      >
        {outcome.kind === 'pending' ? 'Waiting for wallet…' : props.children}
      </button>
      {(outcome.kind === 'done' || outcome.kind === 'error') && (
        <output className="demo-result" data-kind={outcome.kind} data-testid={props.resultTestId}>
          {outcome.text}
        </output>
      )}
    </>
  )
}
