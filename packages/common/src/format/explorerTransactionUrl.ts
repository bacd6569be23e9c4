import type { CaipNetwork } from '../types/CaipNetwork'

/**
 * The page of a transaction on the network's default block explorer (`<explorer>/tx/<hash>`),
 * or undefined when the network has no explorer (local devnets), its URL is not http(s), or the
 * hash is not a plain hex / base58 id.
 * @example
 * explorerTransactionUrl(KNOWN_CHAINS.mainnet, '0xab12…') // 'https://etherscan.io/tx/0xab12…'
 */
export function explorerTransactionUrl(
  network: Pick<CaipNetwork, 'blockExplorers'> | undefined,
  hash: string,
): string | undefined {
  const base = network?.blockExplorers?.default.url
  if (!base || !URL.canParse(base)) return undefined
  if (!['https:', 'http:'].includes(new URL(base).protocol)) return undefined
  if (!/^[0-9a-zA-Z]+$/.test(hash)) return undefined
  return `${base.replace(/\/+$/, '')}/tx/${hash}`
}
