/**
 * The adapter's methods that run on its lazy parts (createWalletActions): the page holds only
 * their names, and each call waits for the parts and calls the method of that name.
 * @example
 * const front = forwardCalls(loadWalletActions, WALLET_ACTION_NAMES)
 */
export const WALLET_ACTION_NAMES = [
  'connect',
  'reconnect',
  'disconnect',
  'getBalance',
  'switchNetwork',
  'signMessage',
  'sendTransaction',
  'sendToken',
  'estimateFee',
  'request',
] as const
