import type { CaipNetwork } from '@portico/common'
import { explorerTransactionUrl, truncateAddress } from '@portico/common'
import type { ReactNode } from 'react'
import { useViewTitle } from '../../context/ViewTitleContext'
import { useT } from '../../i18n/useT'
import { Button } from '../Button/Button'
import { CopyButton } from '../CopyButton/CopyButton'
import { Icon } from '../Icon/Icon'

/**
 * What a finished transaction leaves on screen: a check, one summary line, the transaction hash
 * (copyable), the explorer link where the network has one, and Done. `title` replaces the
 * header's title while the panel shows (the view's own title named the step before). Test ids are
 * `{testId}`, `{testId}-summary`, `{testId}-hash` and `{doneTestId}`.
 * @example
 * <TransactionDonePanel summary="Swapped 1 ETH for 3,000 tUSDT" hash={hash}
 *   caipNetwork={network} onDone={close} testId="portico-swap-success" doneTestId="portico-swap-done" />
 */
export function TransactionDonePanel({
  summary,
  hash,
  caipNetwork,
  onDone,
  testId,
  doneTestId,
  title,
}: {
  title?: string | undefined
  summary: ReactNode
  hash: string
  caipNetwork: CaipNetwork | undefined
  onDone: () => void
  testId: string
  doneTestId: string
}) {
  const { t } = useT()
  useViewTitle(title)
  const explorer = explorerTransactionUrl(caipNetwork, hash)
  return (
    <div className="portico-view" data-testid={testId}>
      <div className="portico-notice">
        <span className="portico-sent-icon">
          <Icon name="check" size={28} />
        </span>
        <p className="portico-empty-title" data-testid={`${testId}-summary`}>
          {summary}
        </p>
        <CopyButton
          value={hash}
          label={t('send.done.copyHash')}
          text={truncateAddress(hash)}
          testId={`${testId}-hash`}
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
            {t('send.done.explorer')} <Icon name="external" size={14} />
          </a>
        )}
      </div>
      <Button fullWidth size="lg" onClick={onDone} data-testid={doneTestId}>
        {t('send.done.done')}
      </Button>
    </div>
  )
}
