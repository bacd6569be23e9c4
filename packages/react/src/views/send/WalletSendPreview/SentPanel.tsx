import type { CaipNetwork } from '@portico/common'
import { formatTokenAmount, truncateAddress } from '@portico/common'
import { useT } from '../../../i18n/useT'
import { TransactionDonePanel } from '../../../ui/TransactionDonePanel/TransactionDonePanel'

/**
 * What a native send leaves on screen (spec §2: it does not navigate): a confirmation with the
 * amount (a quoted amount: up to 6 significant decimals, truncated, in the visitor's locale) and
 * the receiver, the transaction hash (copyable), the transaction on the network's explorer where
 * it has one, and Done back to the account.
 * @example
 * <SentPanel sent={{ hash, amount: '0.1', symbol: 'ETH', to }} caipNetwork={network} onDone={done} />
 */
export function SentPanel({
  sent,
  caipNetwork,
  onDone,
  title,
}: {
  sent: { hash: string; amount: string; symbol: string; to: string }
  caipNetwork: CaipNetwork | undefined
  onDone: () => void
  /** The header's title while it shows, where the view's own says something else (Account). */
  title?: string | undefined
}) {
  const { t, locale } = useT()
  return (
    <TransactionDonePanel
      summary={t('send.sent.summary', {
        amount: formatTokenAmount(sent.amount, undefined, { locale }),
        symbol: sent.symbol,
        receiver: truncateAddress(sent.to),
      })}
      hash={sent.hash}
      caipNetwork={caipNetwork}
      onDone={onDone}
      title={title}
      testId="portico-send-sent"
      doneTestId="portico-send-done"
    />
  )
}
