import type { PaymentRecord } from '@portico/common/schemas/api'
import type { FetchLike } from '../../api/ApiTransport'

/**
 * What the in-memory Pay gateway of the tests holds and was asked. Test files only.
 * @example
 * const gateway = createPayGateway()
 * gateway.onRead = (record, reads) => (reads >= 2 ? { status: 'SUCCESS' } : {})
 */
export type PayGateway = {
  fetch: FetchLike
  records: Map<string, PaymentRecord>
  /** `METHOD path` of every Pay call, in order. */
  calls: string[]
  /** Bodies of the POSTs, in order. */
  bodies: unknown[]
  /** A change to a record on its n-th read (from 1), as the gateway's refresh would make it. */
  onRead: (record: PaymentRecord, reads: number) => Partial<PaymentRecord>
  /** Answer the next call to `path` (exact path, no query) with this status and body. */
  refuseNext: Map<string, { status: number; body: unknown }>
  /** Awaited before each Pay call is answered (`METHOD path`): to hold one back. */
  beforeAnswer: (call: string) => Promise<void>
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

/**
 * The gateway's Pay routes as the design names them, in memory, behind a `fetch`: exchanges,
 * payment records and their ways to pay. Every other path answers 404 (the kit's start-up calls
 * then fall back as they do against a gateway without them). Test files only.
 * @example
 * const gateway = createPayGateway()
 * const portico = createPortico({ networks, fetch: gateway.fetch, features: { pay: true } })
 */
export function createPayGateway(): PayGateway {
  let next = 0
  const reads = new Map<string, number>()
  const gateway: PayGateway = {
    records: new Map(),
    calls: [],
    bodies: [],
    onRead: () => ({}),
    refuseNext: new Map(),
    beforeAnswer: async () => {},
    fetch: async (input, init) => {
      const url = new URL(input)
      const method = init.method ?? 'GET'
      const path = url.pathname
      if (!path.startsWith('/v1/pay/'))
        return json({ code: 'NOT_FOUND', message: 'Not found' }, 404)
      gateway.calls.push(`${method} ${path}`)
      await gateway.beforeAnswer(`${method} ${path}`)
      const body = init.body ? JSON.parse(String(init.body)) : undefined
      if (method === 'POST') gateway.bodies.push(body)
      const refusal = gateway.refuseNext.get(path)
      if (refusal) {
        gateway.refuseNext.delete(path)
        return json(refusal.body, refusal.status)
      }
      if (path === '/v1/pay/exchanges') {
        return json({
          exchanges: [
            { id: 'sandbox', name: 'Sandbox Exchange', imageUrl: 'https://exchange.test/logo.svg' },
            { id: 'other', name: 'Other Exchange', imageUrl: 'https://other.test/logo.svg' },
          ],
          total: 2,
        })
      }
      if (path === '/v1/pay/payments' && method === 'POST') {
        const id = `pay_${String(++next).padStart(22, 'x')}`
        const record: PaymentRecord = {
          id,
          ...body,
          // As the gateway does: 16 bytes a wallet's EVM transaction must carry.
          ...(String(body.network).startsWith('eip155:') && {
            reference: `0x${String(next).padStart(32, 'e')}`,
          }),
          status: 'PENDING',
          createdAt: Date.now(),
          updatedAt: Date.now(),
        }
        gateway.records.set(id, record)
        return json(record)
      }
      const match = /^\/v1\/pay\/payments\/([^/]+)(?:\/(transaction|exchange|qr))?$/.exec(path)
      const record = match ? gateway.records.get(decodeURIComponent(match[1] ?? '')) : undefined
      if (!match || !record) return json({ code: 'NOT_FOUND', message: 'No such payment' }, 404)
      const update = (patch: Partial<PaymentRecord>) => {
        const changed = { ...record, ...patch, updatedAt: Date.now() }
        gateway.records.set(record.id, changed)
        return changed
      }
      switch (match[2]) {
        case 'transaction':
          return json(update({ txHash: body.txHash, method: 'wallet', status: 'IN_PROGRESS' }))
        case 'exchange':
          update({ method: 'exchange', exchangeId: body.exchangeId, status: 'IN_PROGRESS' })
          return json({
            url: `https://exchange.test/pay/s_${record.id}`,
            sessionId: `s_${record.id}`,
          })
        case 'qr':
          update({ method: 'qr', status: 'IN_PROGRESS' })
          return json({ uri: `ethereum:${record.recipient}@8453?value=1` })
        default: {
          const n = (reads.get(record.id) ?? 0) + 1
          reads.set(record.id, n)
          return json(update(gateway.onRead(record, n)))
        }
      }
    },
  }
  return gateway
}
