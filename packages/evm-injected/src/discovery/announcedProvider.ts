/**
 * The EIP-1193 surface the adapter uses: `request`, and the events when the wallet has them.
 * @example
 * const chainId = await provider.request({ method: 'eth_chainId' })
 */
export type Eip1193Provider = {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on?(event: string, listener: (...args: never[]) => void): unknown
  removeListener?(event: string, listener: (...args: never[]) => void): unknown
}

/**
 * A wallet announced through EIP-6963: its metadata and its EIP-1193 provider.
 * @example
 * const names = providers.map((p: AnnouncedProvider) => p.info.name)
 */
export type AnnouncedProvider = {
  info: { uuid: string; name: string; icon: string; rdns: string }
  provider: Eip1193Provider
}
