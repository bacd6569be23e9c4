import type { ChainNamespace } from '@portico/common'
import type { AccountTab } from '@portico/core'

const ALL: readonly AccountTab[] = ['tokens', 'nfts', 'activity']
const TOKENS_ONLY: readonly AccountTab[] = ['tokens']

/**
 * The Account view's tabs for an account of `namespace`: NFTs and Activity come from the
 * gateway's EVM index (spec: activity is eip155 only), so other families show their tokens alone;
 * with the `history` feature off (spec §1) there is no Activity tab.
 * @example
 * accountTabsOf('solana', { history: true }) // ['tokens']
 */
export function accountTabsOf(
  namespace: ChainNamespace,
  features: { history: boolean },
): readonly AccountTab[] {
  if (namespace !== 'eip155') return TOKENS_ONLY
  return features.history ? ALL : ALL.filter((tab) => tab !== 'activity')
}
