import type { CaipNetwork } from '@portico/common'
import type { AdapterTransaction, FeeEstimate } from '@portico/core'
import type { WalletConnectConnector } from '../connector/WalletConnectConnector'

/**
 * A chain family's wallet actions over a WalletConnect session (signing and sending through the
 * wallet, reads through the network's RPC): eip155 and solana; bip122 slots in beside them.
 * @example
 * const signature = await eip155Family.signMessage(connector, { message: 'hello', address })
 */
export type WalletConnectFamily = {
  signMessage(
    connector: WalletConnectConnector,
    params: { message: string; address: string },
  ): Promise<string>
  sendTransaction(connector: WalletConnectConnector, tx: AdapterTransaction): Promise<string>
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
  getBalance(params: {
    address: string
    caipNetwork: CaipNetwork
  }): Promise<{ balance: string; symbol: string }>
  estimateFee(tx: AdapterTransaction): Promise<FeeEstimate>
  /** The family's own pricing of `sendToken` (see ChainAdapter.estimateTokenFee). */
  estimateTokenFee?(params: {
    caipNetwork: CaipNetwork
    from: string
    to: string
    tokenAddress: string
    amount: bigint
  }): Promise<FeeEstimate>
}
