/**
 * Props of {@link EmptyNotice}.
 * @example
 * const props: EmptyNoticeProps = { title: 'No tokens found', text: 'Nothing matches "usd".' }
 */
export type EmptyNoticeProps = {
  title: string
  /** The line under the title; none when left out. */
  text?: string
  testId?: string
}

/**
 * What a list shows when it has nothing to show: a title, and a line saying why.
 * @example
 * <EmptyNotice title={t('send.tokens.emptyTitle')} text={t('send.tokens.emptyText')} />
 */
export function EmptyNotice({ title, text, testId }: EmptyNoticeProps) {
  return (
    <div className="portico-empty" data-testid={testId}>
      <p className="portico-empty-title">{title}</p>
      {text !== undefined && <p className="portico-empty-text">{text}</p>}
    </div>
  )
}
