import type { Clock } from '@portico/server'
import { z } from 'zod'

/**
 * What the kit shows of an NFT's metadata.
 * @example const m: NftMetadata = { name: 'Portico Pal #1', imageUrl: 'http://…/1.svg' }
 */
export type NftMetadata = { name: string | null; imageUrl: string | null }

/**
 * Reads NFT metadata JSON behind token URIs, cached per URI.
 * @example const { name } = await reader.read('http://…/pals/1.json', '1')
 */
export type NftMetadataReader = { read(uri: string, tokenId: string): Promise<NftMetadata> }

const metadataSchema = z.looseObject({
  name: z.string().max(200).optional().catch(undefined),
  image: z.string().max(4096).optional().catch(undefined),
})
const EMPTY: NftMetadata = { name: null, imageUrl: null }

/**
 * ERC-1155's `{id}` substitution: the id as 64 lower-case hex digits.
 * @example expandTokenUri('https://x/{id}.json', '1') // 'https://x/000…001.json'
 */
export function expandTokenUri(uri: string, tokenId: string): string {
  return uri.replaceAll('{id}', BigInt(tokenId).toString(16).padStart(64, '0'))
}

// Browsers load the image themselves: only links they can load without a resolver.
function usableImage(image: string | undefined): string | null {
  if (!image) return null
  return /^(https?:\/\/|data:image\/)/i.test(image) ? image : null
}

function readDataUri(uri: string): unknown {
  const comma = uri.indexOf(',')
  const header = uri.slice(0, comma)
  const body = uri.slice(comma + 1)
  const text = header.endsWith(';base64')
    ? Buffer.from(body, 'base64').toString('utf8')
    : decodeURIComponent(body)
  return JSON.parse(text)
}

function toMetadata(json: unknown): NftMetadata {
  const parsed = metadataSchema.safeParse(json)
  if (!parsed.success) return EMPTY
  return { name: parsed.data.name ?? null, imageUrl: usableImage(parsed.data.image) }
}

/**
 * A metadata reader for the NFT list and history previews: reads `data:application/json` token
 * URIs itself and `http(s)` ones through `fetchJson` (createMetadataFetcher: public addresses
 * only, size and time capped); ERC-1155 `{id}` is expanded; others such as `ipfs://` give no
 * metadata: this gateway runs no resolver. Keeps `name` and a browser-loadable `image`. Answers
 * are cached for `ttlMs` (failures for a tenth of it, so a metadata server that was down is
 * asked again soon); the cache holds the `maxEntries` most recently used URIs.
 * @example
 * const reader = createNftMetadataReader({ clock: systemClock, ttlMs: 600_000, maxEntries: 5000, fetchJson })
 */
export function createNftMetadataReader(options: {
  clock: Clock
  ttlMs: number
  maxEntries: number
  fetchJson: (url: string) => Promise<unknown>
}): NftMetadataReader {
  const cache = new Map<string, { expires: number; value: Promise<NftMetadata> }>()
  const load = async (uri: string): Promise<NftMetadata> => {
    if (uri.startsWith('data:application/json')) return toMetadata(readDataUri(uri))
    if (!/^https?:\/\//i.test(uri)) return EMPTY
    return toMetadata(await options.fetchJson(uri))
  }
  return {
    read(uri, tokenId) {
      const url = expandTokenUri(uri, tokenId)
      const now = options.clock.now()
      const hit = cache.get(url)
      if (hit && hit.expires > now) {
        // Least recently used goes first: a hit moves to the end of the Map's order.
        cache.delete(url)
        cache.set(url, hit)
        return hit.value
      }
      const entry = { expires: now + options.ttlMs, value: load(url) }
      entry.value = entry.value.catch(() => {
        entry.expires = options.clock.now() + options.ttlMs / 10
        return EMPTY
      })
      cache.delete(url)
      cache.set(url, entry)
      // Oldest use first: a Map iterates in insertion order.
      for (const key of cache.keys()) {
        if (cache.size <= options.maxEntries) break
        cache.delete(key)
      }
      return entry.value
    },
  }
}
