import { useState } from 'react'
import type { WalletChain } from '../config/readWalletConfig'
import type { WalletController } from '../wallet/createWalletController'

/**
 * The signing account, a field to use another private key, and the devnets served.
 * @example
 * <AccountCard wallet={wallet} address={state.address} chains={config.chains} />
 */
export function AccountCard(props: {
  wallet: WalletController
  address: string
  chains: readonly WalletChain[]
}) {
  const [key, setKey] = useState('')
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
      <ul className="tw-chains">
        {props.chains.map((chain) => (
          <li key={chain.id}>
            <span className="tw-pill">eip155:{chain.id}</span>
            <span className="tw-muted">{chain.rpcUrl}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}
