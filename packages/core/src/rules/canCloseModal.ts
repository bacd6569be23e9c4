import type { ViewName } from '../types/RouterView'
import { isSignInView } from './isSignInView'

// Views over which the embedded wallet's frame asks the visitor in place (an approval, the
// recovery password form, the key export): a stray click beside the dialog would throw away
// what they typed, or leave the key on screen behind a closed modal.
const FRAME_VIEWS: ReadonlySet<ViewName> = new Set([
  'ApproveTransaction',
  'EmbeddedWalletRecovery',
  'EmbeddedWalletExport',
])

/**
 * Whether the modal may close (spec §4): never on ApproveTransaction, EmbeddedWalletRecovery or
 * EmbeddedWalletExport (the frame's own screen is shown there; Back leaves the recovery form and
 * the export), nor on a sign-in view while SIWX is required and there is no session — unless
 * forced.
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
  if (FRAME_VIEWS.has(params.view)) return false
  return !(isSignInView(params.view) && params.siwxRequired && !params.hasSiwxSession)
}
