import { type PaymentRecord, paymentRecordSchema } from '@portico/common/schemas/api'
import { PaymentVerifierError } from './PaymentVerifierError'

/**
 * A payment as the gateway records it (`GET /v1/pay/payments/:id?projectId`), undefined when
 * the gateway has no such payment for the project. The record only names the transaction: the
 * verifier reads the chain itself. Throws PaymentVerifierError when the gateway does not answer
 * as it should.
 * @example
 * const record = await readGatewayPayment({ url: 'http://127.0.0.1:8787', projectId: 'demo' }, 'pay_…')
 */
export async function readGatewayPayment(
  gateway: { url: string; projectId: string },
  paymentId: string,
  options: { fetch?: typeof fetch; timeoutMs?: number } = {},
): Promise<PaymentRecord | undefined> {
  const url = new URL(`/v1/pay/payments/${encodeURIComponent(paymentId)}`, gateway.url)
  url.searchParams.set('projectId', gateway.projectId)
  let response: Response
  try {
    response = await (options.fetch ?? fetch)(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    })
  } catch (cause) {
    throw new PaymentVerifierError('The gateway did not answer', { cause })
  }
  // 400 too: an id the gateway refuses as malformed is an id it has no payment of.
  if (response.status === 404 || response.status === 400) return undefined
  if (!response.ok) {
    throw new PaymentVerifierError('The gateway did not answer', {
      details: `GET ${url.pathname}: HTTP ${response.status}`,
    })
  }
  const parsed = paymentRecordSchema.safeParse(await response.json().catch(() => undefined))
  if (!parsed.success) {
    throw new PaymentVerifierError('The gateway answered something else than a payment', {
      cause: parsed.error,
    })
  }
  return parsed.data
}
