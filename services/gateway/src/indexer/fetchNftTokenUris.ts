import { type Address, type PublicClient, parseAbi } from 'viem'
import type { GatewayDb } from '../db/Database'
import type { NftCollectionTable, NftDatabase, NftTokenTable } from '../nfts/NftDatabase'
import type { CallLimit } from './createCallLimit'
import type { ExtractedRows } from './extractRows'
import { cutText, INDEXED_TEXT_LIMITS, storedTokenUri } from './indexedTextLimits'
import { readOrNull } from './readOrNull'

const nftAbi = parseAbi([
  'function name() view returns (string)',
  'function tokenURI(uint256 id) view returns (string)',
  'function uri(uint256 id) view returns (string)',
])

/**
 * The NFT rows of a batch the database does not have yet: each new token with the metadata URI
 * its contract gives (`tokenURI` of ERC-721, `uri` of ERC-1155, as is: `{id}` is expanded when
 * the metadata is read) and each new contract with its `name()`. Reads that fail give null, so a
 * contract without them still indexes; a token URI past 2048 characters is stored as null, a name
 * cut to 256 (INDEXED_TEXT_LIMITS). `limit` bounds the calls in flight.
 * @example
 * const { tokens, collections } = await fetchNftTokenUris(db, client, 'eip155:31337', rows, createCallLimit(8))
 */
export async function fetchNftTokenUris(
  db: GatewayDb,
  client: PublicClient,
  chainId: string,
  rows: ExtractedRows,
  limit: CallLimit,
): Promise<{ tokens: NftTokenTable[]; collections: NftCollectionTable[] }> {
  if (rows.nftTransfers.length === 0) return { tokens: [], collections: [] }
  const nfts = db.withTables<NftDatabase>()
  const contracts = new Map(rows.nftTransfers.map((t) => [t.contract_address, t.standard]))
  const addresses = [...contracts.keys()]
  const [knownTokens, knownCollections] = await Promise.all([
    nfts
      .selectFrom('nft_tokens')
      .select(['contract_address', 'token_id'])
      .where('chain_id', '=', chainId)
      .where('contract_address', 'in', addresses)
      .execute(),
    nfts
      .selectFrom('nft_collections')
      .select('address')
      .where('chain_id', '=', chainId)
      .where('address', 'in', addresses)
      .execute(),
  ])
  const key = (contract: string, id: string) => `${contract}:${id}`
  const seen = new Set(knownTokens.map((t) => key(t.contract_address, t.token_id)))
  const fresh: { contract: string; id: string; standard: 'erc721' | 'erc1155' }[] = []
  for (const t of rows.nftTransfers) {
    const k = key(t.contract_address, t.token_id)
    if (seen.has(k)) continue
    seen.add(k)
    fresh.push({ contract: t.contract_address, id: t.token_id, standard: t.standard })
  }
  const knownAddresses = new Set(knownCollections.map((c) => c.address))
  const newContracts = addresses.filter((address) => !knownAddresses.has(address))
  const [tokens, collections] = await Promise.all([
    Promise.all(
      fresh.map(async ({ contract, id, standard }) => ({
        chain_id: chainId,
        contract_address: contract,
        token_id: id,
        token_uri: storedTokenUri(
          await readOrNull(
            limit(() =>
              client.readContract({
                address: contract as Address,
                abi: nftAbi,
                functionName: standard === 'erc721' ? 'tokenURI' : 'uri',
                args: [BigInt(id)],
              }),
            ),
          ),
        ),
      })),
    ),
    Promise.all(
      newContracts.map(async (address) => ({
        chain_id: chainId,
        address,
        standard: contracts.get(address) ?? 'erc721',
        name: cutText(
          await readOrNull(
            limit(() =>
              client.readContract({
                address: address as Address,
                abi: nftAbi,
                functionName: 'name',
              }),
            ),
          ),
          INDEXED_TEXT_LIMITS.name,
        ),
      })),
    ),
  ])
  return { tokens, collections }
}
