import { type Address, isAddressEqual, type PublicClient, parseAbi } from 'viem'
import type { RasterImage } from '../../images/imageResponse'
import type { GuardedAnswer } from '../../nfts/createMetadataFetcher'
import type { NftMetadataReader } from '../../nfts/createNftMetadataReader'
import { parseAvatarRecord } from './parseAvatarRecord'
import { dataUrlBytes, toAvatarImage } from './toAvatarImage'

const nftAbi = parseAbi([
  'function ownerOf(uint256 id) view returns (address)',
  'function tokenURI(uint256 id) view returns (string)',
  'function balanceOf(address owner, uint256 id) view returns (uint256)',
  'function uri(uint256 id) view returns (string)',
])

/**
 * Turns an `avatar` record into the image the gateway serves in its place, so a page shows a
 * name's avatar without loading anything from the hosts a record names: a URL's bytes (read
 * through `fetchImage`, the guarded reader: public addresses, size and time capped), a data
 * URL's, or an NFT's image when the name's address holds the token (ERC-721 `ownerOf`, ERC-1155
 * `balanceOf`) on a chain the gateway serves, its metadata read by the NFT metadata reader.
 * Only PNG, JPEG, GIF, WebP and sanitized SVG come out; anything else is no image.
 * @example
 * const images = createAvatarImages({ clientOf, nftMetadata, fetchImage, ipfsGateway: 'https://ipfs.io/ipfs/' })
 * await images.imageOf('eip155:1/erc721:0x…/1', owner)
 */
export function createAvatarImages(deps: {
  clientOf: (caip2: string) => PublicClient | undefined
  nftMetadata: NftMetadataReader | undefined
  fetchImage: (url: string) => Promise<GuardedAnswer>
  ipfsGateway: string
}) {
  const imageAt = async (url: string): Promise<string | RasterImage | undefined> => {
    const bytes = url.startsWith('data:') ? dataUrlBytes(url) : (await deps.fetchImage(url)).bytes
    return bytes && toAvatarImage(bytes)
  }
  const nftImageUrl = async (
    nft: { chainId: number; standard: 'erc721' | 'erc1155'; contract: Address; tokenId: bigint },
    owner: Address,
  ): Promise<string | undefined> => {
    const client = deps.clientOf(`eip155:${nft.chainId}`)
    if (!client || !deps.nftMetadata) return undefined
    const read = <T>(functionName: 'ownerOf' | 'tokenURI' | 'uri' | 'balanceOf', args: unknown[]) =>
      client.readContract({
        address: nft.contract,
        abi: nftAbi,
        functionName,
        args,
      } as never) as Promise<T>
    // ENSIP-12: an NFT counts only while the name's own address holds it.
    if (nft.standard === 'erc721') {
      const holder = await read<Address>('ownerOf', [nft.tokenId])
      if (!isAddressEqual(holder, owner)) return undefined
    } else if ((await read<bigint>('balanceOf', [owner, nft.tokenId])) === 0n) {
      return undefined
    }
    const uri = await read<string>(nft.standard === 'erc721' ? 'tokenURI' : 'uri', [nft.tokenId])
    const metadata = await deps.nftMetadata.read(uri, nft.tokenId.toString())
    return metadata.imageUrl ?? undefined
  }
  return {
    /** The image of `record` for the name whose address is `owner`, or undefined. */
    async imageOf(record: string, owner: Address | undefined) {
      const parsed = parseAvatarRecord(record, deps.ipfsGateway)
      if (!parsed) return undefined
      if (parsed.kind === 'url') return imageAt(parsed.url)
      if (!owner) return undefined
      const url = await nftImageUrl(parsed, owner)
      return url ? imageAt(url) : undefined
    },
  }
}
