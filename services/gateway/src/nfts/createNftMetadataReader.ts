import { z } from 'zod'
import type { Clock } from '../config/Clock'

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
const MAX_BYTES = 256 * 1024
const MAX_ENTRIES = 5000
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

async function fetchJson(uri: string, timeoutMs: number): Promise<unknown> {
  if (uri.startsWith('data:application/json')) {
    const comma = uri.indexOf(',')
    const header = uri.slice(0, comma)
    const body = uri.slice(comma + 1)
    const text = header.endsWith(';base64')
      ? Buffer.from(body, 'base64').toString('utf8')
      : decodeURIComponent(body)
    return JSON.parse(text)
  }
  if (!/^https?:\/\//i.test(uri)) return null
  const response = await fetch(uri, {
    signal: AbortSignal.timeout(timeoutMs),
    redirect: 'error',
    headers: { accept: 'application/json' },
  })
  if (!response.ok) throw new Error(`metadata answered ${response.status}`)
  const text = await response.text()
  if (text.length > MAX_BYTES) throw new Error('metadata too large')
  return JSON.parse(text)
}

/**
 * A metadata reader for the NFT list and history previews: fetches `http(s)` and
 * `data:application/json` token URIs (ERC-1155 `{id}` expanded; others such as `ipfs://` give no
 * metadata: this gateway runs no resolver), at most 256 KB within `timeoutMs`, keeps `name` and a
 * browser-loadable `image`. Answers are cached for `ttlMs` (failures for a tenth of it, so a
 * metadata server that was down is asked again soon); the cache holds at most 5000 URIs.
 * @example
 * const reader = createNftMetadataReader({ clock: systemClock, ttlMs: 600_000, timeoutMs: 3_000 })
 */
export function createNftMetadataReader(options: {
  clock: Clock
  ttlMs: number
  timeoutMs: number
}): NftMetadataReader {
  const cache = new Map<string, { expires: number; value: Promise<NftMetadata> }>()
  const load = async (uri: string): Promise<NftMetadata> => {
    const parsed = metadataSchema.safeParse(await fetchJson(uri, options.timeoutMs))
    if (!parsed.success) return EMPTY
    return { name: parsed.data.name ?? null, imageUrl: usableImage(parsed.data.image) }
  }
  return {
    read(uri, tokenId) {
      const url = expandTokenUri(uri, tokenId)
      const now = options.clock.now()
      const hit = cache.get(url)
      if (hit && hit.expires > now) return hit.value
      const entry = { expires: now + options.ttlMs, value: load(url) }
      entry.value = entry.value.catch(() => {
        entry.expires = options.clock.now() + options.ttlMs / 10
        return EMPTY
      })
      cache.delete(url)
      cache.set(url, entry)
      // Oldest first: a Map iterates in insertion order.
      for (const key of cache.keys()) {
        if (cache.size <= MAX_ENTRIES) break
        cache.delete(key)
      }
      return entry.value
    },
  }
}
