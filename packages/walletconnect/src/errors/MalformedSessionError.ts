import { BaseError, type BaseErrorParameters } from '@portico/common'

/**
 * The wallet approved a session whose namespaces do not parse (accounts, chains or methods of
 * the wrong shape): nothing of it is used.
 * @example
 * throw new MalformedSessionError({ cause: parsed.error, metaMessages: [`Session: ${topic}`] })
 */
export class MalformedSessionError extends BaseError {
  override name = 'MalformedSessionError'
  override readonly code = 'WALLET_CONNECT_MALFORMED_SESSION'
  constructor(args: BaseErrorParameters = {}) {
    super('The wallet approved a malformed session', args)
  }
}
