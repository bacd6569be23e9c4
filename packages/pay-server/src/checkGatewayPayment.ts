import { parsePaymentUnits } from '@portico/common'
import type { ExpectedPayment, PaymentVerification } from './PaymentVerification'
import { readGatewayPayment } from './readGatewayPayment'
import { refusePayment, sameOnChain } from './refusePayment'

/**
 * What the gateway's record of a payment id adds to a verification: the transaction to read,
 * the failure the gateway saw, and the reference a wallet's EVM transaction must carry.
 * @example
 * const found = await checkGatewayPayment({ ... })
 * if ('verified' in found) return found
 */
export type GatewayPaymentFacts = {
  txHash: string
  gatewayFailure: string | undefined
  reference: string | undefined
}

/**
 * Reads a payment id's record at the gateway and checks it against the order: the same network,
 * asset, recipient and amount, a transaction (the one given, if any). Answers a refusal, or the
 * facts the chain's reading needs.
 * @example
 * const found = await checkGatewayPayment({ gateway, paymentId, expected, namespace, decimals, units })
 */
export async function checkGatewayPayment(input: {
  gateway: { url: string; projectId: string }
  paymentId: string
  expected: ExpectedPayment
  txHash: string | undefined
  namespace: string
  decimals: number
  units: bigint
  fetch?: typeof fetch | undefined
  timeoutMs?: number | undefined
}): Promise<PaymentVerification | GatewayPaymentFacts> {
  const { paymentId, expected, namespace } = input
  const record = await readGatewayPayment(input.gateway, paymentId, {
    ...(input.fetch ? { fetch: input.fetch } : {}),
    ...(input.timeoutMs ? { timeoutMs: input.timeoutMs } : {}),
  })
  if (!record) return refusePayment('NOT_FOUND', `The gateway has no payment ${paymentId}`)
  const matches =
    record.network === expected.network &&
    sameOnChain(namespace, record.asset, expected.asset) &&
    sameOnChain(namespace, record.recipient, expected.recipient) &&
    parsePaymentUnits(record.amount, input.decimals) === input.units
  if (!matches) {
    return refusePayment(
      'MISMATCH',
      `Payment ${paymentId} asks ${record.amount} of ${record.asset} to ${record.recipient} on ${record.network}, not what the order expects`,
    )
  }
  if (!record.txHash) {
    return record.status === 'FAILED'
      ? refusePayment(
          'NOT_FOUND',
          `Payment ${paymentId} failed: ${record.failureReason ?? 'no transaction'}`,
        )
      : refusePayment('PENDING', `Payment ${paymentId} has no transaction yet`)
  }
  if (input.txHash && !sameOnChain(namespace, input.txHash, record.txHash)) {
    return refusePayment('MISMATCH', `Payment ${paymentId} was paid by another transaction`)
  }
  return {
    txHash: record.txHash,
    // The gateway knows more than the chain alone (when the payment was made, what the
    // transaction was attached to): a payment it failed is refused whatever the chain says.
    gatewayFailure: record.status === 'FAILED' ? (record.failureReason ?? 'failed') : undefined,
    // What binds a wallet's EVM transaction to this payment (and so to this order): its input,
    // read from the chain, must carry the record's reference. Without it, a hash copied from
    // the mempool onto another payment would verify.
    reference: namespace === 'eip155' && record.method === 'wallet' ? record.reference : undefined,
  }
}
