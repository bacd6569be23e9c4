import { describe, expect, it } from 'vitest'
import { parseAvatarRecord } from './parseAvatarRecord'

const IPFS = 'https://ipfs.io/ipfs/'
const CID = 'bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi'

describe('parseAvatarRecord', () => {
  it('reads https, http and data image URLs as they are', () => {
    for (const url of [
      'https://a.example/x.png',
      'http://a.example/x.png',
      'data:image/png;base64,iVBO',
    ]) {
      expect(parseAvatarRecord(url, IPFS)).toEqual({ kind: 'url', url })
    }
  })

  it('reads ipfs:// through the configured IPFS gateway', () => {
    expect(parseAvatarRecord(`ipfs://${CID}/a.png`, IPFS)).toEqual({
      kind: 'url',
      url: `${IPFS}${CID}/a.png`,
    })
    expect(parseAvatarRecord(`ipfs://ipfs/${CID}`, IPFS)).toEqual({
      kind: 'url',
      url: `${IPFS}${CID}`,
    })
  })

  it('reads ERC-721 and ERC-1155 references (ENSIP-12)', () => {
    expect(
      parseAvatarRecord('eip155:1/erc721:0xb47e3cd837ddf8e4c57f05d70ab865de6e193bbb/2430', IPFS),
    ).toEqual({
      kind: 'nft',
      chainId: 1,
      standard: 'erc721',
      contract: '0xb47e3cd837dDF8e4c57F05d70Ab865de6e193BBB',
      tokenId: 2430n,
    })
    expect(
      parseAvatarRecord('eip155:8453/ERC1155:0x495f947276749ce646f68ac8c248420045cb7b5e/7', IPFS),
    ).toMatchObject({ kind: 'nft', chainId: 8453, standard: 'erc1155', tokenId: 7n })
  })

  it('reads nothing else: other schemes, malformed references, plain text', () => {
    for (const record of [
      'javascript:alert(1)',
      'file:///etc/passwd',
      'ftp://a.example/x.png',
      'eip155:1/erc20:0xb47e3cd837ddf8e4c57f05d70ab865de6e193bbb/1',
      'eip155:1/erc721:0x1234/1',
      'ipfs://short',
      'my avatar',
      '',
    ]) {
      expect(parseAvatarRecord(record, IPFS)).toBeUndefined()
    }
  })
})
