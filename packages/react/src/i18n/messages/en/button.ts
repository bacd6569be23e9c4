/**
 * The page-level buttons' words: the only messages in the first load, as their English
 * defaults before a locale's messages arrive.
 * @example
 * button['button.connect'] // 'Connect Wallet'
 */
export const button = {
  'button.connect': 'Connect Wallet',
  'button.connecting': 'Connecting…',
  'button.network': 'Network',
  'button.wrongNetwork': 'Wrong network',
} as const
