import { connectedAccount } from '../internal/connectedAccount'
import type { SolanaState } from '../internal/solanaState'
import { signWithWallet } from '../wallet/signWithWallet'
import type { TransferSigner } from './sendTransfer'

/**
 * A TransferSigner that has the connected wallet sign with its account `from` (which must be
 * connected, with the session's wallet `connectorId` when given).
 * @example
 * await sendTransfer(state, transfer, walletSigner(state, { from }))
 */
export function walletSigner(
  state: Pick<SolanaState, 'session'>,
  parameters: { from: string; connectorId?: string | undefined },
): TransferSigner {
  return (actions, wire, network, rpcUrl) =>
    signWithWallet(actions, {
      ...connectedAccount(state, parameters.from, parameters.connectorId),
      wire,
      network,
      rpcUrl,
    })
}
