import { BaseError } from '@portico/common'
import { RELAY_UPGRADE_ERRORS, type RelayUpgradeErrorKey } from '../rpc/relayErrorCodes'

/**
 * Why a client may not connect: thrown by the JWT check, answered at the WebSocket upgrade with
 * its HTTP status and fixed reason.
 * @example
 * throw new RelayUpgradeError('JWT_EXPIRED')
 */
export class RelayUpgradeError extends BaseError {
  override name = 'RelayUpgradeError'
  override readonly code = 'RELAY_UPGRADE'
  readonly key: RelayUpgradeErrorKey
  readonly status: number

  constructor(key: RelayUpgradeErrorKey) {
    super(RELAY_UPGRADE_ERRORS[key].message)
    this.key = key
    this.status = RELAY_UPGRADE_ERRORS[key].status
  }
}
