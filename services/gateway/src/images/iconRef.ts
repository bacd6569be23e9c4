/**
 * One icon of the `@web3icons/core` set: its folder and file name (without variant or
 * extension), e.g. `{ folder: 'tokens', name: 'USDC' }`.
 * @example
 * const usdc: IconRef = { folder: 'tokens', name: 'USDC' }
 */
export type IconRef = { folder: 'wallets' | 'networks' | 'tokens' | 'exchanges'; name: string }

const FOLDERS = {
  wallet: 'wallets',
  network: 'networks',
  token: 'tokens',
  exchange: 'exchanges',
} as const

// Names become part of a module specifier: nothing that could leave the icon folder.
const NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/

/**
 * Reads a `filePath` of the `@web3icons/common` metadata (`token:USDC`, `network:ethereum`,
 * `wallet:metamask`); undefined for anything else.
 * @example
 * iconRefFromPath('network:ethereum') // { folder: 'networks', name: 'ethereum' }
 */
export function iconRefFromPath(filePath: string): IconRef | undefined {
  const [kind, name, ...rest] = filePath.split(':')
  if (rest.length > 0 || !name || !NAME.test(name) || name.includes('..')) return undefined
  const folder = FOLDERS[kind as keyof typeof FOLDERS]
  return folder ? { folder, name } : undefined
}
