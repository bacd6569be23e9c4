/**
 * The ethers adapter a consumer app does without: a site runs on ethers v6 or v5, and npm
 * cannot give one app both as the `ethers` peer. The Vite app takes v6, the Next.js app v5.
 * @example
 * const tarballs = withoutTarball(all, ETHERS5_ADAPTER)
 */
export const ETHERS_ADAPTER = '@portico/adapter-ethers'

/**
 * Name of the ethers v5 adapter package (see {@link ETHERS_ADAPTER}).
 * @example
 * withoutTarball(all, ETHERS5_ADAPTER)
 */
export const ETHERS5_ADAPTER = '@portico/adapter-ethers5'

/**
 * The tarballs less the package `name`.
 * @example
 * const forVite = withoutTarball(tarballs, ETHERS5_ADAPTER)
 */
export function withoutTarball(
  tarballs: ReadonlyMap<string, string>,
  name: string,
): ReadonlyMap<string, string> {
  return new Map([...tarballs].filter(([packageName]) => packageName !== name))
}
