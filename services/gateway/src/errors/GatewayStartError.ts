import { BaseError } from '@portico/common'

/**
 * Why the gateway refuses to start: a configuration that would be unsafe, or a bundled data
 * file (wallet catalogue, logo sources) that does not validate.
 * @example
 * throw new GatewayStartError('INVALID_WALLET_CATALOGUE', `Invalid wallet catalogue ${path}: ${reason}`)
 */
export class GatewayStartError extends BaseError {
  override name = 'GatewayStartError'
  override readonly code:
    | 'PUBLIC_URL_REQUIRED'
    | 'INVALID_WALLET_CATALOGUE'
    | 'INVALID_WALLET_LOGO_SOURCES'

  constructor(code: GatewayStartError['code'], message: string) {
    super(message)
    this.code = code
  }
}
