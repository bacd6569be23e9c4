import { describe, expect, it } from 'vitest'
import { tokenFeeOf } from './tokenFeeOf'
import { userOperationMaxCost } from './userOperationMaxCost'

describe('userOperationMaxCost and tokenFeeOf', () => {
  const operation = {
    callGasLimit: '0x186a0',
    verificationGasLimit: 200_000n,
    preVerificationGas: 50_000,
    paymasterVerificationGasLimit: '0x186a0',
    paymasterPostOpGasLimit: '0x13880',
    maxFeePerGas: '0x3b9aca00',
  }

  it('counts all five gas limits at the max fee per gas, and no paymaster as 0', () => {
    expect(userOperationMaxCost(operation)).toBe(530_000n * 10n ** 9n)
    const { paymasterVerificationGasLimit, paymasterPostOpGasLimit, ...withoutPaymaster } =
      operation
    expect(userOperationMaxCost(withoutPaymaster)).toBe(350_000n * 10n ** 9n)
  })

  it('prices the fee in the token, rounded up to its next base unit', () => {
    // 0.00053 ETH at 3,300 tUSDT (6 decimals) per ether.
    expect(tokenFeeOf(530_000n * 10n ** 9n, 3_300n * 10n ** 6n)).toBe(1_749_000n)
    // A fraction of a base unit is a whole one: the payer never pays less than the quote.
    expect(tokenFeeOf(1n, 3_300n * 10n ** 6n)).toBe(1n)
    expect(tokenFeeOf(10n ** 18n, 1n)).toBe(1n)
    expect(tokenFeeOf(10n ** 18n + 1n, 1n)).toBe(2n)
    expect(tokenFeeOf(0n, 3_300n * 10n ** 6n)).toBe(0n)
    // 18 decimals (PTT at $2 with ETH at $3,000: 1,500 PTT per ether).
    expect(tokenFeeOf(530_000n * 10n ** 9n, 1_500n * 10n ** 18n)).toBe(795n * 10n ** 15n)
    expect(() => tokenFeeOf(-1n, 1n)).toThrow(RangeError)
  })
})
