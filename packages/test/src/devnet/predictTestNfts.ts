import { getContractAddress } from 'viem'
import { type DeployedTestNfts, defaultTestNfts, TEST_NFT_DEPLOYER } from './testNfts'

/**
 * Where `deployTestNfts` puts the collections on a fresh devnet, derived from the deployer's
 * nonces 0 and 1 (the check behind {@link defaultTestNfts}).
 * @example
 * predictTestNfts().erc721.address === defaultTestNfts.erc721.address // true
 */
export function predictTestNfts(): DeployedTestNfts {
  return {
    erc721: {
      ...defaultTestNfts.erc721,
      address: getContractAddress({ from: TEST_NFT_DEPLOYER, nonce: 0n }),
    },
    erc1155: {
      ...defaultTestNfts.erc1155,
      address: getContractAddress({ from: TEST_NFT_DEPLOYER, nonce: 1n }),
    },
  }
}
