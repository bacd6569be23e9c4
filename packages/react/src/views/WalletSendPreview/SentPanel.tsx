import type { CaipNetwork } from '@portico/common'
import { explorerTransactionUrl, truncateAddress } from '@portico/common'
import { Button } from '../../ui/Button/Button'
import { CopyButton } from '../../ui/CopyButton/CopyButton'
import { Icon } from '../../ui/Icon/Icon'

/**
 * What a native send leaves on screen (spec §2: it does not navigate): a confirmation with the
 * amount and the receiver, the transaction hash (copyable), the transaction on the network's
 * explorer where it has one, and Done back to the account.
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
  const explorer = explorerTransactionUrl(caipNetwork, sent.hash)
  return (
    <div className="portico-view" data-testid="portico-send-sent">
      <div className="portico-notice">
        <span className="portico-sent-icon">
          <Icon name="check" size={28} />
        </span>
        <p className="portico-empty-title" data-testid="portico-send-sent-summary">
          {sent.amount} {sent.symbol} to {truncateAddress(sent.to)}
        </p>
        <CopyButton
          value={sent.hash}
          label="Copy transaction hash"
          text={truncateAddress(sent.hash)}
          testId="portico-send-sent-hash"
        />
        {explorer && (
          <a
            className="portico-button"
            data-variant="ghost"
            data-size="sm"
            href={explorer}
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
