import type { InjectedEvmState } from '../injectedEvmState'
import { rethrowAsPorticoError } from '../rethrowAsPorticoError'
import { type Erc20Transfer, sendErc20Transfer } from '../sendErc20Transfer'
import { transferAnswersBool } from '../transferAnswersBool'
import { requireProvider } from '../walletProviders'

/**
 * Sends `amount` of the ERC-20 token at `tokenAddress` from the connected wallet, simulated on
 * the network's RPC first; resolves the transaction hash.
 * @example
 * const hash = await sendToken(state, { caipNetwork, from, to, tokenAddress, amount: 5n })
 */
export async function sendToken(
  state: InjectedEvmState,
  parameters: Erc20Transfer & { connectorId?: string | undefined },
): Promise<string> {
  const { sendEvmTransaction } = await state.actions()
  const provider = requireProvider(state, parameters.connectorId)
  return sendErc20Transfer((tx) => sendEvmTransaction(provider, tx), {
    ...parameters,
    returnsBool: transferAnswersBool(parameters, state.parameters.usdtContracts),
  }).catch(rethrowAsPorticoError)
}
