import { CodedError } from '@portico/server'

/**
 * Why the gateway refuses to start: a configuration that would be unsafe, or a bundled data
 * file (wallet catalogue, logo sources) that does not validate.
 * @example
 * throw new GatewayStartError('INVALID_WALLET_CATALOGUE', `Invalid wallet catalogue ${path}: ${reason}`)
 */
export class GatewayStartError extends CodedError<
  'PUBLIC_URL_REQUIRED' | 'INVALID_WALLET_CATALOGUE' | 'INVALID_WALLET_LOGO_SOURCES'
> {
  override name = 'GatewayStartError'
}
