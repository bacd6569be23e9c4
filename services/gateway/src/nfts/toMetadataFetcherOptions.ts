import type { MetadataFetcherOptions } from './createMetadataFetcher'
import type { NftMetadataConfig } from './nftMetadataConfigSchema'

// Where a dev stack's devnet metadata lives. ::1 as a plain address, ahead of the IPv4 range:
// the filter matches a CIDR of one family against an address of the other only with a warning.
const LOOPBACK = ['::1', '127.0.0.0/8']

/**
 * The metadata fetcher's limits from the configuration (NFT metadata's, offchain names'): `allowLoopback` adds the loopback
 * ranges to the addresses let through.
 * @example
 * createMetadataFetcher(toMetadataFetcherOptions(config.nftMetadata))
 */
export function toMetadataFetcherOptions(
  config: Pick<
    NftMetadataConfig,
    'allowLoopback' | 'allowedAddresses' | 'maxBytes' | 'timeoutMs' | 'maxRedirects'
  >,
): MetadataFetcherOptions {
  return {
    allowedAddresses: [...config.allowedAddresses, ...(config.allowLoopback ? LOOPBACK : [])],
    maxBytes: config.maxBytes,
    timeoutMs: config.timeoutMs,
    maxRedirects: config.maxRedirects,
  }
}
