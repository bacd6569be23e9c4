import type { WalletChain } from '../config/readWalletConfig'
import type { WalletController } from '../wallet/createWalletController'
import { KeyForm } from './KeyForm'

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
  return (
    <section className="tw-card" aria-labelledby="tw-account-title">
      <h2 id="tw-account-title">Account</h2>
      <p className="tw-address" data-testid="tw-address">
        {props.address}
      </p>
      <KeyForm
        label="Private key"
        placeholder="0x… private key (default: anvil account 0)"
        inputTestId="tw-private-key"
        buttonTestId="tw-use-key"
        onUse={(key) => props.wallet.setPrivateKey(key)}
      />
      <h3 className="tw-subtitle">Solana</h3>
      <p className="tw-address" data-testid="tw-solana-address">
        {props.solanaAddress ?? 'No Solana account'}
      </p>
      <KeyForm
        label="Solana private key"
        placeholder="32-byte seed, hex (default: local Solana account 0)"
        inputTestId="tw-solana-key"
        buttonTestId="tw-use-solana-key"
        onUse={(key) => props.wallet.setSolanaKey(key)}
      />
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
