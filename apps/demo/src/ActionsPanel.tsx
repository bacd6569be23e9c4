import { useAccount, usePorticoClient } from '@portico/react'
import { useState } from 'react'
import { BatchCallsAction } from './BatchCallsAction'
import { BitcoinSendAction } from './BitcoinSendAction'
import { describeError } from './describeError'
import { FarcasterSignInButton } from './FarcasterSignInButton'

/** Anvil's second default account: a funded devnet address to send to. */
const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const AMOUNT_WEI = 10n ** 16n
const MESSAGE = 'Hello from Portico'

type Outcome = { kind: 'idle' } | { kind: 'pending' } | { kind: 'done' | 'error'; text: string }

/**
 * Buttons that exercise the connected wallet: sign a message, send 0.01 ETH — or 0.001 BTC to an
 * address typed in when a Bitcoin wallet is the active one —, batch two transfers where the wallet
 * can (EIP-5792), and, with `?farcaster=1`, sign in with Farcaster.
 * @example
 * <ActionsPanel />
 */
export function ActionsPanel() {
  const client = usePorticoClient()
  const { isConnected, namespace } = useAccount()
  const [signed, setSigned] = useState<Outcome>({ kind: 'idle' })
  const [sent, setSent] = useState<Outcome>({ kind: 'idle' })
  // With `?farcaster=1` Sign In With Farcaster also has a button here, outside the modal (the
  // modal lists it under the social logins' More).
  const [farcaster] = useState(
    () => new URL(window.location.href).searchParams.get('farcaster') === '1',
  )

  const run = async (task: () => Promise<string>, set: (o: Outcome) => void) => {
    set({ kind: 'pending' })
    try {
      set({ kind: 'done', text: await task() })
    } catch (error) {
      set({ kind: 'error', text: describeError(error) })
    }
  }

  return (
    <section className="demo-card" aria-labelledby="demo-actions-title">
      <div className="demo-card-head">
        <h2 id="demo-actions-title">Try it</h2>
      </div>
      <div className="demo-action">
        <button
          type="button"
          className="demo-button"
          disabled={!isConnected || signed.kind === 'pending'}
          onClick={() => run(() => client.signMessage({ message: MESSAGE }), setSigned)}
          data-testid="demo-sign"
        >
          {signed.kind === 'pending' ? 'Waiting for wallet…' : 'Sign message'}
        </button>
        <Result outcome={signed} testId="demo-signature" />
      </div>
      {namespace === 'bip122' ? (
        <BitcoinSendAction />
      ) : (
        <div className="demo-action">
          <button
            type="button"
            className="demo-button"
            disabled={!isConnected || sent.kind === 'pending'}
            onClick={() =>
              run(() => client.sendTransaction({ to: RECIPIENT, value: AMOUNT_WEI }), setSent)
            }
            data-testid="demo-send"
          >
            {sent.kind === 'pending'
              ? 'Waiting for wallet…'
              : `Send 0.01 ETH to ${RECIPIENT.slice(0, 6)}…${RECIPIENT.slice(-4)}`}
          </button>
          <Result outcome={sent} testId="demo-tx-hash" />
        </div>
      )}
      <BatchCallsAction />
      {!isConnected && <p className="demo-hint">Connect a wallet to enable these.</p>}
      {farcaster && <FarcasterSignInButton />}
    </section>
  )
}

function Result({ outcome, testId }: { outcome: Outcome; testId: string }) {
  if (outcome.kind !== 'done' && outcome.kind !== 'error') return null
  return (
    <output className="demo-result" data-kind={outcome.kind} data-testid={testId}>
      {outcome.text}
    </output>
  )
}
