import type { PaymentRecord } from '@portico/common/schemas/api'

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal.aborted) return resolve()
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', stop)
      resolve()
    }, ms)
    const stop = () => {
      clearTimeout(timer)
      resolve()
    }
    signal.addEventListener('abort', stop, { once: true })
  })

/**
 * Read a payment's record every `intervalMs` (the gateway refreshes it from the exchange, the
 * chain or the QR watch at most once a second) and hand each reading to `onRecord`, until the
 * record is SUCCESS or FAILED (resolves it) or `signal` aborts (resolves undefined). A failed
 * read is passed to `onError` and the next one tried: a dropped connection must not lose a
 * payment that is on its way.
 * @example
 * const final = await followPayment({ read: (s) => api.getPayment(id, s), signal, onRecord: show })
 */
export async function followPayment(params: {
  read: (signal: AbortSignal) => Promise<PaymentRecord>
  signal: AbortSignal
  onRecord: (record: PaymentRecord) => void
  onError?: (error: unknown) => void
  intervalMs?: number
}): Promise<PaymentRecord | undefined> {
  const { read, signal, onRecord, intervalMs = 1500 } = params
  while (!signal.aborted) {
    await wait(intervalMs, signal)
    if (signal.aborted) return undefined
    try {
      const record = await read(signal)
      if (signal.aborted) return undefined
      onRecord(record)
      if (record.status === 'SUCCESS' || record.status === 'FAILED') return record
    } catch (error) {
      if (!signal.aborted) params.onError?.(error)
    }
  }
  return undefined
}
