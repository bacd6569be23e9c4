import { useState } from 'react'
import type { WalletController } from '../wallet/createWalletController'
import type { SessionView } from '../wallet/walletState'
import { PeerHeader } from './PeerHeader'

/**
 * One session: the app, its active chain, a chain switch (announced to the app as chainChanged)
 * and Disconnect. The picker starts on the next approved chain, so one click switches.
 * @example
 * <SessionRow key={`${s.topic}:${s.chainId}`} wallet={wallet} session={s} busy={false} />
 */
export function SessionRow(props: {
  wallet: WalletController
  session: SessionView
  busy: boolean
}) {
  const { wallet, session, busy } = props
  const index = session.chains.indexOf(session.chainId)
  const [target, setTarget] = useState(session.chains[(index + 1) % session.chains.length] ?? '')
  return (
    <li className="tw-session" data-testid="tw-session" data-chain={session.chainId}>
      <PeerHeader {...session.peer} />
      <p className="tw-muted">
        Active chain <strong data-testid="tw-session-chain">{session.chainId}</strong>
      </p>
      <div className="tw-actions">
        <label className="tw-select">
          <span className="tw-visually-hidden">Chain to switch to</span>
          <select
            data-testid="tw-chain-select"
            value={target}
            onChange={(event) => setTarget(event.target.value)}
          >
            {session.chains.map((chain) => (
              <option key={chain} value={chain}>
                {chain}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="tw-button"
          data-testid="tw-switch-chain"
          disabled={busy || target === session.chainId}
          onClick={() => void wallet.switchChain(session.topic, target)}
        >
          Switch chain
        </button>
        <button
          type="button"
          className="tw-button tw-button--danger"
          data-testid="tw-disconnect"
          disabled={busy}
          onClick={() => void wallet.disconnect(session.topic)}
        >
          Disconnect
        </button>
      </div>
    </li>
  )
}
