/**
 * The client's methods that run on its started parts (createStartedCalls): the page holds only
 * their names; each call starts the client, waits for its start and calls the method.
 * @example
 * const front = forwardCalls(loadStartedCalls, STARTED_CALL_NAMES)
 */
export const STARTED_CALL_NAMES = [
  'disconnect',
  'switchNetwork',
  'signMessage',
  'sendTransaction',
  'sendToken',
  'refreshBalance',
  'loadEmbeddedWallet',
  'authenticate',
  'cancelAuthentication',
] as const
