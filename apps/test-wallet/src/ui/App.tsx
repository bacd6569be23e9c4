import type { WalletConfig } from '../config/readWalletConfig'
import type { FarcasterRegistry } from '../farcaster/signInWithFarcaster'
import type { WalletController } from '../wallet/createWalletController'
import { AccountCard } from './AccountCard'
import { ActivityLog } from './ActivityLog'
import { FarcasterCard } from './FarcasterCard'
import { PairCard } from './PairCard'
import { ProposalCard } from './ProposalCard'
import { RequestCard } from './RequestCard'
import { SessionList } from './SessionList'
import { StatusLine } from './StatusLine'
import { useWalletState } from './useWalletState'

/**
 * The wallet screen: status, what waits for the user (proposal, request), sessions, pairing,
 * account, the Farcaster sign-in mode and activity.
 * @example
 * createRoot(root).render(<App wallet={wallet} config={config} />)
 */
export function App({
  wallet,
  config,
  farcasterRegistry,
}: {
  wallet: WalletController
  config: WalletConfig
  /** Where the Farcaster mode's fids live; no Farcaster card without it. */
  farcasterRegistry?: FarcasterRegistry | undefined
}) {
  const state = useWalletState(wallet)
  const [request] = state.requests
  return (
    <div className="tw-page">
      <header className="tw-header">
        <div className="tw-brand">
          <svg className="tw-logo" viewBox="0 0 32 32" aria-hidden="true">
            <rect width="32" height="32" rx="8" fill="#17c3a5" />
            <path d="M9 12h14v10a2 2 0 0 1-2 2H11a2 2 0 0 1-2-2z" fill="#0b1412" />
            <circle cx="19.5" cy="18" r="1.6" fill="#17c3a5" />
          </svg>
          <div>
            <h1>Portico Test Wallet</h1>
            <span className="tw-muted">WalletConnect on {config.relayUrl}</span>
          </div>
        </div>
        <StatusLine state={state} />
      </header>
      <main className="tw-grid">
        <div className="tw-column">
          {request && (
            <RequestCard
              wallet={wallet}
              request={request}
              waiting={state.requests.length}
              busy={state.busy}
            />
          )}
          {state.proposal && (
            <ProposalCard wallet={wallet} proposal={state.proposal} busy={state.busy} />
          )}
          <SessionList wallet={wallet} sessions={state.sessions} busy={state.busy} />
          <ActivityLog activity={state.activity} />
        </div>
        <div className="tw-column">
          <PairCard wallet={wallet} disabled={state.phase !== 'ready' || state.pairing} />
          <AccountCard
            wallet={wallet}
            address={state.address}
            solanaAddress={state.solanaAddress}
            chains={config.chains}
            solanaRpcUrl={config.solanaRpcUrl}
          />
          {farcasterRegistry && (
            <FarcasterCard account={() => wallet.currentAccount()} registry={farcasterRegistry} />
          )}
        </div>
      </main>
    </div>
  )
}
