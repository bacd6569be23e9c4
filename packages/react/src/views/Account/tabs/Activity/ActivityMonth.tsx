import { explorerTransactionUrl, type TransactionMonthGroup } from '@portico/common'
import { useId } from 'react'
import { usePorticoClient } from '../../../../hooks/clientHooks'
import { useT } from '../../../../i18n/useT'
import { TransactionRow } from '../../../../ui/TransactionRow/TransactionRow'
import { useRecipientName } from '../../../pay/useRecipientName'
import { describeTransaction } from './describeTransaction'
import { formatRelativeTime } from './formatRelativeTime'
import { monthTitle } from './monthTitle'

/**
 * One month of the Activity tab: its title and its transactions, newest first; each row links
 * to the transaction on its network's block explorer where the network has one, and names its
 * counterparty by its account name where the gateway knows one. Month names, times and dates
 * follow the translator's locale.
 * @example
 * <ActivityMonth group={groups[0]} now={new Date()} />
 */
export function ActivityMonth({ group, now }: { group: TransactionMonthGroup; now: Date }) {
  const titleId = useId()
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
        {group.transactions.map((tx) => (
          <li key={tx.id}>
            <ActivityRow tx={tx} now={now} />
          </li>
        ))}
      </ul>
    </section>
  )
}

/**
 * One transaction of the Activity tab; its counterparty is named by its account name (ENS or
 * the gateway's own) once the names client has it, by its address until then or without one.
 */
function ActivityRow({
  tx,
  now,
}: {
  tx: TransactionMonthGroup['transactions'][number]
  now: Date
}) {
  const { networks } = usePorticoClient().options
  const translator = useT()
  const described = describeTransaction(tx, translator)
  const name = useRecipientName(described.counterparty, tx.metadata.chain)
  const { direction, title, detail, amount, preview } = name
    ? describeTransaction(tx, translator, name)
    : described
  const network = networks.find((n) => n.caipNetworkId === tx.metadata.chain)
  const href = tx.metadata.hash ? explorerTransactionUrl(network, tx.metadata.hash) : undefined
  return (
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
  )
}
