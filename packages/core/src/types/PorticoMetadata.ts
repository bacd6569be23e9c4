/**
 * The app as wallets see it (spec §3 Dapp data). A leaf of the types: adapters' context and the
 * options both name it, and neither may import the other.
 * @example
 * const metadata: PorticoMetadata = {
 *   name: 'Demo', description: 'Portico demo', url: 'http://127.0.0.1:5173', icons: [],
 * }
 */
export type PorticoMetadata = {
  name: string
  description: string
  url: string
  icons: readonly string[]
}
