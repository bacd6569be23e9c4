import { type Address, concat, encodeAbiParameters, type Hex, type LocalAccount, toHex } from 'viem'
import {
  formatUserOperation,
  getUserOperationHash,
  type RpcUserOperation,
  type UserOperation,
} from 'viem/account-abstraction'
import type { Eip7702Paymaster } from './paymasterConfigSchema'
import type { PaymasterParams } from './paymasterSchemas'
import { type SignedOperation, verifyingPaymasterHash } from './verifyingPaymasterHash'

/**
 * An operation as `pm_getPaymasterData` receives it, with every gas field present; for an EIP-7702
 * account's, `eip7702Auth` names at least the delegate (read from the sender's code when the
 * operation carries no authorization).
 */
type PricedOperation = Omit<PaymasterParams[0], 'eip7702Auth'> & SignedOperation

/**
 * One verifying paymaster the gateway signs for: the chain's v0.7 one or its EIP-7702 accounts'
 * on EntryPoint v0.8, with the EntryPoint version its operations are hashed by.
 * @example const paymaster: SigningPaymaster = { ...chain.paymaster, entryPointVersion: '0.7' }
 */
export type SigningPaymaster = Pick<
  Eip7702Paymaster,
  'address' | 'entryPoint' | 'verificationGasLimit' | 'postOpGasLimit'
> & { entryPointVersion: '0.7' | '0.8' }

/**
 * The paymaster fields an operation carries for a verifying paymaster: its address,
 * `paymasterData` (validUntil, validAfter 0, then `signature`; the window as two ABI words for
 * the reference v0.7 paymaster, packed in 12 bytes for PorticoVerifyingPaymaster on v0.8) and its
 * gas limits. With a stub signature, what bundlers estimate with.
 * @example paymasterFields(paymaster, 1_767_225_600, signature).paymasterData // '0x…'
 */
export function paymasterFields(
  paymaster: Omit<SigningPaymaster, 'entryPoint'>,
  validUntil: number,
  signature: Hex,
) {
  const window =
    paymaster.entryPointVersion === '0.8'
      ? concat([toHex(validUntil, { size: 6 }), toHex(0, { size: 6 })])
      : encodeAbiParameters([{ type: 'uint48' }, { type: 'uint48' }], [validUntil, 0])
  return {
    paymaster: paymaster.address as Address,
    paymasterData: concat([window, signature]),
    paymasterVerificationGasLimit: toHex(paymaster.verificationGasLimit),
    paymasterPostOpGasLimit: toHex(paymaster.postOpGasLimit),
  }
}

/**
 * Signs `operation` for a verifying paymaster, valid until `validUntil`: the paymaster fields it
 * lands with, and the EntryPoint's hash of the operation as it will land (v0.7's, or v0.8's
 * EIP-712 one with the EIP-7702 delegate; those fields included, the signature part of them),
 * under which its reservation is kept.
 * @example
 * const { fields, userOpHash } = await signPaymasterData(signer, { chainId: 31337, paymaster, operation, validUntil })
 */
export async function signPaymasterData(
  signer: LocalAccount,
  args: {
    chainId: number
    paymaster: SigningPaymaster
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
  const userOperation = formatUserOperation({
    ...operation,
    ...fields,
    factory: operation.factory ?? undefined,
    factoryData: operation.factoryData ?? undefined,
  } as RpcUserOperation) as UserOperation
  const userOpHash = getUserOperationHash({
    chainId,
    entryPointAddress: paymaster.entryPoint as Address,
    entryPointVersion: paymaster.entryPointVersion,
    // EntryPoint v0.8 hashes an EIP-7702 account's initCode as its delegate: viem reads it here.
    userOperation: operation.eip7702Auth
      ? ({
          ...userOperation,
          authorization: { address: operation.eip7702Auth.address as Address },
        } as UserOperation)
      : userOperation,
  })
  return { fields, userOpHash }
}
