import { fixedMessageError } from '@portico/common'

/**
 * The wallet approved a session whose namespaces do not parse (accounts, chains or methods of
 * the wrong shape): nothing of it is used.
 * @example
 * throw new MalformedSessionError({ cause: parsed.error, metaMessages: [`Session: ${topic}`] })
 */
export class MalformedSessionError extends fixedMessageError(
  'MalformedSessionError',
  'WALLET_CONNECT_MALFORMED_SESSION',
  'The wallet approved a malformed session',
) {}
