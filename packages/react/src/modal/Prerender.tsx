import type { ReactNode } from 'react'
import * as React from 'react'

type ActivityComponent = (props: { mode: 'hidden' | 'visible'; children: ReactNode }) => ReactNode

/**
 * React's `<Activity>` (React 19.2 and later). Read from the namespace so that React 18, which
 * has none, gets `undefined` here rather than a missing-export error.
 */
const Activity = (React as unknown as { Activity?: ActivityComponent }).Activity

/**
 * Renders `children` ahead of time while not `visible`: React builds the tree at idle priority,
 * keeps it hidden (`display: none`) with its effects not mounted, and showing it only reveals
 * the finished DOM and mounts the effects. On React without `<Activity>` it renders `children`
 * only while visible.
 * @example
 * <Prerender visible={open}><Dialog … /></Prerender>
 */
export function Prerender({ visible, children }: { visible: boolean; children: ReactNode }) {
  if (Activity === undefined) return visible ? children : null
  return <Activity mode={visible ? 'visible' : 'hidden'}>{children}</Activity>
}
