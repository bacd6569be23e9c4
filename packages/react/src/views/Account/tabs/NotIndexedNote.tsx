import type { ReactNode } from 'react'

/**
 * The one quiet line an Account tab shows in place of its list where the gateway keeps no index
 * of the network ({@link useNotIndexed}).
 * @example
 * if (notIndexed) return <NotIndexedNote testId="portico-tokens-not-indexed">{t('account.tokens.notIndexed')}</NotIndexedNote>
 */
export function NotIndexedNote({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <p className="portico-empty-text portico-not-indexed" data-testid={testId}>
      {children}
    </p>
  )
}
