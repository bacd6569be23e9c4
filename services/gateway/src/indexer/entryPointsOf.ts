import type { ChainConfig } from '../config/gatewayConfigSchema'

// The deterministic (CREATE2) addresses the ERC-4337 releases are deployed at on public chains;
// all three emit the same UserOperationEvent.
const CANONICAL_ENTRY_POINTS = [
  '0x5ff137d4b0fdcd49dca30c7cf57e578a026d2789', // v0.6
  '0x0000000071727de22e5e9d8baf0edac6f37da032', // v0.7
  '0x4337084d9e255ff0702461cf8895ce9e3b5ff108', // v0.8
] as const

/**
 * The ERC-4337 EntryPoints the indexer trusts on a chain, lower-case: the canonical ones and the
 * chain's configured `entryPoints`. Any contract can emit a `UserOperationEvent`; only these
 * are believed, so no contract can write a user operation into someone's history.
 * @example entryPointsOf(chain.config).has('0x0000000071727de22e5e9d8baf0edac6f37da032') // true
 */
export function entryPointsOf(config: Pick<ChainConfig, 'entryPoints'>): Set<string> {
  return new Set([
    ...CANONICAL_ENTRY_POINTS,
    ...config.entryPoints.map((address) => address.toLowerCase()),
  ])
}
