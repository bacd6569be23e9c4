import {
  isAddressForNamespace,
  type JsonRpcRequest,
  parsePaymentUnits,
  readTokenDecimals,
} from '@portico/common'
import type { ExpectedPayment } from './PaymentVerification'
import { PaymentVerifierError } from './PaymentVerifierError'

const NATIVE_DECIMALS: Readonly<Record<string, number>> = { eip155: 18, solana: 9 }

/**
 * The expected payment in base units, a token's decimals read on chain; throws
 * PaymentVerifierError for a recipient, asset or amount the order cannot mean.
 * @example
 * const { namespace, decimals, units } = await expectedUnits(expected, request)
 */
export async function expectedUnits(expected: ExpectedPayment, request: JsonRpcRequest) {
  const namespace = expected.network.split(':')[0] ?? ''
  if (!isAddressForNamespace(namespace, expected.recipient)) {
    throw new PaymentVerifierError(`${expected.recipient} is not an address on ${expected.network}`)
  }
  const decimals =
    expected.asset === 'native'
      ? (expected.decimals ?? NATIVE_DECIMALS[namespace])
      : await readTokenDecimals({ request, namespace, token: expected.asset })
  if (decimals === undefined) {
    throw new PaymentVerifierError(`${expected.asset} is not a token on ${expected.network}`)
  }
  const units = parsePaymentUnits(expected.amount, decimals)
  if (units === undefined) {
    throw new PaymentVerifierError(
      `${expected.amount} is not an amount of an asset with ${decimals} decimals`,
    )
  }
  return { namespace, decimals, units }
}
