import { useState } from 'react'
import { useT } from '../../i18n/useT'
import { StrokeIcon } from '../Icon/StrokeIcon'

/**
 * Which way a history row points: assets in, out, both (a trade or a self transfer), or none.
 * @example
 * const d: TransactionRowDirection = 'in'
 */
export type TransactionRowDirection = 'in' | 'out' | 'both' | 'none'

/**
 * Props of {@link TransactionRow}.
 * @example
 * const props: TransactionRowProps = { direction: 'in', title: 'Received', detail: 'from 0xf3…b92266', amount: '+1 ETH', time: '5 minutes ago', dateTime: '2026-11-21T10:00:00Z' }
 */
export type TransactionRowProps = {
  direction: TransactionRowDirection
  /** The operation, e.g. 'Sent' or 'Received'. */
  title: string
  /** The counterparty, e.g. 'to 0xd8…A96045'. */
  detail?: string | undefined
  /** Signed amount with symbol; omitted when the transaction moved no fungible asset. */
  amount?: string | undefined
  /** An NFT's image: shown instead of the direction icon, which then sits on its corner. */
  previewUrl?: string | undefined
  /** 'failed' and 'pending' rows say so beside the title. */
  status?: 'confirmed' | 'failed' | 'pending'
  /** Human time, e.g. '5 minutes ago'. */
  time: string
  /** Machine-readable time of `time`. */
  dateTime: string
  /** The transaction on a block explorer: the row becomes a link opening it in a new tab. */
  href?: string | undefined
  testId?: string
}

const ARROWS: Record<TransactionRowDirection, string> = {
  in: 'M12 5v14M6 13l6 6 6-6',
  out: 'M12 19V5M6 11l6-6 6 6',
  both: 'M7 4v16M3 8l4-4 4 4M17 20V4M13 16l4 4 4-4',
  none: 'M5 12h14',
}

/**
 * One entry of the Activity tab: a direction icon, the operation and counterparty, the signed
 * amount and when it happened.
 * @example
 * <TransactionRow direction="out" title="Sent" detail="to 0xd8…A96045" amount="0.010 ETH" time="2 hours ago" dateTime={minedAt} />
 */
export function TransactionRow({
  direction,
  title,
  detail,
  amount,
  previewUrl,
  status = 'confirmed',
  time,
  dateTime,
  href,
  testId,
}: TransactionRowProps) {
  const { t } = useT()
  // Remembers which preview failed, so a broken image falls back to the plain icon.
  const [failedPreview, setFailedPreview] = useState<string>()
  const preview = previewUrl && failedPreview !== previewUrl ? previewUrl : undefined
  const arrow = (size: number) => (
    <StrokeIcon size={size}>
      <path d={ARROWS[direction]} />
    </StrokeIcon>
  )
  const content = (
    <>
      {preview ? (
        <span className="portico-tx-preview" aria-hidden="true">
          <img
            src={preview}
            alt=""
            width={36}
            height={36}
            decoding="async"
            loading="lazy"
            onError={() => setFailedPreview(preview)}
          />
          <span className="portico-tx-icon" data-direction={direction} data-badge="">
            {arrow(10)}
          </span>
        </span>
      ) : (
        <span className="portico-tx-icon" data-direction={direction} aria-hidden="true">
          {arrow(18)}
        </span>
      )}
      <span className="portico-tx-text">
        <span className="portico-tx-title">
          {title}
          {status !== 'confirmed' && (
            <span className="portico-tx-status">
              {t(status === 'failed' ? 'common.status.failed' : 'common.status.pending')}
            </span>
          )}
        </span>
        {detail && <span className="portico-tx-detail">{detail}</span>}
      </span>
      <span className="portico-tx-side">
        {amount && (
          <span className="portico-tx-amount" data-positive={amount.startsWith('+') || undefined}>
            {amount}
          </span>
        )}
        <time className="portico-tx-time" dateTime={dateTime}>
          {time}
        </time>
      </span>
    </>
  )
  if (!href)
    return (
      <div className="portico-tx-row" data-testid={testId} data-status={status}>
        {content}
      </div>
    )
  return (
    <a
      className="portico-tx-row"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      data-testid={testId}
      data-status={status}
    >
      {content}
      <span className="portico-sr-only">{t('common.link.opensExplorer')}</span>
    </a>
  )
}
