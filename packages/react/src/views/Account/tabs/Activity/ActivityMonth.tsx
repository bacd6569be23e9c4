import type { TransactionMonthGroup } from '@portico/common'
import { useId } from 'react'
import { TransactionRow } from '../../../../ui/TransactionRow/TransactionRow'
import { describeTransaction } from './describeTransaction'
import { formatRelativeTime } from './formatRelativeTime'

/**
 * One month of the Activity tab: its title and its transactions, newest first.
 * @example
 * <ActivityMonth group={groups[0]} now={new Date()} />
 */
export function ActivityMonth({ group, now }: { group: TransactionMonthGroup; now: Date }) {
  const titleId = useId()
  return (
    <section className="portico-activity-month" aria-labelledby={titleId}>
      <h3
        id={titleId}
        className="portico-activity-month-title"
        data-testid="portico-activity-month"
      >
        {group.title}
      </h3>
      <ul className="portico-activity-list">
        {group.transactions.map((tx) => {
          const { direction, title, detail, amount } = describeTransaction(tx)
          return (
            <li key={tx.id}>
              <TransactionRow
                direction={direction}
                title={title}
                detail={detail}
                amount={amount}
                status={tx.metadata.status}
                time={formatRelativeTime(new Date(tx.metadata.minedAt), now)}
                dateTime={tx.metadata.minedAt}
                testId="portico-activity-row"
              />
            </li>
          )
        })}
      </ul>
    </section>
  )
}
