import { BaseError, type BaseErrorParameters } from '@portico/common'

/**
 * A pairing attempt got no uri from the WalletConnect relay in time: the relay is down or not
 * reachable from the page. The view offers a retry.
 * @example
 * throw new RelayUnreachableError({ metaMessages: ['Relay: wss://relay.example.com'] })
 */
export class RelayUnreachableError extends BaseError {
  override name = 'RelayUnreachableError'
  override readonly code = 'WALLET_CONNECT_RELAY_UNREACHABLE'
  constructor(args: BaseErrorParameters = {}) {
    super('Could not reach the WalletConnect relay', args)
  }
}
