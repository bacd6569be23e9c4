import type { ChainNamespace } from '@portico/common'
import type { AccountTab } from '@portico/core'

const ALL: readonly AccountTab[] = ['tokens', 'nfts', 'activity']
const TOKENS_ONLY: readonly AccountTab[] = ['tokens']

/**
 * The Account view's tabs for an account of `namespace`: NFTs and Activity come from the
 * gateway's EVM index (spec: activity is eip155 only), so other families show their tokens alone.
 * @example
 * accountTabsOf('solana') // ['tokens']
 */
export function accountTabsOf(namespace: ChainNamespace): readonly AccountTab[] {
  return namespace === 'eip155' ? ALL : TOKENS_ONLY
}
