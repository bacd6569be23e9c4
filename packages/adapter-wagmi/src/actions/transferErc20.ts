import type { CaipNetwork } from '@portico/common'
import { type Config, simulateContract, writeContract } from '@wagmi/core'
import { type Address, BaseError as ViemBaseError } from 'viem'
import { toPorticoError } from '../errors/toPorticoError'
import { findConnector } from '../internal/findConnector'
import { erc20TransferAbi, USDT_CONTRACTS, usdtTransferAbi } from './erc20TransferAbis'

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

function returnedNoData(error: unknown): boolean {
  if (!(error instanceof ViemBaseError)) return false
  return (
    error.walk((e) => e instanceof ViemBaseError && e.name === 'AbiDecodingZeroDataError') !== null
  )
}

/**
 * Sends an ERC-20 `transfer` through the connected wallet. The call is simulated first so a
 * revert (e.g. insufficient balance) fails before the wallet asks the user; tokens on the USDT
 * list, or whose simulation returns no data, use the USDT ABI.
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
    let abi: typeof erc20TransferAbi | typeof usdtTransferAbi = isUsdt
      ? usdtTransferAbi
      : erc20TransferAbi
    try {
      await simulateContract(config, { ...base, abi })
    } catch (error) {
      if (isUsdt || !returnedNoData(error)) throw error
      abi = usdtTransferAbi
      await simulateContract(config, { ...base, abi })
    }
    return await writeContract(config, { ...base, abi, connector })
  } catch (error) {
    throw toPorticoError(error)
  }
}
