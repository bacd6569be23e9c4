import type { CaipNetwork } from '@portico/common'
import { NetworkRpcError } from '@portico/core'
import { sendErc20Transfer, toPorticoError, transferAnswersBool } from '@portico/evm-injected'
import type { Config } from '@wagmi/core'
import type { Address } from 'viem'
import { sendEvmTransaction } from './sendEvmTransaction'

/**
 * Parameters of {@link transferErc20}; `amount` is in the token's smallest unit.
 * @example
 * const p: TransferErc20Parameters = { caipNetwork, from, to, tokenAddress, amount: 10n ** 6n }
 */
export type TransferErc20Parameters = {
  caipNetwork: CaipNetwork
  from: string
  to: string
  tokenAddress: string
  amount: bigint
  connectorId?: string | undefined
  /** Extra USDT-style contracts (CAIP-10) whose `transfer` returns nothing. */
  usdtContracts?: readonly string[] | undefined
}

/**
 * Sends an ERC-20 `transfer` through the connected wallet, by the rule every EVM adapter shares
 * (`sendErc20Transfer`): simulated first with `eth_call` through the app's wagmi transport, so a
 * revert (e.g. insufficient balance) fails before the wallet asks the user; a token that answers
 * a bool must answer true; USDT-style tokens (listed, or answering nothing) answer nothing.
 * Plain requests, not wagmi's `writeContract` or viem's contract helpers: those bring viem's
 * `call` and contract-error modules into this lazily loaded chunk, and with them Vite 8's bundler
 * splits React and the kit's shared modules out of a consumer's first-load file.
 * @example
 * const hash = await transferErc20(config, { caipNetwork, from, to, tokenAddress, amount: 5n })
 */
export async function transferErc20(
  config: Config,
  parameters: TransferErc20Parameters,
): Promise<`0x${string}`> {
  const { connectorId, usdtContracts, ...transfer } = parameters
  const client = config.getClient({ chainId: Number(transfer.caipNetwork.id) })
  const hash = await sendErc20Transfer((tx) => sendEvmTransaction(config, { ...tx, connectorId }), {
    ...transfer,
    returnsBool: transferAnswersBool(transfer, usdtContracts),
    simulate: ({ from, to, data }) =>
      client
        .request({
          method: 'eth_call',
          params: [{ from: from as Address, to: to as Address, data }, 'latest'],
        })
        .catch(rethrowAsNodeError),
  }).catch((error: unknown) => {
    throw toPorticoError(error)
  })
  return hash as `0x${string}`
}

/**
 * viem reports a node's refusal (a revert) as "RPC Request failed." with the node's words in
 * `details`; the shared rule's own simulation (core's `requestNetworkRpc`) reports those words,
 * as a `NetworkRpcError`, and so does this one.
 */
function rethrowAsNodeError(error: unknown): never {
  if (typeof error === 'object' && error !== null && 'details' in error && 'code' in error) {
    const { details, code } = error
    if (typeof details === 'string' && details !== '' && typeof code === 'number') {
      throw new NetworkRpcError(details, code, 'eth_call')
    }
  }
  throw error
}
