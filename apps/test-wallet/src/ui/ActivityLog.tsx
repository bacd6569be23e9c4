import type { WalletState } from '../wallet/walletState'

/**
 * What the wallet did lately (signatures, transaction hashes, failures), newest first.
 * @example
 * <ActivityLog activity={state.activity} />
 */
export function ActivityLog({ activity }: { activity: WalletState['activity'] }) {
  if (activity.length === 0) return null
  return (
    <section className="tw-card" aria-labelledby="tw-activity-title">
      <h2 id="tw-activity-title">Activity</h2>
      <ol className="tw-activity" data-testid="tw-activity">
        {activity.map((entry) => (
          <li key={entry.id} className={`tw-activity__entry tw-activity__entry--${entry.tone}`}>
            {entry.text}
          </li>
        ))}
      </ol>
    </section>
  )
}
