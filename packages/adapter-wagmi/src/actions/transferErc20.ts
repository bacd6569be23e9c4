import type { CaipNetwork } from '@portico/common'
import {
  erc20TransferAbi,
  toPorticoError,
  USDT_CONTRACTS,
  usdtTransferAbi,
} from '@portico/evm-injected'
import { type Config, writeContract } from '@wagmi/core'
import { type Address, encodeFunctionData, getContractError, type Hex } from 'viem'
import { findConnector } from '../internal/findConnector'

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
 * Runs the transfer as an `eth_call` from the sender and returns its raw answer; a revert
 * rejects. A plain request, not viem's `simulateContract`: that imports viem's `call`, whose
 * lazily loaded CCIP module makes Vite 8's bundler split the viem code the page already loads
 * into four more first-load files.
 */
async function simulateTransfer(
  config: Config,
  call: { chainId: number; account: Address; address: Address; args: readonly [Address, bigint] },
): Promise<Hex> {
  const client = config.getClient({ chainId: call.chainId })
  const request = { abi: erc20TransferAbi, functionName: 'transfer', args: call.args } as const
  try {
    return await client.request({
      method: 'eth_call',
      params: [
        { from: call.account, to: call.address, data: encodeFunctionData(request) },
        'latest',
      ],
    })
  } catch (error) {
    // The node's revert, with its reason decoded, as simulateContract reports it.
    throw getContractError(error as Error, {
      ...request,
      address: call.address,
      sender: call.account,
    })
  }
}

/**
 * Sends an ERC-20 `transfer` through the connected wallet. The call is simulated first so a
 * revert (e.g. insufficient balance) fails before the wallet asks the user. Tokens on the USDT
 * list, or whose simulation answers nothing, are sent with the USDT ABI, whose `transfer`
 * returns nothing.
 * @example
 * const hash = await transferErc20(config, { caipNetwork, from, to, tokenAddress, amount: 5n })
 */
export async function transferErc20(
  config: Config,
  parameters: TransferErc20Parameters,
): Promise<`0x${string}`> {
  const { caipNetwork, from, to, tokenAddress, amount } = parameters
  const caip10 = `${caipNetwork.caipNetworkId}:${tokenAddress}`.toLowerCase()
  const usdtList = [...USDT_CONTRACTS, ...(parameters.usdtContracts ?? [])]
  const isUsdt = usdtList.some((id) => id.toLowerCase() === caip10)
  const base = {
    address: tokenAddress as Address,
    functionName: 'transfer',
    args: [to as Address, amount],
    account: from as Address,
    chainId: Number(caipNetwork.id),
  } as const
  try {
    const connector = findConnector(config, parameters.connectorId)
    // Both ABIs encode the same call; they differ only in what `transfer` answers.
    const answer = await simulateTransfer(config, base)
    // A USDT-style token answers nothing where the standard's `transfer` answers a bool.
    const abi = isUsdt || answer === '0x' ? usdtTransferAbi : erc20TransferAbi
    return await writeContract(config, { ...base, abi, connector })
  } catch (error) {
    throw toPorticoError(error)
  }
}
