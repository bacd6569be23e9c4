import type { Clone } from './Clone'

/**
 * Clones between published workspaces that are the same on purpose, each with why. Keep this
 * list short: a shared rule belongs in a package both depend on, not here.
 * @example
 * const entry: AllowedClone = { files: ['a.ts', 'b.ts'], why: '…' }
 */
export type AllowedClone = { files: readonly [string, string]; why: string }

/** The clones the budget lets through. */
export const ALLOWED_CLONES: readonly AllowedClone[] = [
  ...adapterFacades([
    'packages/adapter-bitcoin/src/createBitcoinAdapter.ts',
    'packages/adapter-solana/src/createSolanaAdapter.ts',
    'packages/evm-injected/src/adapter/createInjectedEvmAdapter.ts',
  ]),
]

// Each chain adapter's factory lists its actions under the ChainAdapter member names, in the
// interface's order (`connect: (p) => connectWallet(state, p)` …); the actions behind the names
// are each chain's own.
function adapterFacades(files: readonly string[]): AllowedClone[] {
  return files.flatMap((a, i) =>
    files.slice(i + 1).map((b) => ({
      files: [a, b] as const,
      why: 'adapter factories list their actions under the same ChainAdapter member names',
    })),
  )
}

/**
 * Whether `clone` is one of `allowed` (its two files, in either order).
 * @example
 * isAllowedClone(clone, ALLOWED_CLONES) // true for the two adapters' member lists
 */
export function isAllowedClone(clone: Clone, allowed: readonly AllowedClone[]): boolean {
  return allowed.some(
    ({ files: [x, y] }) =>
      (clone.a.file === x && clone.b.file === y) || (clone.a.file === y && clone.b.file === x),
  )
}
