import { type Hex, isAddress } from 'viem'
import type { DescribeContext } from './ApprovalDescription'
import type { CallDescription } from './CallDescription'
import { formatNativeAmount } from './formatNativeAmount'
import { labelAddress } from './labelAddress'

// A payment reference is 16 bytes: '0x' and 32 hex digits.
const REFERENCE_LENGTH = 34

/**
 * A native payment with its payment reference (Pay's binding of a wallet's transaction to its payment): exactly 16 bytes of data
 * sent with value to an address with no code, described as the send it is. Only when the
 * frame read that the recipient has no code: the same 16 bytes sent to a contract call it (a
 * function without arguments ignores the rest), so they stay an undecoded call with its warning.
 * Undefined for anything else.
 * @example
 * await describePaymentReference({ to: shop, value: '0x2386f26fc10000', data: reference }, context)
 * // { summary: 'Send 0.01 ETH to 0x… with a payment reference', rows: [{ label: 'Payment reference', value: '0x…' }], warnings: [], send: true }
 */
export async function describePaymentReference(
  call: { to: Hex; value: bigint; data: Hex },
  context: DescribeContext,
): Promise<CallDescription | undefined> {
  if (call.data.length !== REFERENCE_LENGTH || !isAddress(call.to, { strict: false })) {
    return undefined
  }
  const code = await context.codeAt?.(call.to).catch(() => undefined)
  if (code !== '0x') return undefined
  const amount = formatNativeAmount(call.value, context.chain)
  return {
    summary: `Send ${amount} to ${labelAddress(call.to, context.names)} with a payment reference`,
    rows: [{ label: 'Payment reference', value: call.data }],
    warnings: [],
    send: true,
  }
}
