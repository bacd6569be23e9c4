import {
  type Address,
  decodeFunctionResult,
  encodeFunctionData,
  type Hex,
  hexToBigInt,
  numberToHex,
  type PublicClient,
  parseAbi,
  zeroAddress,
} from 'viem'
import { toPackedUserOperation, type UserOperation } from 'viem/account-abstraction'
import type { z } from 'zod'
import type { userOperationSchema } from './bundlerSchemas'
import { entryPointSimulations07Code } from './entryPointSimulations07Code'

const simulationsAbi = parseAbi([
  'struct PackedUserOperation { address sender; uint256 nonce; bytes initCode; bytes callData; bytes32 accountGasLimits; uint256 preVerificationGas; bytes32 gasFees; bytes paymasterAndData; bytes signature; }',
  'struct ExecutionResult { uint256 preOpGas; uint256 paid; uint256 accountValidationData; uint256 paymasterValidationData; bool targetSuccess; bytes targetResult; }',
  'function simulateHandleOp(PackedUserOperation op, address target, bytes targetCallData) returns (ExecutionResult)',
])

// Room for the deployment of an account and its call; a block's worth on most chains.
const SIMULATION_GAS = 30_000_000n

const quantity = (value: string | null | undefined) => (value ? hexToBigInt(value as Hex) : 0n)

/**
 * What a v0.7 user operation will be charged, in wei: the gas the EntryPoint bills it (its
 * pre-verification gas, the gas its validation and the account's deployment use, the gas its
 * call uses and the penalty on unused call gas), simulated on the chain with its own limits
 * (`simulateHandleOp` of EntryPointSimulations in place of the EntryPoint's code, so no signature
 * is needed), times the price the chain takes from it: its `maxFeePerGas`, or the latest base
 * fee plus its priority fee when that is less. The limits alone overstate it: bundlers pad them.
 * `balances` (address to hex wei) sets accounts' balances for the simulation: what an account
 * that holds too little would be charged once it holds enough (the EntryPoint's own is kept).
 * Resolves the fee, the gas and the price as hex quantities.
 * @example
 * const { fee } = await estimateUserOperationFee(client, userOperation, entryPoint)
 */
export async function estimateUserOperationFee(
  client: PublicClient,
  userOperation: z.infer<typeof userOperationSchema>,
  entryPoint: Address,
  balances: Record<string, { balance: string }> = {},
): Promise<{ fee: Hex; gas: Hex; gasPrice: Hex }> {
  const maxFeePerGas = quantity(userOperation.maxFeePerGas)
  const maxPriorityFeePerGas = quantity(userOperation.maxPriorityFeePerGas)
  // Priced at 1 wei per gas, the simulation's `paid` is the gas billed.
  const packed = toPackedUserOperation({
    sender: userOperation.sender as Address,
    nonce: quantity(userOperation.nonce),
    callData: userOperation.callData as Hex,
    signature: userOperation.signature as Hex,
    callGasLimit: quantity(userOperation.callGasLimit),
    verificationGasLimit: quantity(userOperation.verificationGasLimit),
    preVerificationGas: quantity(userOperation.preVerificationGas),
    maxFeePerGas: 1n,
    maxPriorityFeePerGas: 1n,
    ...(userOperation.factory && {
      factory: userOperation.factory as Address,
      factoryData: (userOperation.factoryData ?? '0x') as Hex,
    }),
    ...(userOperation.paymaster && {
      paymaster: userOperation.paymaster as Address,
      paymasterVerificationGasLimit: quantity(userOperation.paymasterVerificationGasLimit),
      paymasterPostOpGasLimit: quantity(userOperation.paymasterPostOpGasLimit),
      paymasterData: (userOperation.paymasterData ?? '0x') as Hex,
    }),
  } as UserOperation<'0.7'>)
  const [{ data }, block] = await Promise.all([
    client.call({
      to: entryPoint,
      data: encodeFunctionData({
        abi: simulationsAbi,
        functionName: 'simulateHandleOp',
        args: [packed, zeroAddress, '0x'],
      }),
      gas: SIMULATION_GAS,
      stateOverride: [
        ...Object.entries(balances)
          .filter(([address]) => address.toLowerCase() !== entryPoint.toLowerCase())
          .map(([address, { balance }]) => ({
            address: address as Address,
            balance: hexToBigInt(balance as Hex),
          })),
        { address: entryPoint, code: entryPointSimulations07Code },
      ],
    }),
    client.getBlock({ blockTag: 'latest' }),
  ])
  const { paid: gas } = decodeFunctionResult({
    abi: simulationsAbi,
    functionName: 'simulateHandleOp',
    data: data ?? '0x',
  })
  // A chain without a base fee takes the offered price.
  const offered = (block.baseFeePerGas ?? maxFeePerGas) + maxPriorityFeePerGas
  // biome-ignore lint/complexity/useMathMinMax: bigints, which Math.min does not take
  const gasPrice = offered > maxFeePerGas ? maxFeePerGas : offered
  return {
    fee: numberToHex(gas * gasPrice),
    gas: numberToHex(gas),
    gasPrice: numberToHex(gasPrice),
  }
}
