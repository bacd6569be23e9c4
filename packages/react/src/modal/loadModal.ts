import type { ComponentType } from 'react'

/**
 * Fetches the modal's code: the one dynamic import that splits the modal out of the first
 * load. Safe to call repeatedly; the module is fetched once.
 * @example
 * const Modal = lazy(loadModal)
 */
export function loadModal(): Promise<{ default: ComponentType }> {
  return import('./Modal').then((module) => ({ default: module.Modal }))
}
