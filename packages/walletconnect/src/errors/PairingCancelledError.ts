import { fixedMessageError } from '@portico/common'

/**
 * The pairing in progress ended because the connector disconnected or was destroyed; the
 * connects that waited for it fail with this.
 * @example
 * pairing.clear(new PairingCancelledError())
 */
export class PairingCancelledError extends fixedMessageError(
  'PairingCancelledError',
  'WALLET_CONNECT_PAIRING_CANCELLED',
  'The WalletConnect pairing was cancelled',
) {}
