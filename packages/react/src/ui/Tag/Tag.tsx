import type { ReactNode } from 'react'

/**
 * Props of {@link Tag}.
 * @example
 * const props: TagProps = { tone: 'success', children: 'Installed' }
 */
export type TagProps = {
  tone?: 'success' | 'accent' | 'neutral'
  children: ReactNode
}

/**
 * A small label beside a list item, e.g. 'Installed' or 'Recent'.
 * @example
 * <Tag tone="accent">Recent</Tag>
 */
export function Tag({ tone = 'neutral', children }: TagProps) {
  return (
    <span className="portico-tag" data-tone={tone}>
      {children}
    </span>
  )
}
