import type { Nft, NftsResponse } from '@portico/common/schemas/api'
import { getAddress } from 'viem'
import type { GatewayDb } from '../db/Database'
import { GatewayError } from '../errors/GatewayError'
import type { NftMetadataReader } from './createNftMetadataReader'
import type { NftDatabase } from './NftDatabase'

type Holding = { contract: string; tokenId: bigint; standard: 'erc721' | 'erc1155'; amount: bigint }

function compareHoldings(a: { contract: string; tokenId: bigint }, b: typeof a): number {
  if (a.contract !== b.contract) return a.contract < b.contract ? -1 : 1
  return a.tokenId < b.tokenId ? -1 : a.tokenId > b.tokenId ? 1 : 0
}

/**
 * The cursor of the NFT list: the last listed token, as `contract:id` in base64url.
 * @example decodeNftCursor(encodeNftCursor({ contract: '0xabc…', tokenId: 1n }))
 */
export function encodeNftCursor(position: { contract: string; tokenId: bigint }): string {
  return Buffer.from(`${position.contract}:${position.tokenId}`).toString('base64url')
}

/**
 * Reads a cursor of {@link encodeNftCursor}; anything else is a 400.
 * @example decodeNftCursor('MHhhYmM6MQ')
 */
export function decodeNftCursor(cursor: string): { contract: string; tokenId: bigint } {
  const match = /^(0x[0-9a-f]{40}):(\d{1,78})$/.exec(Buffer.from(cursor, 'base64url').toString())
  if (!match?.[1] || !match[2]) {
    throw new GatewayError('INVALID_PARAMS', { message: "Invalid query parameter 'cursor'" })
  }
  return { contract: match[1], tokenId: BigInt(match[2]) }
}

/**
 * One page of the NFTs an account holds on one chain, by contract then token id: the balance of
 * each token is summed from the indexed transfers in and out (so an ERC-721 sent on drops out, an
 * ERC-1155 keeps its remaining amount), spam contracts are left out, and each listed token gets
 * its collection name and its metadata's name and image.
 * @example
 * const page = await readOwnedNfts({ db, account: '0xf39f…', chainId: 'eip155:31337', limit: 20, … })
 */
export async function readOwnedNfts(args: {
  db: GatewayDb
  account: string
  chainId: string
  after: { contract: string; tokenId: bigint } | undefined
  limit: number
  spam: ReadonlySet<string>
  metadata: NftMetadataReader
}): Promise<NftsResponse> {
  const nfts = args.db.withTables<NftDatabase>()
  const { account, chainId } = args
  const transfers = await nfts
    .selectFrom('nft_transfers')
    .select(['contract_address', 'token_id', 'standard', 'from_address', 'to_address', 'amount'])
    .where('chain_id', '=', chainId)
    .where((eb) => eb.or([eb('to_address', '=', account), eb('from_address', '=', account)]))
    .execute()
  const holdings = new Map<string, Holding>()
  for (const t of transfers) {
    if (args.spam.has(t.contract_address)) continue
    const key = `${t.contract_address}:${t.token_id}`
    const holding = holdings.get(key) ?? {
      contract: t.contract_address,
      tokenId: BigInt(t.token_id),
      standard: t.standard,
      amount: 0n,
    }
    const amount = BigInt(t.amount)
    if (t.to_address === account) holding.amount += amount
    if (t.from_address === account) holding.amount -= amount
    holdings.set(key, holding)
  }
  const after = args.after
  const owned = [...holdings.values()]
    .filter((h) => h.amount > 0n && (!after || compareHoldings(h, after) > 0))
    .sort(compareHoldings)
  const page = owned.slice(0, args.limit)
  const contracts = [...new Set(page.map((h) => h.contract))]
  const [tokens, collections] = contracts.length
    ? await Promise.all([
        nfts
          .selectFrom('nft_tokens')
          .select(['contract_address', 'token_id', 'token_uri'])
          .where('chain_id', '=', chainId)
          .where('contract_address', 'in', contracts)
          .execute(),
        nfts
          .selectFrom('nft_collections')
          .select(['address', 'name'])
          .where('chain_id', '=', chainId)
          .where('address', 'in', contracts)
          .execute(),
      ])
    : [[], []]
  const uriOf = new Map(tokens.map((t) => [`${t.contract_address}:${t.token_id}`, t.token_uri]))
  const nameOf = new Map(collections.map((c) => [c.address, c.name]))
  const data = await Promise.all(
    page.map(async (h): Promise<Nft> => {
      const tokenId = h.tokenId.toString()
      const uri = uriOf.get(`${h.contract}:${tokenId}`)
      const meta = uri ? await args.metadata.read(uri, tokenId) : { name: null, imageUrl: null }
      const address = getAddress(h.contract)
      return {
        id: `${chainId}:${address}:${tokenId}`,
        chainId,
        tokenId,
        amount: h.amount.toString(),
        name: meta.name,
        imageUrl: meta.imageUrl,
        collection: { address, name: nameOf.get(h.contract) ?? null, standard: h.standard },
      }
    }),
  )
  const last = page[page.length - 1]
  return { data, next: owned.length > args.limit && last ? encodeNftCursor(last) : null }
}
