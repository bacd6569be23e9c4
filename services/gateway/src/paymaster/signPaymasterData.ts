import { type Address, concat, encodeAbiParameters, type Hex, type LocalAccount, toHex } from 'viem'
import {
  formatUserOperation,
  getUserOperationHash,
  type RpcUserOperation,
  type UserOperation,
} from 'viem/account-abstraction'
import type { ChainPaymaster } from './paymasterConfigSchema'
import type { PaymasterParams } from './paymasterSchemas'
import { type SignedOperation, verifyingPaymasterHash } from './verifyingPaymasterHash'

/** An operation as `pm_getPaymasterData` receives it, with every gas field present. */
type PricedOperation = PaymasterParams[0] & SignedOperation

/**
 * The paymaster fields an operation carries for the chain's VerifyingPaymaster: its address,
 * `paymasterData` (validUntil, validAfter 0, then `signature`) and its gas limits. With a stub
 * signature, what bundlers estimate with.
 * @example paymasterFields(paymaster, 1_767_225_600, signature).paymasterData // '0x…'
 */
export function paymasterFields(paymaster: ChainPaymaster, validUntil: number, signature: Hex) {
  return {
    paymaster: paymaster.address as Address,
    paymasterData: concat([
      encodeAbiParameters([{ type: 'uint48' }, { type: 'uint48' }], [validUntil, 0]),
      signature,
    ]),
    paymasterVerificationGasLimit: toHex(paymaster.verificationGasLimit),
    paymasterPostOpGasLimit: toHex(paymaster.postOpGasLimit),
  }
}

/**
 * Signs `operation` for the chain's VerifyingPaymaster, valid until `validUntil`: the paymaster
 * fields it lands with, and the v0.7 hash of the operation as it will land (those fields
 * included, the signature part of them), under which its reservation is kept.
 * @example
 * const { fields, userOpHash } = await signPaymasterData(signer, { chainId: 31337, paymaster, operation, validUntil })
 */
export async function signPaymasterData(
  signer: LocalAccount,
  args: {
    chainId: number
    paymaster: ChainPaymaster
    operation: PricedOperation
    validUntil: number
  },
): Promise<{ fields: ReturnType<typeof paymasterFields>; userOpHash: Hex }> {
  const { chainId, paymaster, operation, validUntil } = args
  const hash = verifyingPaymasterHash(operation, {
    chainId,
    paymaster: paymaster.address as Address,
    verificationGasLimit: paymaster.verificationGasLimit,
    postOpGasLimit: paymaster.postOpGasLimit,
    validUntil,
    validAfter: 0,
  })
  const signature = await signer.signMessage({ message: { raw: hash } })
  const fields = paymasterFields(paymaster, validUntil, signature)
  const userOpHash = getUserOperationHash({
    chainId,
    entryPointAddress: paymaster.entryPoint as Address,
    entryPointVersion: '0.7',
    userOperation: formatUserOperation({
      ...operation,
      ...fields,
      factory: operation.factory ?? undefined,
      factoryData: operation.factoryData ?? undefined,
    } as RpcUserOperation<'0.7'>) as UserOperation<'0.7'>,
  })
  return { fields, userOpHash }
}
