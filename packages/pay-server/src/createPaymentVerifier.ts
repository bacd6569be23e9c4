import {
  createHttpJsonRpc,
  formatUnits,
  isCaipNetworkId,
  type JsonRpcRequest,
  readPayment,
} from '@portico/common'
import { checkGatewayPayment } from './checkGatewayPayment'
import { createMemoryUsedPaymentStore } from './createMemoryUsedPaymentStore'
import { expectedUnits } from './expectedUnits'
import { judgePaymentReading } from './judgePaymentReading'
import type { PaymentVerification, VerifyPaymentRequest } from './PaymentVerification'
import { PaymentVerifierError } from './PaymentVerifierError'
import { refusePayment } from './refusePayment'
import type { UsedPaymentStore } from './UsedPaymentStore'

/**
 * Options of {@link createPaymentVerifier}.
 * @example
 * const options: PaymentVerifierOptions = { rpcUrls: { 'eip155:8453': 'https://base.example/rpc' } }
 */
export type PaymentVerifierOptions = {
  /** The site's own JSON-RPC URL of each network it takes payments on (CAIP-2 id → URL). */
  rpcUrls: Readonly<Record<string, string>>
  /** The Portico gateway, to read payments by id. */
  gateway?: { url: string; projectId: string } | undefined
  /** Which order each transaction and payment id paid; in memory by default. */
  usedPayments?: UsedPaymentStore | undefined
  /** Blocks (slots) the transaction needs, its own counted; 1 by default. */
  minConfirmations?: number | undefined
  /** Per call to a node or the gateway; 10 s by default. */
  timeoutMs?: number | undefined
  fetch?: typeof fetch | undefined
}

/**
 * A verifier a site's server trusts instead of the page: it reads the payment's transaction
 * from the chain through the site's own RPC URLs (recipient, asset, amount, success,
 * confirmations — the same reader as the gateway's, `readPayment` of `@portico/common`), checks
 * a Pay payment id's record at the gateway against what the order expects (and that a wallet's
 * EVM transaction carries the payment's reference: `carriesPaymentReference`), and claims the
 * transaction and payment id for the order so that no other order can be paid with them.
 * Verify by payment id: that binds the payment to the order. A bare `txHash` only says the
 * transfer happened; the first order to claim it wins.
 * @example
 * const verifier = createPaymentVerifier({
 *   rpcUrls: { 'eip155:31337': 'http://127.0.0.1:8545' },
 *   gateway: { url: 'http://127.0.0.1:8787', projectId: 'demo' },
 * })
 * const result = await verifier.verifyPayment({
 *   orderId: 'order-42',
 *   paymentId: 'pay_…',
 *   expected: { network: 'eip155:31337', asset: 'native', amount: '0.01', recipient: '0x7099…79C8' },
 * })
 * if (result.verified) fulfil('order-42')
 */
export function createPaymentVerifier(options: PaymentVerifierOptions) {
  const usedPayments = options.usedPayments ?? createMemoryUsedPaymentStore()
  const minConfirmations = options.minConfirmations ?? 1
  const requests = new Map<string, JsonRpcRequest>()
  const requestOf = (network: string) => {
    const url = options.rpcUrls[network]
    if (!url) throw new PaymentVerifierError(`No RPC URL for ${network} in rpcUrls`)
    let request = requests.get(network)
    if (!request) {
      request = createHttpJsonRpc(url, {
        ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
        ...(options.fetch ? { fetch: options.fetch } : {}),
      })
      requests.set(network, request)
    }
    return request
  }

  return {
    /**
     * Verifies that `expected` was paid for `orderId`, by a Pay payment id, a transaction hash,
     * or both (then the payment must name that transaction). Never trusts the page or the
     * gateway's status: the chain decides. Throws PaymentVerifierError on a request it cannot
     * check (see there); every payer-side problem is a `{ verified: false, reason }` verdict.
     */
    async verifyPayment(input: VerifyPaymentRequest): Promise<PaymentVerification> {
      const { orderId, expected, paymentId } = input
      if (!orderId) throw new PaymentVerifierError('orderId is required')
      if (!isCaipNetworkId(expected.network)) {
        throw new PaymentVerifierError(`${expected.network} is not a CAIP-2 network id`)
      }
      if (!paymentId && !input.txHash) {
        throw new PaymentVerifierError('Give a paymentId or a txHash to verify')
      }
      const request = requestOf(expected.network)
      const { namespace, decimals, units } = await expectedUnits(expected, request)
      let txHash = input.txHash
      let gatewayFailure: string | undefined
      let reference: string | undefined
      if (paymentId) {
        if (!options.gateway) throw new PaymentVerifierError('A paymentId needs the gateway option')
        const found = await checkGatewayPayment({
          gateway: options.gateway,
          paymentId,
          expected,
          txHash,
          namespace,
          decimals,
          units,
          fetch: options.fetch,
          timeoutMs: options.timeoutMs,
        })
        if ('verified' in found) return found
        ;({ txHash, gatewayFailure, reference } = found)
      }
      if (!txHash) throw new PaymentVerifierError('Give a paymentId or a txHash to verify')
      const hash = namespace === 'eip155' ? txHash.toLowerCase() : txHash
      const reading = await readPayment({
        request,
        network: expected.network,
        txHash: hash,
        asset: expected.asset,
        recipient: expected.recipient,
        minimum: units,
        reference,
      })
      const failure = judgePaymentReading(reading, {
        txHash: hash,
        units,
        decimals,
        minConfirmations,
      })
      if (failure || reading.status !== 'MINED') return failure ?? refusePayment('PENDING', hash)
      if (gatewayFailure) {
        return refusePayment(
          'MISMATCH',
          `Payment ${paymentId} failed at the gateway: ${gatewayFailure}`,
        )
      }
      // Claimed only once the chain said yes: a failed check burns nothing.
      const keys = [
        `tx:${expected.network}:${hash}`,
        ...(paymentId ? [`payment:${paymentId}`] : []),
      ]
      for (const key of keys) {
        if (!(await usedPayments.claim(key, orderId))) {
          return refusePayment(
            'ALREADY_USED',
            `${key.split(':')[0] === 'tx' ? `Transaction ${hash}` : `Payment ${paymentId}`} already paid another order`,
          )
        }
      }
      return {
        verified: true,
        txHash: hash,
        paid: formatUnits(reading.paid, decimals),
        from: reading.from,
        confirmations: reading.confirmations,
        blockNumber: Number(reading.blockNumber),
      }
    },
  }
}

/** A verifier made by {@link createPaymentVerifier}. @example await verifier.verifyPayment(request) */
export type PaymentVerifier = ReturnType<typeof createPaymentVerifier>
