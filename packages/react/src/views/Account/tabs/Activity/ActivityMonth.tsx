import { explorerTransactionUrl, type TransactionMonthGroup } from '@portico/common'
import { useId } from 'react'
import { usePorticoClient } from '../../../../hooks/clientHooks'
import { useT } from '../../../../i18n/useT'
import { TransactionRow } from '../../../../ui/TransactionRow/TransactionRow'
import { describeTransaction } from './describeTransaction'
import { formatRelativeTime } from './formatRelativeTime'
import { monthTitle } from './monthTitle'

/**
 * One month of the Activity tab: its title and its transactions, newest first; each row links
 * to the transaction on its network's block explorer where the network has one. Month names,
 * times and dates follow the translator's locale.
 * @example
 * <ActivityMonth group={groups[0]} now={new Date()} />
 */
export function ActivityMonth({ group, now }: { group: TransactionMonthGroup; now: Date }) {
  const titleId = useId()
  const { networks } = usePorticoClient().options
  const translator = useT()
  return (
    <section className="portico-activity-month" aria-labelledby={titleId}>
      <h3
        id={titleId}
        className="portico-activity-month-title"
        data-testid="portico-activity-month"
      >
        {monthTitle(group, now, translator)}
      </h3>
      <ul className="portico-activity-list">
        {group.transactions.map((tx) => {
          const { direction, title, detail, amount, preview } = describeTransaction(tx, translator)
          const network = networks.find((n) => n.caipNetworkId === tx.metadata.chain)
          const href = tx.metadata.hash
            ? explorerTransactionUrl(network, tx.metadata.hash)
            : undefined
          return (
            <li key={tx.id}>
              <TransactionRow
                direction={direction}
                title={title}
                detail={detail}
                amount={amount}
                previewUrl={preview}
                status={tx.metadata.status}
                time={formatRelativeTime(new Date(tx.metadata.minedAt), now, translator)}
                dateTime={tx.metadata.minedAt}
                href={href}
                testId="portico-activity-row"
              />
            </li>
          )
        })}
      </ul>
    </section>
  )
}
