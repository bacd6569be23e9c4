import { nftsQuerySchema } from '@portico/common/schemas/api'
import { Hono } from 'hono'
import { z } from 'zod'
import { createAddressValidator } from '../blockchain/createAddressValidator'
import type { GatewayChain } from '../blockchain/GatewayChain'
import { parseAccountAddress } from '../blockchain/parseAccountAddress'
import type { GatewayDb } from '../db/Database'
import { GatewayError } from '../errors/GatewayError'
import type { AppEnv } from '../http/AppEnv'
import { parseInput } from '../http/parseInput'
import { requestBaseUrl } from '../http/requestBaseUrl'
import { imageResponse } from '../images/imageResponse'
import type { NftMetadataReader } from './createNftMetadataReader'
import { type DemoNftSlug, demoNftCollections, demoNftName, demoNftSvg } from './demoNftArt'
import { decodeNftCursor, readOwnedNfts } from './readOwnedNfts'

const pathAddress = z.string().min(1).max(160)
// A decimal id, or ERC-1155's 64-hex `{id}` form.
const demoFile = z
  .string()
  .regex(/^(\d{1,78}|[0-9a-f]{64})\.(json|svg)$/, 'Expected <id>.json or <id>.svg')

/**
 * The gateway's NFT calls: GET /v1/account/{address}/nfts (the NFTs an account holds on one
 * chain, from the index, paged by `cursor`; an unserved chain or a non-EVM account answers an
 * empty list) and the demo collections' metadata and images under /public/nft/{slug}/{id}.json
 * and .svg, which the dev stack's test NFTs use as token URIs.
 * @example
 * app.route('/', createNftRoutes({ db, chains, pageSize: 20, publicUrl, metadata }))
 */
export function createNftRoutes(deps: {
  db: GatewayDb
  chains: readonly GatewayChain[]
  pageSize: number
  publicUrl: string | undefined
  metadata: NftMetadataReader
}): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  const chains = new Map(deps.chains.map((chain) => [chain.caip2, chain]))
  const spam = new Map(
    deps.chains.map((chain) => [
      chain.caip2,
      new Set(chain.config.spamNfts.map((a) => a.toLowerCase())),
    ]),
  )
  const isValidAddress = createAddressValidator()
  const baseUrl = requestBaseUrl(deps.publicUrl)

  app.get('/v1/account/:address/nfts', async (c) => {
    const query = parseInput(nftsQuerySchema, c.req.query(), 'query')
    const raw = parseInput(pathAddress, c.req.param('address'), 'path')
    const account = parseAccountAddress(raw, query.chainId, isValidAddress)
    const after = query.cursor ? decodeNftCursor(query.cursor) : undefined
    if (account.namespace !== 'eip155' || !chains.has(query.chainId)) {
      return c.json({ data: [], next: null })
    }
    return c.json(
      await readOwnedNfts({
        db: deps.db,
        account: account.address,
        chainId: query.chainId,
        after,
        limit: deps.pageSize,
        spam: spam.get(query.chainId) ?? new Set(),
        metadata: deps.metadata,
      }),
    )
  })

  app.get('/public/nft/:slug/:file', (c) => {
    const slug = c.req.param('slug')
    if (!Object.hasOwn(demoNftCollections, slug)) {
      throw new GatewayError('NOT_FOUND', { message: 'Unknown NFT collection' })
    }
    const file = parseInput(demoFile, c.req.param('file'), 'path')
    const [idText = '', extension] = file.split('.')
    const id = BigInt(idText.length === 64 ? `0x${idText}` : idText)
    const collection = slug as DemoNftSlug
    if (extension === 'svg') return imageResponse(c, demoNftSvg(collection, id))
    c.header('Access-Control-Allow-Origin', '*')
    c.header('Cache-Control', 'public, max-age=86400')
    return c.json({
      name: demoNftName(collection, id),
      description: `A test NFT of the Portico dev stack.`,
      image: `${baseUrl(c)}/public/nft/${collection}/${id}.svg`,
    })
  })

  return app
}
