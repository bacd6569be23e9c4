import type { IdentityResponse } from '@portico/common/schemas/api'
import { identityQuerySchema, sdkQuerySchema } from '@portico/common/schemas/api'
import type { Clock } from '@portico/server'
import { type Context, Hono } from 'hono'
import type { PublicClient } from 'viem'
import { z } from 'zod'
import { createAddressValidator } from '../blockchain/createAddressValidator'
import type { GatewayDb } from '../db/Database'
import { GatewayError } from '../errors/GatewayError'
import type { AppEnv } from '../http/AppEnv'
import { parseInput } from '../http/parseInput'
import { readJsonBody } from '../http/readJsonBody'
import { requestBaseUrl } from '../http/requestBaseUrl'
import { imageResponse } from '../images/imageResponse'
import type { MetadataFetcherOptions } from '../nfts/createMetadataFetcher'
import type { NftMetadataReader } from '../nfts/createNftMetadataReader'
import { nftMetadataConfigSchema } from '../nfts/nftMetadataConfigSchema'
import { toMetadataFetcherOptions } from '../nfts/toMetadataFetcherOptions'
import { avatarSvg } from './avatarSvg'
import type { EnsEntry } from './createEnsLookup'
import { createNameStore } from './createNameStore'
import { createEnsNames } from './ens/createEnsNames'
import type { EnsAvatarConfig } from './ens/ensAvatarConfigSchema'
import { ensName } from './ens/ensName'
import { NameLookupError } from './ens/NameLookupError'
import type { OffchainLookupConfig } from './ens/offchainLookupConfigSchema'
import { evmPathAddress, requireEvmPathAddress } from './evmPathAddress'
import type { ProfileDatabase } from './ProfileDatabase'
import { registerName } from './registerName'
import { suggestNames } from './suggestNames'
import { toFullName } from './toFullName'

const pathText = z.string().min(1).max(255)
const lookupQuery = z.object({ ...sdkQuerySchema.shape, apiVersion: z.string().max(8).optional() })
const reverseQuery = lookupQuery.extend({ sender: z.string().max(128).optional() })
const suggestionsQuery = z.object({ ...sdkQuerySchema.shape, zone: z.string().max(255).optional() })

/**
 * The account names of spec §7 (lookup, reverse lookup, suggestions, registration) and the
 * identity call, from the gateway's own registry in the `suffix` zone; `/public/avatar/{address}`
 * draws the generated avatar a name without its own avatar answers with.
 * @example
 * app.route('/', createProfileRoutes({ db, clock, suffix: '.portico.id', messageMaxAgeMs: 600_000, maxNamesPerAddress: 5, clientOf, publicUrl }))
 */
export function createProfileRoutes(deps: {
  db: GatewayDb
  clock: Clock
  /** The zone names live in, with its leading dot. */
  suffix: string
  messageMaxAgeMs: number
  /** The most names one address may own. */
  maxNamesPerAddress: number
  /** The public client of a configured chain (CAIP-2): smart-account signatures need it. */
  clientOf: (caip2: string) => PublicClient | undefined
  publicUrl: string | undefined
  /** ENS deployments (Universal Resolvers or plain registries) read after the gateway's own names. */
  ens?: readonly EnsEntry[]
  /** The limits of offchain name lookups; without them offchain names are not read. */
  offchainLookups?: OffchainLookupConfig
  /** The EVM chains served: a name's record carries its address for each one's coin type. */
  chainIds?: readonly number[]
  /** How ENS avatars are read and served. */
  avatars?: EnsAvatarConfig
  /** Where ENS avatar images may be read from (NFT metadata's addresses and limits). */
  imageFetch?: MetadataFetcherOptions
  /** Reads the metadata of NFT avatars. */
  nftMetadata?: NftMetadataReader
}): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  const store = createNameStore(deps.db.withTables<ProfileDatabase>())
  const isValidAddress = createAddressValidator()
  const ens = createEnsNames({
    entries: deps.ens ?? [],
    clientOf: deps.clientOf,
    chainIds: deps.chainIds ?? [],
    clock: deps.clock,
    imageFetch: deps.imageFetch ?? toMetadataFetcherOptions(nftMetadataConfigSchema.parse({})),
    nftMetadata: deps.nftMetadata,
    offchainLookups: deps.offchainLookups,
    avatars: deps.avatars,
  })
  // An unreadable chain is not a missing name: answer that the chain RPC is down; a name whose
  // offchain gateway failed, that its gateway did not answer.
  const fromChain = <T>(read: Promise<T>) =>
    read.catch((cause: unknown) => {
      if (cause instanceof NameLookupError)
        throw new GatewayError('NAME_LOOKUP_FAILED', { cause, message: cause.message })
      throw new GatewayError('UPSTREAM_UNAVAILABLE', { cause })
    })
  const baseUrl = requestBaseUrl(deps.publicUrl)
  const avatarUrl = (c: Context<AppEnv>) => (name: string) =>
    `${baseUrl(c)}/public/name-avatar/${encodeURIComponent(name)}`
  const evmAddress = (raw: string) => evmPathAddress(raw, isValidAddress)
  const requireEvmAddress = (raw: string) => requireEvmPathAddress(raw, isValidAddress)

  app.get('/v1/profile/account/:name', async (c) => {
    parseInput(lookupQuery, c.req.query(), 'query')
    const typed = parseInput(pathText, c.req.param('name'), 'path').trim().toLowerCase()
    if (typed.includes('.') && !typed.endsWith(deps.suffix)) {
      if (!ens.enabled)
        throw new GatewayError('NAME_ZONE_NOT_SUPPORTED', {
          message: `Only names ending in ${deps.suffix} are looked up here`,
        })
      const found = await fromChain(ens.recordOf(ensName(typed), avatarUrl(c)))
      if (!found) throw new GatewayError('NOT_FOUND', { message: 'Name not registered' })
      return c.json(found)
    }
    const { name } = toFullName(typed, deps.suffix)
    const record = await store.find(name)
    if (!record) throw new GatewayError('NOT_FOUND', { message: 'Name not registered' })
    return c.json(record)
  })

  app.get('/v1/profile/reverse/:address', async (c) => {
    parseInput(reverseQuery, c.req.query(), 'query')
    const address = requireEvmAddress(c.req.param('address'))
    return c.json(await store.namesOf(address))
  })

  app.get('/v1/profile/suggestions/:name', async (c) => {
    parseInput(suggestionsQuery, c.req.query(), 'query')
    // Clients may send what the visitor typed with any zone; suggestions are in ours.
    const typed = parseInput(pathText, c.req.param('name'), 'path').split('.')[0] ?? ''
    const { label } = toFullName(typed, deps.suffix)
    return c.json({ suggestions: await suggestNames(store, label, deps.suffix) })
  })

  app.post('/v1/profile/account', async (c) => {
    const record = await registerName({
      body: await readJsonBody(c),
      store,
      suffix: deps.suffix,
      maxAgeMs: deps.messageMaxAgeMs,
      now: deps.clock.now(),
      clientOf: deps.clientOf,
      maxNamesPerAddress: deps.maxNamesPerAddress,
    })
    return c.json(record)
  })

  app.get('/v1/identity/:address', async (c) => {
    parseInput(identityQuerySchema, c.req.query(), 'query')
    const address = requireEvmAddress(c.req.param('address'))
    const generated = `${baseUrl(c)}/public/avatar/${address}`
    const [record] = await store.namesOf(address)
    if (record) {
      const avatar = record.attributes?.find((attribute) => attribute.avatar)?.avatar
      return c.json<IdentityResponse>({ name: record.name, avatar: avatar ?? generated })
    }
    const named = ens.enabled ? await fromChain(ens.identityOf(address, avatarUrl(c))) : undefined
    if (!named) return c.json<IdentityResponse>({ name: null, avatar: null })
    return c.json<IdentityResponse>({ name: named.name, avatar: named.avatar ?? generated })
  })

  // An ENS name's avatar, read and checked by the gateway (createEnsNames): pages load it from here.
  app.get('/public/name-avatar/:name', async (c) => {
    const name = ensName(parseInput(pathText, c.req.param('name'), 'path'))
    const image = ens.enabled ? await fromChain(ens.avatarImage(name)) : undefined
    if (!image) throw new GatewayError('NOT_FOUND', { message: 'No avatar' })
    return imageResponse(c, image)
  })

  app.get('/public/avatar/:address', (c) => {
    const address = evmAddress(c.req.param('address'))
    if (!address) throw new GatewayError('NOT_FOUND', { message: 'Unknown avatar' })
    return imageResponse(c, avatarSvg(address))
  })

  return app
}
