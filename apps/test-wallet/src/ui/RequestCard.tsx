import type { WalletController } from '../wallet/createWalletController'
import { describeRequest } from '../wallet/describeRequest'
import { describeSolanaRequest } from '../wallet/describeSolanaRequest'
import { isSolanaRequest } from '../wallet/parseSolanaRequest'
import type { PendingRequest } from '../wallet/walletState'
import { DecisionButtons } from './DecisionButtons'
import { FieldList } from './FieldList'

/**
 * The oldest waiting request, decoded (message text, recipient and value…, EVM or Solana);
 * approve or reject.
 * @example
 * <RequestCard wallet={wallet} request={state.requests[0]} waiting={state.requests.length} busy={state.busy} />
 */
export function RequestCard(props: {
  wallet: WalletController
  request: PendingRequest
  waiting: number
  busy: boolean
}) {
  const { wallet, request, busy } = props
  const unsupported = request.parsed.kind === 'unsupported'
  return (
    <section className="tw-card tw-card--attention" aria-labelledby="tw-request-title">
      <h2 id="tw-request-title">
        <span data-testid="tw-request-method">{request.method}</span>
        {props.waiting > 1 && <span className="tw-pill">{props.waiting - 1} more waiting</span>}
      </h2>
      <p className="tw-muted">
        {request.peerName} on {request.chainId}
      </p>
      <FieldList
        fields={
          isSolanaRequest(request.parsed)
            ? describeSolanaRequest(request.parsed)
            : describeRequest(request.parsed)
        }
      />
      <DecisionButtons
        subject="request"
        busy={busy}
        onReject={() => void wallet.rejectRequest()}
        onApprove={() => void wallet.approveRequest()}
        approveLabel={unsupported ? 'Answer with an error' : 'Approve'}
      />
    </section>
  )
}
