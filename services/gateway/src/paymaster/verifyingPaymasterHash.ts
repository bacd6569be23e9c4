import { type Address, concat, encodeAbiParameters, type Hex, keccak256, pad, toHex } from 'viem'
import { isEip7702Factory } from './isEip7702Operation'

/**
 * The fields of a v0.7 or v0.8 user operation that a verifying paymaster's signature covers, its
 * paymaster gas limits included (hex quantities as clients send them); for an EIP-7702 account's
 * operation (factory `0x7702`), the delegate its authorization names.
 * @example const operation: SignedOperation = { sender, nonce: '0x0', callData, callGasLimit, … }
 */
export type SignedOperation = {
  sender: string
  nonce: string
  factory?: string | null | undefined
  factoryData?: string | null | undefined
  eip7702Auth?: { address: string } | null | undefined
  callData: string
  callGasLimit: string
  verificationGasLimit: string
  preVerificationGas: string
  maxFeePerGas: string
  maxPriorityFeePerGas: string
}

const word16 = (value: string | number | bigint) => pad(toHex(BigInt(value)), { size: 16 })

/**
 * What a verifying paymaster checks its signer signed, computed off chain as its
 * `getHash(userOp, validUntil, validAfter)` does: the operation's sender, nonce, initCode and
 * callData hashes, packed gas limits and fees, the paymaster's own gas limits, the chain id, the
 * paymaster's address and the validity window. The signer signs it as an EIP-191 message. The
 * same for the reference VerifyingPaymaster v0.7 (`@account-abstraction/contracts`) and for
 * PorticoVerifyingPaymaster on EntryPoint v0.8, whose initCode hash for an EIP-7702 account's
 * operation (with the 0x7702 marker, or with no factory from an EOA delegated already) is
 * EntryPoint v0.8's for the marker: the delegate (`eip7702Auth.address`) followed by the
 * initCode past the marker (`factoryData`), as the chain has the sender's code when it validates.
 * @example
 * const hash = verifyingPaymasterHash(operation, { chainId: 31337, paymaster, verificationGasLimit: 100_000, postOpGasLimit: 0, validUntil, validAfter: 0 })
 */
export function verifyingPaymasterHash(
  operation: SignedOperation,
  context: {
    chainId: number
    paymaster: Address
    verificationGasLimit: number
    postOpGasLimit: number
    validUntil: number
    validAfter: number
  },
): Hex {
  const initCode = signedInitCode(operation)
  return keccak256(
    encodeAbiParameters(
      [
        { type: 'address' },
        { type: 'uint256' },
        { type: 'bytes32' },
        { type: 'bytes32' },
        { type: 'bytes32' },
        { type: 'uint256' },
        { type: 'uint256' },
        { type: 'bytes32' },
        { type: 'uint256' },
        { type: 'address' },
        { type: 'uint48' },
        { type: 'uint48' },
      ],
      [
        operation.sender as Address,
        BigInt(operation.nonce),
        keccak256(initCode),
        keccak256(operation.callData as Hex),
        concat([word16(operation.verificationGasLimit), word16(operation.callGasLimit)]),
        BigInt(concat([word16(context.verificationGasLimit), word16(context.postOpGasLimit)])),
        BigInt(operation.preVerificationGas),
        concat([word16(operation.maxPriorityFeePerGas), word16(operation.maxFeePerGas)]),
        BigInt(context.chainId),
        context.paymaster,
        context.validUntil,
        context.validAfter,
      ],
    ),
  )
}

/**
 * The initCode the paymaster hashes: for an EIP-7702 account, its delegate in the marker's place
 * (after it, the marker's `factoryData`), whether the operation carries the marker or, from an EOA
 * delegated already, no initCode at all.
 */
function signedInitCode(operation: SignedOperation): Hex {
  const tail = (operation.factoryData ?? '0x') as Hex
  if (!isEip7702Factory(operation.factory)) {
    if (operation.factory) return concat([operation.factory as Hex, tail])
    return operation.eip7702Auth ? (operation.eip7702Auth.address as Hex) : '0x'
  }
  if (!operation.eip7702Auth) throw new Error('an EIP-7702 operation without its eip7702Auth')
  return concat([operation.eip7702Auth.address as Hex, tail])
}
