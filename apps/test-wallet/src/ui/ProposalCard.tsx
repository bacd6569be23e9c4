import type { WalletController } from '../wallet/createWalletController'
import type { ProposalView } from '../wallet/describeProposal'
import { DecisionButtons } from './DecisionButtons'
import { FieldList } from './FieldList'
import { PeerHeader } from './PeerHeader'

/**
 * A session proposal: who asks, for which chains and methods; approve or reject.
 * @example
 * <ProposalCard wallet={wallet} proposal={state.proposal} busy={state.busy} />
 */
export function ProposalCard(props: {
  wallet: WalletController
  proposal: ProposalView
  busy: boolean
}) {
  const { proposal, wallet, busy } = props
  return (
    <section className="tw-card tw-card--attention" aria-labelledby="tw-proposal-title">
      <h2 id="tw-proposal-title">Connection request</h2>
      <PeerHeader name={proposal.name} url={proposal.url} icon={proposal.icon} />
      {proposal.description && <p className="tw-muted">{proposal.description}</p>}
      <FieldList
        fields={[
          { label: 'Chains', value: proposal.chains.join(', ') || 'none' },
          { label: 'Methods', value: proposal.methods.join(', ') || 'none' },
          { label: 'Events', value: proposal.events.join(', ') || 'none' },
        ]}
      />
      <DecisionButtons
        subject="session"
        busy={busy}
        onReject={() => void wallet.rejectSession()}
        onApprove={() => void wallet.approveSession()}
      />
    </section>
  )
}
