import type { Address, Hex } from 'viem'
import { compileContracts } from './compileContracts'
import { rpcRequest } from './rpcRequest'
import { anvilAccounts } from './testAccounts'
import { type DeployedTestNfts, defaultTestNfts, TEST_NFT_DEPLOYER, testNftMints } from './testNfts'
import { waitForReceipt } from './waitForReceipt'

/**
 * Options of {@link deployTestNfts}.
 * @example
 * const options: DeployTestNftsOptions = { metadataBaseUrl: 'http://127.0.0.1:8787' }
 */
export type DeployTestNftsOptions = {
  /**
   * The server of the token metadata (the gateway): token URIs become
   * `<metadataBaseUrl>/public/nft/<slug>/<id>.json` (ERC-1155: `{id}` for the id).
   */
  metadataBaseUrl: string
  /** Mint the set of {@link testNftMints} to anvil's accounts (default true). */
  mint?: boolean
}

/**
 * The token URIs a collection gets for a metadata server.
 * @example
 * testNftUris('http://127.0.0.1:8787').erc721 // 'http://127.0.0.1:8787/public/nft/pals/'
 */
export function testNftUris(metadataBaseUrl: string): { erc721: string; erc1155: string } {
  const base = `${metadataBaseUrl.replace(/\/+$/, '')}/public/nft`
  return {
    erc721: `${base}/${defaultTestNfts.erc721.slug}/`,
    erc1155: `${base}/${defaultTestNfts.erc1155.slug}/{id}.json`,
  }
}

/**
 * Deploys the test ERC-721 collection (`PorticoTestNft`) and ERC-1155 items
 * (`PorticoTestItems`) as {@link TEST_NFT_DEPLOYER} and mints {@link testNftMints} to anvil's
 * accounts: ERC-721 mints one by one, ERC-1155 as one batch per account (TransferBatch) and the
 * single-id ones with `mint` (TransferSingle). On a fresh devnet the contracts land at
 * {@link defaultTestNfts}; elsewhere it throws, so a stack never points at the wrong contract.
 * @example
 * const anvil = await startAnvil({ chainId: 31337 })
 * const nfts = await deployTestNfts(anvil.rpcUrl, { metadataBaseUrl: 'http://127.0.0.1:8787' })
 */
export async function deployTestNfts(
  rpcUrl: string,
  options: DeployTestNftsOptions,
): Promise<DeployedTestNfts> {
  // viem's encoders are loaded only here: the dev stack imports this module at start.
  const [{ PorticoTestNft, PorticoTestItems }, { encodeDeployData, encodeFunctionData }] =
    await Promise.all([compileContracts(), import('viem')])
  const from = TEST_NFT_DEPLOYER
  const uris = testNftUris(options.metadataBaseUrl)
  const send = async (to: Address | undefined, data: Hex) => {
    const hash = String(await rpcRequest(rpcUrl, 'eth_sendTransaction', [{ from, to, data }]))
    const receipt = await waitForReceipt(rpcUrl, hash)
    if (receipt.status !== '0x1') throw new Error(`test NFT transaction ${hash} failed`)
    return receipt
  }
  await rpcRequest(rpcUrl, 'anvil_impersonateAccount', [from])
  try {
    await rpcRequest(rpcUrl, 'anvil_setBalance', [from, '0xde0b6b3a7640000'])
    const nft = await send(
      undefined,
      encodeDeployData({
        ...PorticoTestNft,
        args: [defaultTestNfts.erc721.name, 'PALS', uris.erc721],
      }),
    )
    const items = await send(
      undefined,
      encodeDeployData({
        ...PorticoTestItems,
        args: [defaultTestNfts.erc1155.name, uris.erc1155],
      }),
    )
    for (const [receipt, expected] of [
      [nft, defaultTestNfts.erc721],
      [items, defaultTestNfts.erc1155],
    ] as const) {
      if (receipt.contractAddress?.toLowerCase() !== expected.address.toLowerCase()) {
        throw new Error(
          `${expected.name} landed at ${receipt.contractAddress} on ${rpcUrl}, not ${expected.address}: the devnet was not fresh`,
        )
      }
    }
    if (options.mint === false) return defaultTestNfts
    for (const { account, erc721, erc1155 } of testNftMints) {
      const to = anvilAccounts[account]?.address
      if (!to) continue
      for (const _id of erc721) {
        await send(
          defaultTestNfts.erc721.address,
          encodeFunctionData({ abi: PorticoTestNft.abi, functionName: 'mint', args: [to] }),
        )
      }
      const [single] = erc1155
      if (erc1155.length === 1 && single) {
        await send(
          defaultTestNfts.erc1155.address,
          encodeFunctionData({
            abi: PorticoTestItems.abi,
            functionName: 'mint',
            args: [to, BigInt(single[0]), BigInt(single[1])],
          }),
        )
      } else if (erc1155.length > 1) {
        await send(
          defaultTestNfts.erc1155.address,
          encodeFunctionData({
            abi: PorticoTestItems.abi,
            functionName: 'mintBatch',
            args: [to, erc1155.map(([id]) => BigInt(id)), erc1155.map(([, n]) => BigInt(n))],
          }),
        )
      }
    }
    return defaultTestNfts
  } finally {
    await rpcRequest(rpcUrl, 'anvil_stopImpersonatingAccount', [from])
  }
}
