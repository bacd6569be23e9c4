import { BaseError, type CaipNetwork } from '@portico/common'
import type { Eip1193Provider } from '@portico/evm-injected'
import { utils } from 'ethers'
import { sendEvmTransaction } from './sendEvmTransaction'
import { withRpcProvider } from './withRpcProvider'

/**
 * Sends an ERC-20 `transfer` through the wallet. The call is simulated on the network's RPC
 * first, so a revert (e.g. insufficient balance) fails before the wallet asks the user. The
 * shared adapter passes the token's `transfer` ABI (USDT-style for the listed tokens); a token
 * whose simulation returns no data is read as USDT-style too.
 * @example
 * const hash = await transferErc20(provider, { caipNetwork, from, to, tokenAddress, amount: 5n, transferAbi: erc20TransferAbi, returnsBool: true })
 */
export async function transferErc20(
  provider: Eip1193Provider,
  parameters: {
    caipNetwork: CaipNetwork
    from: string
    to: string
    tokenAddress: string
    amount: bigint
    /** The token's `transfer` (the shared adapter picks the USDT-style one where it applies). */
    transferAbi: readonly string[]
    returnsBool: boolean
  },
): Promise<string> {
  const { caipNetwork, from, to, tokenAddress, amount } = parameters
  const abi = new utils.Interface(parameters.transferAbi)
  const data = abi.encodeFunctionData('transfer', [to, amount]) as `0x${string}`
  // A raw eth_call: v5's `call` hands back revert data as if it were the answer.
  const result: string = await withRpcProvider(caipNetwork, (rpc) =>
    rpc.send('eth_call', [{ from, to: tokenAddress, data }, 'latest']),
  )
  // USDT-style tokens answer nothing; a standard token answers a bool, which must be true.
  if (
    parameters.returnsBool &&
    result !== '0x' &&
    abi.decodeFunctionResult('transfer', result)[0] !== true
  ) {
    throw new BaseError('The token refused the transfer.')
  }
  return sendEvmTransaction(provider, { caipNetwork, from, to: tokenAddress, value: 0n, data })
}
