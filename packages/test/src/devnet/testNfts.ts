import type { Address } from 'viem'

/**
 * Who deploys the devnet's test NFTs: an address no key controls, impersonated on anvil, so
 * its nonces 0 and 1 are the two collections on every fresh devnet whatever else was deployed.
 */
export const TEST_NFT_DEPLOYER: Address = '0x000000000000000000000000000000000000721a'

/**
 * One deployed test NFT contract.
 * @example const { address, standard }: TestNftCollection = nfts.erc721
 */
export type TestNftCollection = {
  address: Address
  name: string
  standard: 'erc721' | 'erc1155'
  /** The path segment of its metadata under the gateway's `/public/nft/`. */
  slug: string
}

/**
 * The test NFT contracts of a devnet.
 * @example
 * const { erc721, erc1155 }: DeployedTestNfts = await deployTestNfts(rpcUrl, { metadataBaseUrl })
 */
export type DeployedTestNfts = { erc721: TestNftCollection; erc1155: TestNftCollection }

/**
 * The test NFT contracts on a fresh devnet, as plain data (no viem to load) so services can be
 * configured before the deployment lands; a test checks them against a real deployment.
 * @example
 * defaultTestNfts.erc721.address // '0xC3d8099e193918fE955E22d38601BA8Ae0A623e7'
 */
export const defaultTestNfts: DeployedTestNfts = {
  erc721: {
    address: '0xC3d8099e193918fE955E22d38601BA8Ae0A623e7',
    name: 'Portico Pals',
    standard: 'erc721',
    slug: 'pals',
  },
  erc1155: {
    address: '0xFC33bba5bffBcB3aee4a3497A870f52Fd716EC99',
    name: 'Portico Items',
    standard: 'erc1155',
    slug: 'items',
  },
}

/**
 * What `deployTestNfts` mints, per anvil account index: ERC-721 ids (minted in this order, so
 * id n is the n-th mint) and ERC-1155 `[id, amount]` pairs (one batch per account).
 * @example
 * testNftMints[0].erc721 // [1, 2, 3]
 */
export const testNftMints: readonly {
  account: number
  erc721: readonly number[]
  erc1155: readonly (readonly [number, number])[]
}[] = [
  {
    account: 0,
    erc721: [1, 2, 3],
    erc1155: [
      [1, 5],
      [2, 1],
    ],
  },
  { account: 1, erc721: [4, 5], erc1155: [[3, 2]] },
  { account: 2, erc721: [6], erc1155: [] },
]
