import type { NameRecord } from '@portico/common/schemas/api'
import type { Clock } from '@portico/server'
import type { PublicClient } from 'viem'
import { createTtlCache } from '../../convert/createTtlCache'
import type { RasterImage } from '../../images/imageResponse'
import {
  createGuardedFetch,
  createMetadataFetcher,
  type MetadataFetcherOptions,
} from '../../nfts/createMetadataFetcher'
import type { NftMetadataReader } from '../../nfts/createNftMetadataReader'
import { toMetadataFetcherOptions } from '../../nfts/toMetadataFetcherOptions'
import { createEnsLookup, type EnsEntry } from '../createEnsLookup'
import { createAvatarImages } from './createAvatarImages'
import { createGatewayLookup } from './createGatewayLookup'
import type { EnsAvatarConfig } from './ensAvatarConfigSchema'
import { ensAvatarConfigSchema } from './ensAvatarConfigSchema'
import type { OffchainLookupConfig } from './offchainLookupConfigSchema'

/**
 * ENS as the profile routes serve it: names and records from the configured deployments
 * (createEnsLookup, offchain names through `offchainLookups`' limits), and avatars as images
 * the gateway serves itself (`avatarImage`, cached per name for `avatars.cacheTtlMs`, at most
 * `avatars.cacheEntries` names): a record's avatar becomes `avatarUrl(name)` only when its
 * image could be read, so a page never loads a host a record names nor shows a broken image.
 * @example
 * const ens = createEnsNames({ entries, clientOf, chainIds: [1], clock, imageFetch, offchainLookups, avatars })
 * await ens.identityOf(address, (name) => `${base}/public/name-avatar/${name}`)
 */
export function createEnsNames(deps: {
  entries: readonly EnsEntry[]
  clientOf: (caip2: string) => PublicClient | undefined
  chainIds: readonly number[]
  clock: Clock
  /** Where avatar images may be read from (the NFT metadata reader's addresses and limits). */
  imageFetch: MetadataFetcherOptions
  nftMetadata?: NftMetadataReader | undefined
  offchainLookups?: OffchainLookupConfig | undefined
  avatars?: EnsAvatarConfig | undefined
}) {
  const lookups = deps.offchainLookups
  const ens = createEnsLookup(
    deps.entries,
    deps.clientOf,
    lookups && {
      lookup: createGatewayLookup({
        fetchJson: createMetadataFetcher(toMetadataFetcherOptions(lookups)),
        maxUrls: lookups.maxUrls,
      }),
      maxLookups: lookups.maxLookups,
      chainIds: deps.chainIds,
    },
  )
  const avatars = deps.avatars ?? ensAvatarConfigSchema.parse({})
  const images = createAvatarImages({
    clientOf: deps.clientOf,
    nftMetadata: deps.nftMetadata,
    fetchImage: createGuardedFetch({ ...deps.imageFetch, maxBytes: avatars.maxBytes }),
    ipfsGateway: avatars.ipfsGateway,
  })
  const cache = createTtlCache<string | RasterImage | undefined>(deps.clock, avatars.cacheEntries)
  const avatarImage = (name: string) =>
    cache.get(name, avatars.cacheTtlMs, async () => {
      const source = await ens.avatarSourceOf(name)
      // An image host that fails is no avatar (cached like one); a chain that fails is retried.
      return source && images.imageOf(source.record, source.owner).catch(() => undefined)
    })
  const servedAvatar = async (name: string, avatarUrl: (name: string) => string) =>
    (await avatarImage(name)) ? avatarUrl(name) : undefined
  return {
    enabled: ens.enabled,
    avatarImage,
    async identityOf(address: string, avatarUrl: (name: string) => string) {
      const named = await ens.identityOf(address)
      if (!named) return undefined
      return {
        name: named.name,
        avatar: named.avatar ? await servedAvatar(named.name, avatarUrl) : undefined,
      }
    },
    async recordOf(
      name: string,
      avatarUrl: (name: string) => string,
    ): Promise<NameRecord | undefined> {
      const record = await ens.recordOf(name)
      if (!record) return undefined
      const avatar = record.attributes?.length ? await servedAvatar(name, avatarUrl) : undefined
      return { ...record, attributes: avatar ? [{ avatar }] : [] }
    },
  }
}
