import { parseAbi } from 'viem'
import { describe, expect, it } from 'vitest'
import { deployTestNfts, testNftUris } from './deployTestNfts'
import { predictTestNfts } from './predictTestNfts'
import { anvilAccounts } from './testAccounts'
import { defaultTestNfts } from './testNfts'
import { useDevnet } from './useDevnet'

const abi = parseAbi([
  'function ownerOf(uint256 id) view returns (address)',
  'function tokenURI(uint256 id) view returns (string)',
  'function uri(uint256 id) view returns (string)',
  'function name() view returns (string)',
  'function balanceOf(address owner, uint256 id) view returns (uint256)',
])

describe('deployTestNfts', () => {
  const { client } = useDevnet((url) =>
    deployTestNfts(url, { metadataBaseUrl: 'http://127.0.0.1:9999/' }),
  )

  it('lands at the predicted addresses', () => {
    expect(predictTestNfts()).toEqual(defaultTestNfts)
  })

  it('mints the ERC-721 ids in order, with token URIs on the configured server', async () => {
    const c = client()
    const nft = { address: defaultTestNfts.erc721.address, abi }
    expect(await c.readContract({ ...nft, functionName: 'ownerOf', args: [3n] })).toBe(
      anvilAccounts[0]?.address,
    )
    expect(await c.readContract({ ...nft, functionName: 'ownerOf', args: [6n] })).toBe(
      anvilAccounts[2]?.address,
    )
    expect(await c.readContract({ ...nft, functionName: 'tokenURI', args: [4n] })).toBe(
      'http://127.0.0.1:9999/public/nft/pals/4.json',
    )
    expect(await c.readContract({ ...nft, functionName: 'name' })).toBe('Portico Pals')
  })

  it('mints the ERC-1155 amounts and keeps the {id} template', async () => {
    const c = client()
    const items = { address: defaultTestNfts.erc1155.address, abi }
    const holder = anvilAccounts[0]?.address ?? '0x'
    expect(await c.readContract({ ...items, functionName: 'balanceOf', args: [holder, 1n] })).toBe(
      5n,
    )
    expect(await c.readContract({ ...items, functionName: 'uri', args: [1n] })).toBe(
      testNftUris('http://127.0.0.1:9999').erc1155,
    )
    expect(await c.readContract({ ...items, functionName: 'name' })).toBe('Portico Items')
  })
})
