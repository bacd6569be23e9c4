import { fixedMessageError } from '@portico/common'

/**
 * A pairing attempt got no uri from the WalletConnect relay in time: the relay is down or not
 * reachable from the page. The view offers a retry.
 * @example
 * throw new RelayUnreachableError({ metaMessages: ['Relay: wss://relay.example.com'] })
 */
export class RelayUnreachableError extends fixedMessageError(
  'RelayUnreachableError',
  'WALLET_CONNECT_RELAY_UNREACHABLE',
  'Could not reach the WalletConnect relay',
) {}
