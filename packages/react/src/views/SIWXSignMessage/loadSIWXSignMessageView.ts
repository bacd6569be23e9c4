import type { ComponentType } from 'react'

/**
 * Fetches the SIWXSignMessage view's chunk: only apps with `siwx` ever reach that view, so
 * the others never download it.
 * @example
 * const View = lazy(loadSIWXSignMessageView)
 */
export function loadSIWXSignMessageView(): Promise<{ default: ComponentType }> {
  return import('./SIWXSignMessageView').then((module) => ({ default: module.SIWXSignMessageView }))
}
