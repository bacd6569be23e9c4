import {
  type Address,
  concat,
  encodeAbiParameters,
  type Hex,
  keccak256,
  pad,
  parseAbiParameters,
  toHex,
} from 'viem'
import type { OperationGasFields } from './operationGasFields'
import type { verifyingPaymasterHash } from './verifyingPaymasterHash'

/**
 * The fields of a v0.7 user operation a token paymaster's quote binds (hex quantities as clients
 * send them): who pays, which operation of theirs, and what its gas can cost. Not its calls.
 * @example const operation: QuotedOperation = { sender, nonce: '0x0', callGasLimit, … }
 */
export type QuotedOperation = { sender: string; nonce: string } & OperationGasFields

/**
 * A token paymaster's quote: where it is, its gas limits, the window, and the fee it takes.
 * @example const quote: TokenQuoteTerms = { chainId: 31337, paymaster, verificationGasLimit: 100_000, postOpGasLimit: 80_000, validUntil, validAfter: 0, token, tokenAmount: 1_749_000n }
 */
export type TokenQuoteTerms = Parameters<typeof verifyingPaymasterHash>[1] & {
  token: Address
  tokenAmount: bigint
}

const gasWords = (high: string | number, low: string | number): Hex =>
  concat([pad(toHex(BigInt(high)), { size: 16 }), pad(toHex(BigInt(low)), { size: 16 })])

/**
 * What PorticoTokenPaymaster checks its signer signed, computed off chain as its
 * `getHash(userOp, validUntil, validAfter, token, tokenAmount)` does: the operation's sender,
 * nonce, packed gas limits, pre-verification gas and packed fees, the paymaster's own gas limits,
 * the chain id, the paymaster's address, the window, the token and the amount. The signer signs it
 * as an EIP-191 message.
 * @example
 * const hash = tokenPaymasterHash(operation, { chainId: 31337, paymaster, verificationGasLimit: 100_000, postOpGasLimit: 80_000, validUntil, validAfter: 0, token, tokenAmount })
 */
export function tokenPaymasterHash(operation: QuotedOperation, terms: TokenQuoteTerms): Hex {
  return keccak256(
    encodeAbiParameters(
      // sender, nonce, accountGasLimits, preVerificationGas, gasFees, the paymaster's gas limits,
      // chain id, paymaster, validUntil, validAfter, token, tokenAmount: getHash's order.
      parseAbiParameters(
        'address, uint256, bytes32, uint256, bytes32, uint256, uint256, address, uint48, uint48, address, uint256',
      ),
      [
        operation.sender as Address,
        BigInt(operation.nonce),
        gasWords(operation.verificationGasLimit, operation.callGasLimit),
        BigInt(operation.preVerificationGas),
        gasWords(operation.maxPriorityFeePerGas, operation.maxFeePerGas),
        BigInt(gasWords(terms.verificationGasLimit, terms.postOpGasLimit)),
        BigInt(terms.chainId),
        terms.paymaster,
        terms.validUntil,
        terms.validAfter,
        terms.token,
        terms.tokenAmount,
      ],
    ),
  )
}

/**
 * The paymaster fields of an operation whose fee a token paymaster takes: its address,
 * `paymasterData` (validUntil ‖ validAfter, 6 bytes each ‖ token ‖ tokenAmount, 32 bytes ‖ the
 * 65-byte signature) and its gas limits. With a stub signature, what bundlers estimate with.
 * @example tokenPaymasterFields(terms, signature).paymasterData // '0x…' (129 bytes)
 */
export function tokenPaymasterFields(terms: Omit<TokenQuoteTerms, 'chainId'>, signature: Hex) {
  return {
    paymaster: terms.paymaster,
    paymasterData: concat([
      toHex(terms.validUntil, { size: 6 }),
      toHex(terms.validAfter, { size: 6 }),
      terms.token,
      toHex(terms.tokenAmount, { size: 32 }),
      signature,
    ]),
    paymasterVerificationGasLimit: toHex(terms.verificationGasLimit),
    paymasterPostOpGasLimit: toHex(terms.postOpGasLimit),
  }
}
