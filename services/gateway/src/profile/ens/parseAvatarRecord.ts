import { type Address, getAddress, isAddress } from 'viem'

/**
 * What an `avatar` text record points at (ENSIP-12): an image URL the gateway may fetch
 * (`https:`/`http:`, `ipfs://` through the configured IPFS gateway, `data:image/…`), or an NFT
 * the name's owner must hold (`eip155:<chain>/erc721:<contract>/<id>`, or `erc1155`).
 * @example parseAvatarRecord('eip155:1/erc721:0xb47e…5f93d/2430', 'https://ipfs.io/ipfs/') // { kind: 'nft', … }
 */
export type AvatarRecord =
  | { kind: 'url'; url: string }
  | {
      kind: 'nft'
      chainId: number
      standard: 'erc721' | 'erc1155'
      contract: Address
      tokenId: bigint
    }

const NFT = /^eip155:(\d{1,10})\/(erc721|erc1155):(0x[0-9a-fA-F]{40})\/(\d{1,78})$/i
const IPFS = /^ipfs:\/\/(?:ipfs\/)?([a-zA-Z0-9]{20,100}(?:\/[^\s?#]*)?)$/

/**
 * Reads an `avatar` record; undefined for anything else (other URL schemes, other chains'
 * namespaces, text that is no reference at all), which then gets the generated avatar.
 * @example parseAvatarRecord('ipfs://bafy…/a.png', 'https://ipfs.io/ipfs/') // { kind: 'url', url: 'https://ipfs.io/ipfs/bafy…/a.png' }
 */
export function parseAvatarRecord(record: string, ipfsGateway: string): AvatarRecord | undefined {
  const text = record.trim()
  if (text.length > 100_000) return undefined
  const nft = NFT.exec(text)
  if (nft) {
    const [, chainId = '', standard = '', contract = '', tokenId = ''] = nft
    if (!isAddress(contract, { strict: false })) return undefined
    return {
      kind: 'nft',
      chainId: Number(chainId),
      standard: standard.toLowerCase() as 'erc721' | 'erc1155',
      contract: getAddress(contract),
      tokenId: BigInt(tokenId),
    }
  }
  const ipfs = IPFS.exec(text)
  if (ipfs) return { kind: 'url', url: `${ipfsGateway}${ipfs[1]}` }
  if (/^https?:\/\/[^\s]+$/i.test(text) || /^data:image\//i.test(text)) {
    return { kind: 'url', url: text }
  }
  return undefined
}
