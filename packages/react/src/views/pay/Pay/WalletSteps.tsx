import type { PayWalletStep } from '@portico/core'
import { useT } from '../../../i18n/useT'
import { Icon } from '../../../ui/Icon/Icon'
import { Spinner } from '../../../ui/Spinner/Spinner'

type Step = Exclude<PayWalletStep, 'idle'>

/**
 * Where a payment from the wallet is, as a short list: switching the network (when it had to),
 * checking the balance, approving in the wallet, confirming on chain — done steps checked, the current one spinning
 * and announced (a status region), the next ones dimmed.
 * @example
 * <WalletSteps step="approving" switched network="Devnet B" />
 */
export function WalletSteps({
  step,
  switched,
  network,
}: {
  step: Step
  /** The wallet was on another network when the payment started. */
  switched: boolean
  network: string
}) {
  const { t } = useT()
  // The client checks the balance on the payment's network: after switching to it.
  const order: Step[] = [
    ...(switched || step === 'switching' ? (['switching'] as const) : []),
    'checking',
    'approving',
    'confirming',
  ]
  const current = order.indexOf(step)
  const label = (s: Step) =>
    ({
      checking: t('pay.step.checking'),
      switching: t('pay.step.switching', { network }),
      approving: t('pay.step.approving'),
      confirming: t('pay.step.confirming'),
    })[s]
  return (
    <>
      <ol className="portico-pay-steps" data-testid="portico-pay-steps" aria-hidden="true">
        {order.map((s, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'next'
          return (
            <li key={s} className="portico-pay-step" data-state={state} data-step={s}>
              <span className="portico-pay-step-mark">
                {state === 'done' ? (
                  <Icon name="check" size={14} />
                ) : state === 'current' ? (
                  <Spinner size={14} />
                ) : (
                  <span className="portico-pay-step-dot" />
                )}
              </span>
              {label(s)}
            </li>
          )
        })}
      </ol>
      {/* One sentence for screen readers: the list above is visual. */}
      <p className="portico-sr-only" role="status" data-testid="portico-pay-step-status">
        {label(step)}
      </p>
    </>
  )
}
