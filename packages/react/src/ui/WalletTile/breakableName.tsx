import { Fragment, type ReactNode } from 'react'

/**
 * A wallet name with line-break opportunities after dots, dashes and slashes
 * ("Blockchain.<wbr>com Wallet"), so a narrow tile wraps it between its parts instead of
 * cutting a word at an arbitrary letter.
 * @example
 * <span className="portico-wallet-tile-name">{breakableName('Blockchain.com Wallet')}</span>
 */
export function breakableName(name: string): ReactNode {
  const parts = name.split(/(?<=[./\-_])(?=\S)/)
  if (parts.length === 1) return name
  return parts.map((part, index) => (
    // Parts of one fixed string: the index is a stable key.
    // biome-ignore lint/suspicious/noArrayIndexKey: see above
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ))
}
