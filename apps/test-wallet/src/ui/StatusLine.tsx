import type { WalletState } from '../wallet/walletState'
import { walletStatus } from '../wallet/walletState'

/**
 * The status line: a dot, a sentence, and `data-status` (starting, failed, request, proposal,
 * pairing, error, connected, ready) for tests to wait on.
 * @example
 * <StatusLine state={state} />
 */
export function StatusLine({ state }: { state: WalletState }) {
  const { status, text } = walletStatus(state)
  return (
    <p
      className={`tw-status tw-status--${status}`}
      data-testid="tw-status"
      data-status={status}
      role="status"
    >
      <span className="tw-status__dot" aria-hidden="true" />
      {text}
    </p>
  )
}
