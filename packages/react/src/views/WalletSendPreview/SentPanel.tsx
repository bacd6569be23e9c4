import type { CaipNetwork } from '@portico/common'
import { truncateAddress } from '@portico/common'
import { Button } from '../../ui/Button/Button'
import { Icon } from '../../ui/Icon/Icon'

/**
 * What a native send leaves on screen (spec §2: it does not navigate): a confirmation with the
 * amount, the receiver, the transaction on the explorer, and Done back to the account.
 * @example
 * <SentPanel sent={{ hash, amount: '0.1', symbol: 'ETH', to }} caipNetwork={network} onDone={done} />
 */
export function SentPanel({
  sent,
  caipNetwork,
  onDone,
}: {
  sent: { hash: string; amount: string; symbol: string; to: string }
  caipNetwork: CaipNetwork | undefined
  onDone: () => void
}) {
  const explorer = caipNetwork?.blockExplorers?.default.url
  return (
    <div className="portico-view" data-testid="portico-send-sent">
      <div className="portico-notice">
        <span className="portico-sent-icon">
          <Icon name="check" size={28} />
        </span>
        <p className="portico-empty-title">Transaction sent</p>
        <p className="portico-notice-text">
          {sent.amount} {sent.symbol} to {truncateAddress(sent.to)}
        </p>
        {explorer && (
          <a
            className="portico-button"
            data-variant="ghost"
            data-size="sm"
            href={`${explorer.replace(/\/$/, '')}/tx/${sent.hash}`}
            target="_blank"
            rel="noreferrer"
          >
            View on explorer <Icon name="external" size={14} />
          </a>
        )}
      </div>
      <Button fullWidth size="lg" onClick={onDone} data-testid="portico-send-done">
        Done
      </Button>
    </div>
  )
}
