import { useAccount, usePorticoClient } from '@portico/react'
import { useState } from 'react'
import { BatchCallsAction } from './BatchCallsAction'
import { BitcoinSendAction } from './BitcoinSendAction'
import { FarcasterSignInButton } from './FarcasterSignInButton'
import { useWalletTask } from './useWalletTask'
import { WalletTaskButton } from './WalletTaskButton'

/** Anvil's second default account: a funded devnet address to send to. */
const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const AMOUNT_WEI = 10n ** 16n
const MESSAGE = 'Hello from Portico'

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
  const signing = useWalletTask()
  const sending = useWalletTask()
  // With `?farcaster=1` Sign In With Farcaster also has a button here, outside the modal (the
  // modal lists it under the social logins' More).
  const [farcaster] = useState(
    () => new URL(window.location.href).searchParams.get('farcaster') === '1',
  )

  return (
    <section className="demo-card" aria-labelledby="demo-actions-title">
      <div className="demo-card-head">
        <h2 id="demo-actions-title">Try it</h2>
      </div>
      <div className="demo-action">
        <WalletTaskButton
          outcome={signing.outcome}
          disabled={!isConnected}
          onClick={() => void signing.run(() => client.signMessage({ message: MESSAGE }))}
          testId="demo-sign"
          resultTestId="demo-signature"
        >
          Sign message
        </WalletTaskButton>
      </div>
      {namespace === 'bip122' ? (
        <BitcoinSendAction />
      ) : (
        <div className="demo-action">
          <WalletTaskButton
            outcome={sending.outcome}
            disabled={!isConnected}
            onClick={() =>
              void sending.run(() => client.sendTransaction({ to: RECIPIENT, value: AMOUNT_WEI }))
            }
            testId="demo-send"
            resultTestId="demo-tx-hash"
          >
            Send 0.01 ETH to {RECIPIENT.slice(0, 6)}…{RECIPIENT.slice(-4)}
          </WalletTaskButton>
        </div>
      )}
      <BatchCallsAction />
      {!isConnected && <p className="demo-hint">Connect a wallet to enable these.</p>}
      {farcaster && <FarcasterSignInButton />}
    </section>
  )
}
