import { usePay } from '@portico/react'
import { useState } from 'react'
import { type DemoPayment, demoPayments } from './demoPayments'
import { describeError } from './describeError'

type Outcome = { kind: 'done' | 'error'; text: string; paymentId?: string } | undefined

/**
 * The demo shop's checkout: each item is one `pay()` call, which opens the kit's Pay view (pay
 * from the connected wallet, from the sandbox exchange, or by QR code) and resolves with the
 * transaction's hash or the reason it did not happen, and the id of the gateway's record that a
 * shop's server would verify. `?payTimeout=<ms>` shortens pay()'s wait
 * (5 minutes by default) to show what a timeout gives.
 * @example
 * <PayPanel />
 */
export function PayPanel() {
  const { pay, isPending } = usePay()
  const [setup] = useState(() => {
    const url = new URL(window.location.href)
    const timeout = Number(url.searchParams.get('payTimeout'))
    return {
      payments: demoPayments(import.meta.env, { solana: url.searchParams.get('solana') === '1' }),
      timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : undefined,
    }
  })
  const [outcome, setOutcome] = useState<Outcome>()

  const checkout = async (item: DemoPayment) => {
    setOutcome(undefined)
    try {
      const result = await pay(
        { paymentAsset: item.paymentAsset, recipient: item.recipient, amount: item.amount },
        setup.timeoutMs,
      )
      const paymentId = result.paymentId
      setOutcome({
        kind: result.success ? 'done' : 'error',
        text: (result.success ? result.result : result.error) ?? '',
        ...(paymentId && { paymentId }),
      })
    } catch (error) {
      setOutcome({ kind: 'error', text: describeError(error) })
    }
  }

  return (
    <section className="demo-card" aria-labelledby="demo-pay-title">
      <div className="demo-card-head">
        <h2 id="demo-pay-title">Checkout</h2>
      </div>
      <p className="demo-hint">
        Pay the demo shop from a wallet, from the sandbox exchange, or with a phone by QR code.
      </p>
      {setup.payments.map((item) => (
        <div className="demo-action" key={item.id}>
          <button
            type="button"
            className="demo-button"
            disabled={isPending}
            onClick={() => void checkout(item)}
            data-testid={`demo-pay-${item.id}`}
          >
            Pay {item.label}
          </button>
        </div>
      ))}
      {outcome && (
        <output
          className="demo-result"
          data-kind={outcome.kind}
          data-payment-id={outcome.paymentId}
          data-testid="demo-pay-result"
        >
          {outcome.text}
        </output>
      )}
    </section>
  )
}
