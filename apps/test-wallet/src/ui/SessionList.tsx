import type { WalletController } from '../wallet/createWalletController'
import type { SessionView } from '../wallet/walletState'
import { SessionRow } from './SessionRow'

/**
 * The live sessions, newest first.
 * @example
 * <SessionList wallet={wallet} sessions={state.sessions} busy={state.busy} />
 */
export function SessionList(props: {
  wallet: WalletController
  sessions: readonly SessionView[]
  busy: boolean
}) {
  return (
    <section className="tw-card" aria-labelledby="tw-sessions-title">
      <h2 id="tw-sessions-title">Sessions</h2>
      {props.sessions.length === 0 ? (
        <p className="tw-muted">No app is connected yet.</p>
      ) : (
        <ul className="tw-sessions">
          {props.sessions.map((session) => (
            <SessionRow
              key={`${session.topic}:${session.chainId}`}
              wallet={props.wallet}
              session={session}
              busy={props.busy}
            />
          ))}
        </ul>
      )}
    </section>
  )
}
