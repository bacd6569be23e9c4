import { useState } from 'react'
import type { WalletChain } from '../config/readWalletConfig'
import type { WalletController } from '../wallet/createWalletController'

/**
 * The signing accounts (EVM, and Solana once its key is loaded), fields to use other keys, and
 * the chains served.
 * @example
 * <AccountCard wallet={wallet} address={state.address} solanaAddress={state.solanaAddress} chains={config.chains} solanaRpcUrl={config.solanaRpcUrl} />
 */
export function AccountCard(props: {
  wallet: WalletController
  address: string
  solanaAddress?: string | undefined
  chains: readonly WalletChain[]
  solanaRpcUrl?: string | undefined
}) {
  const [key, setKey] = useState('')
  const [solanaKey, setSolanaKey] = useState('')
  return (
    <section className="tw-card" aria-labelledby="tw-account-title">
      <h2 id="tw-account-title">Account</h2>
      <p className="tw-address" data-testid="tw-address">
        {props.address}
      </p>
      <form
        className="tw-inline-form"
        onSubmit={(event) => {
          event.preventDefault()
          void props.wallet.setPrivateKey(key.trim()).then(() => setKey(''))
        }}
      >
        <input
          data-testid="tw-private-key"
          aria-label="Private key"
          type="password"
          autoComplete="off"
          placeholder="0x… private key (default: anvil account 0)"
          value={key}
          onChange={(event) => setKey(event.target.value)}
        />
        <button
          type="submit"
          className="tw-button"
          data-testid="tw-use-key"
          disabled={key.trim() === ''}
        >
          Use key
        </button>
      </form>
      <h3 className="tw-subtitle">Solana</h3>
      <p className="tw-address" data-testid="tw-solana-address">
        {props.solanaAddress ?? 'No Solana account'}
      </p>
      <form
        className="tw-inline-form"
        onSubmit={(event) => {
          event.preventDefault()
          void props.wallet.setSolanaKey(solanaKey.trim()).then(() => setSolanaKey(''))
        }}
      >
        <input
          data-testid="tw-solana-key"
          aria-label="Solana private key"
          type="password"
          autoComplete="off"
          placeholder="32-byte seed, hex (default: local Solana account 0)"
          value={solanaKey}
          onChange={(event) => setSolanaKey(event.target.value)}
        />
        <button
          type="submit"
          className="tw-button"
          data-testid="tw-use-solana-key"
          disabled={solanaKey.trim() === ''}
        >
          Use key
        </button>
      </form>
      <ul className="tw-chains">
        {props.chains.map((chain) => (
          <li key={chain.id}>
            <span className="tw-pill">eip155:{chain.id}</span>
            <span className="tw-muted">{chain.rpcUrl}</span>
          </li>
        ))}
        {props.solanaRpcUrl && (
          <li>
            <span className="tw-pill">solana</span>
            <span className="tw-muted">{props.solanaRpcUrl}</span>
          </li>
        )}
      </ul>
    </section>
  )
}
