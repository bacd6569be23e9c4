import { request as httpRequest, type IncomingMessage } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent'
import { UpstreamError } from '../errors/UpstreamError'

/**
 * Limits of {@link createMetadataFetcher}.
 * @example const options: MetadataFetcherOptions = { allowedAddresses: [], maxBytes: 262_144, timeoutMs: 5_000, maxRedirects: 3 }
 */
export type MetadataFetcherOptions = {
  /** IPs or CIDR ranges connected to although private or loopback. */
  allowedAddresses: readonly string[]
  maxBytes: number
  /** For the whole read, redirects included. */
  timeoutMs: number
  maxRedirects: number
}

const REDIRECTS = new Set([301, 302, 303, 307, 308])

function send(
  url: URL,
  agents: Agents,
  signal: AbortSignal,
  body: string | undefined,
): Promise<IncomingMessage> {
  const https = url.protocol === 'https:'
  return new Promise((resolve, reject) => {
    const req = (https ? httpsRequest : httpRequest)(url, {
      agent: https ? agents.https : agents.http,
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        accept: 'application/json',
        ...(body !== undefined && { 'content-type': 'application/json' }),
      },
      signal,
    })
    req.once('response', resolve)
    req.once('error', reject)
    req.end(body)
  })
}

async function readCapped(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers['content-length'])
  if (declared > maxBytes) throw new UpstreamError('ANSWER_TOO_LARGE', 'answer too large')
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.length
    // Stop reading (and hang up) as soon as the cap is passed: an endless body costs 256 KiB.
    if (size > maxBytes) {
      response.destroy()
      throw new UpstreamError('ANSWER_TOO_LARGE', 'answer too large')
    }
    chunks.push(chunk)
  }
  return Buffer.concat(chunks)
}

type Agents = { http: RequestFilteringHttpAgent; https: RequestFilteringHttpsAgent }

/**
 * What {@link createGuardedFetch} read: the body's bytes and its declared media type.
 * @example const { bytes, contentType }: GuardedAnswer = await fetchGuarded('https://…/a.png')
 */
export type GuardedAnswer = { bytes: Buffer; contentType: string }

/**
 * A reader for URLs that strangers choose (NFT token URIs and images, the gateways of offchain
 * names; with `body`, a POST of that JSON): connects only to public unicast addresses, checked
 * on the address DNS gave and again on every redirect, which it follows itself up to
 * `maxRedirects`; reads at most `maxBytes` and gives up after `timeoutMs`. Only http(s).
 * Loopback and private addresses pass only when `allowedAddresses` lists them.
 * @example
 * const fetchGuarded = createGuardedFetch({ allowedAddresses: [], maxBytes: 262_144, timeoutMs: 5_000, maxRedirects: 3 })
 * const { bytes } = await fetchGuarded('https://nft.example.com/1.png')
 */
export function createGuardedFetch(
  options: MetadataFetcherOptions,
): (url: string, body?: unknown) => Promise<GuardedAnswer> {
  const filter = {
    allowPrivateIPAddress: false,
    allowMetaIPAddress: false,
    allowIPAddressList: [...options.allowedAddresses],
    keepAlive: false,
  }
  const agents: Agents = {
    http: new RequestFilteringHttpAgent(filter),
    https: new RequestFilteringHttpsAgent(filter),
  }
  return async (start, body) => {
    const json = body === undefined ? undefined : JSON.stringify(body)
    const signal = AbortSignal.timeout(options.timeoutMs)
    let url = new URL(start)
    for (let redirects = 0; ; redirects++) {
      if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        throw new UpstreamError('URL_SCHEME_REFUSED', `URL scheme ${url.protocol} is not read`)
      }
      const response = await send(url, agents, signal, json)
      const status = response.statusCode ?? 0
      if (REDIRECTS.has(status)) {
        response.destroy()
        const location = response.headers.location
        if (!location || redirects >= options.maxRedirects) {
          throw new UpstreamError('TOO_MANY_REDIRECTS', 'redirected too often')
        }
        url = new URL(location, url)
        continue
      }
      if (status < 200 || status >= 300) {
        response.destroy()
        throw new UpstreamError('UPSTREAM_HTTP_STATUS', `answered ${status}`)
      }
      const contentType = String(response.headers['content-type'] ?? '')
      return { bytes: await readCapped(response, options.maxBytes), contentType }
    }
  }
}

/**
 * {@link createGuardedFetch} for JSON documents (NFT metadata, offchain gateways' answers).
 * @example
 * const fetchJson = createMetadataFetcher({ allowedAddresses: [], maxBytes: 262_144, timeoutMs: 5_000, maxRedirects: 3 })
 * const metadata = await fetchJson('https://nft.example.com/1.json')
 */
export function createMetadataFetcher(
  options: MetadataFetcherOptions,
): (url: string, body?: unknown) => Promise<unknown> {
  const fetchGuarded = createGuardedFetch(options)
  return async (url, body) => {
    const { bytes } = await fetchGuarded(url, body)
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes))
  }
}
