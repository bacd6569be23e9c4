import type { ViewName } from '../types/RouterView'

/**
 * Whether the modal may close (spec §4): never on ApproveTransaction, nor on a sign-in view while
 * SIWX is required and there is no session — unless forced.
 * @example
 * canCloseModal({ view: 'ApproveTransaction', force: false, siwxRequired: false, hasSiwxSession: false }) // false
 */
export function canCloseModal(params: {
  view: ViewName
  force: boolean
  siwxRequired: boolean
  hasSiwxSession: boolean
}): boolean {
  if (params.force) return true
  if (params.view === 'ApproveTransaction') return false
  const onSignIn = params.view === 'SIWXSignMessage' || params.view === 'ConnectingSiwe'
  return !(onSignIn && params.siwxRequired && !params.hasSiwxSession)
}
