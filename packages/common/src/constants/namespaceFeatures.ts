import type { ChainNamespace } from '../types/ChainNamespace'

/**
 * Which namespaces support which account feature (spec §9).
 * @example NAMESPACE_FEATURES.activity.includes('solana') // false
 */
export const NAMESPACE_FEATURES = {
  balance: ['eip155', 'solana'],
  send: ['eip155', 'solana'],
  onramp: ['eip155', 'solana'],
  names: ['eip155'],
  activity: ['eip155'],
} as const satisfies Record<string, readonly ChainNamespace[]>
