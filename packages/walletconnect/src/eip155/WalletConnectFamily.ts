import type { CaipNetwork } from '@portico/common'
import type { AdapterTransaction, FeeEstimate } from '@portico/core'
import type { WalletConnectConnector } from '../connector/WalletConnectConnector'

/**
 * A chain family's wallet actions over a WalletConnect session (signing and sending through the
 * wallet, reads through the network's RPC): eip155 and solana; bip122 slots in beside them.
 *
 * A family sends in one of two ways. eip155 builds its transactions from their fields itself
 * (`sendTransaction`, `sendToken`). Solana's take a chain library to build (`@solana/kit`), which
 * this package does not bring: the family only signs and sends what the namespace's chain adapter
 * built (`signAndSend`, handed to that adapter's `sendWithSigner`), so the library comes with the
 * adapter the app chose to install.
 * @example
 * const signature = await eip155Family.signMessage(connector, { message: 'hello', address })
 */
export type WalletConnectFamily = {
  signMessage(
    connector: WalletConnectConnector,
    params: { message: string; address: string },
  ): Promise<string>
  sendTransaction?(connector: WalletConnectConnector, tx: AdapterTransaction): Promise<string>
  sendToken?(
    connector: WalletConnectConnector,
    params: {
      caipNetwork: CaipNetwork
      from: string
      to: string
      tokenAddress: string
      amount: bigint
    },
  ): Promise<string>
  /**
   * Has the wallet sign `transaction` (an unsigned transaction the chain adapter built, base64
   * wire bytes) and gets it onto `caipNetwork`; resolves its id. The chain adapter then waits
   * for it as for its own sends.
   */
  signAndSend?(
    connector: WalletConnectConnector,
    params: { caipNetwork: CaipNetwork; transaction: string },
  ): Promise<string>
  getBalance(params: {
    address: string
    caipNetwork: CaipNetwork
  }): Promise<{ balance: string; symbol: string }>
  /** The fee of a native transfer, when the family prices it without a chain adapter. */
  estimateFee?(tx: AdapterTransaction): Promise<FeeEstimate>
}
