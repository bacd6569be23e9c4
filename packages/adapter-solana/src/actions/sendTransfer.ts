import type { CaipNetwork } from '@portico/common'
import { toPorticoError } from '../errors/toPorticoError'
import { loadSolanaActions } from '../internal/loadSolanaActions'
import { networkOf, rpcUrlOf } from '../internal/networkOf'
import type { SolanaState } from '../internal/solanaState'
import type { SolanaActions } from './solanaActions'

/**
 * A SOL transfer (`value` in lamports) or an SPL one (`amount` of `tokenAddress`'s smallest
 * unit) on one of the app's Solana networks.
 * @example
 * const transfer: SolanaTransfer = { caipNetwork, from, to, value: 1_000_000n }
 */
export type SolanaTransfer = { caipNetwork: CaipNetwork; from: string; to: string } & (
  | { value: bigint }
  | { tokenAddress: string; amount: bigint }
)

/**
 * Signs a built wire transaction and gets it to the cluster; resolves its signature.
 * @example
 * const sign: TransferSigner = (actions, wire) => signAndSend(actions.base64(wire))
 */
export type TransferSigner = (
  actions: SolanaActions,
  wire: Uint8Array,
  network: CaipNetwork,
  rpcUrl: string,
) => Promise<string>

/**
 * Builds a transfer, has `sign` sign and send it (the connected wallet, or a signer from outside:
 * sendWithSigner), then waits for the cluster to confirm it; resolves its signature.
 * @example
 * const signature = await sendTransfer(state, { caipNetwork, from, to, value: 1_000n }, sign)
 */
export async function sendTransfer(
  state: Pick<SolanaState, 'networks' | 'loading'>,
  transfer: SolanaTransfer,
  sign: TransferSigner,
): Promise<string> {
  try {
    const network = networkOf(state, transfer.caipNetwork.id)
    const rpcUrl = rpcUrlOf(network)
    const actions = await loadSolanaActions(state)
    const { from, to } = transfer
    const { wire } =
      'value' in transfer
        ? await actions.buildSolTransfer(rpcUrl, { from, to, lamports: transfer.value })
        : await actions.buildTokenTransfer(rpcUrl, {
            from,
            to,
            mint: transfer.tokenAddress,
            amount: transfer.amount,
          })
    const signature = await sign(actions, wire, network, rpcUrl)
    await actions.waitForSignature(rpcUrl, signature)
    return signature
  } catch (error) {
    throw toPorticoError(error)
  }
}
