import type { CaipNetwork } from '@portico/common'
import { useT } from '../../../i18n/useT'
import { TransactionDonePanel } from '../../../ui/TransactionDonePanel/TransactionDonePanel'
import type { SwapDone } from './useSwapSteps'

/**
 * What a finished swap leaves on screen: what was paid and received, the transaction hash
 * (copyable), the explorer link where the network has one, and Done back to the account.
 * @example
 * <SwapSuccessPanel done={done} caipNetwork={network} onDone={close} />
 */
export function SwapSuccessPanel({
  done,
  caipNetwork,
  onDone,
}: {
  done: SwapDone
  caipNetwork: CaipNetwork | undefined
  onDone: () => void
}) {
  const { t } = useT()
  return (
    <TransactionDonePanel
      title={t('titles.swapDone')}
      summary={t('swap.done.summary', { paid: done.paid, received: done.received })}
      hash={done.hash}
      caipNetwork={caipNetwork}
      onDone={onDone}
      testId="portico-swap-success"
      doneTestId="portico-swap-done"
    />
  )
}
