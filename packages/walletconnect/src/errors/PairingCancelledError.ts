import { BaseError, type BaseErrorParameters } from '@portico/common'

/**
 * The pairing in progress ended because the connector disconnected or was destroyed; the
 * connects that waited for it fail with this.
 * @example
 * pairing.clear(new PairingCancelledError())
 */
export class PairingCancelledError extends BaseError {
  override name = 'PairingCancelledError'
  override readonly code = 'WALLET_CONNECT_PAIRING_CANCELLED'
  constructor(args: BaseErrorParameters = {}) {
    super('The WalletConnect pairing was cancelled', args)
  }
}
