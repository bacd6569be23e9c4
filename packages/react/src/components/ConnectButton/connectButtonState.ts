import type { ConnectionStatus } from '@portico/common'

/**
 * What the connect button shows: busy (a spinner) while a connection is being made or the modal
 * is loading, and whether its words are the connecting ones. One rule for every framework's
 * button.
 * @example
 * connectButtonState({ status: 'connecting', waitsForScan: false, isOpen: false, isLoading: false })
 * // { busy: true, connecting: true }
 */
export function connectButtonState(state: {
  status: ConnectionStatus
  /** A WalletConnect pairing waits for a scan of its QR code. */
  waitsForScan: boolean
  isOpen: boolean
  isLoading: boolean
}): { busy: boolean; connecting: boolean } {
  // A WalletConnect pairing left waiting for a scan when the visitor closed the modal is not a
  // connection being made: the button stays ready to open the modal (its QR code) again.
  const connecting = state.status === 'connecting' && !(state.waitsForScan && !state.isOpen)
  const opening = state.isLoading && !state.isOpen
  return { busy: connecting || opening, connecting }
}
