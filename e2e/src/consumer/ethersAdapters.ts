/**
 * The ethers adapter a consumer app does without: a site runs on ethers v6 or v5, and npm
 * cannot give one app both as the `ethers` peer. The Vite app takes v6, the Next.js app v5.
 * @example
 * const packages = withoutPackages(all, [ETHERS5_ADAPTER])
 */
export const ETHERS_ADAPTER = '@portico/adapter-ethers'

/**
 * Name of the ethers v5 adapter package (see {@link ETHERS_ADAPTER}).
 * @example
 * withoutPackages(all, [ETHERS5_ADAPTER])
 */
export const ETHERS5_ADAPTER = '@portico/adapter-ethers5'

/**
 * The packages (name → range) less the given names.
 * @example
 * const forVite = withoutPackages(packages, [ETHERS5_ADAPTER])
 */
export function withoutPackages(
  packages: ReadonlyMap<string, string>,
  names: readonly string[],
): Map<string, string> {
  return new Map([...packages].filter(([name]) => !names.includes(name)))
}
