import { defaultTestNfts } from '@portico/test/devnet'
import { type Address, type Hex, parseAbi } from 'viem'
import { devnetSigner, freshDevnetSigner } from '../setup/devnetSigner'

const abi = parseAbi([
  'function mint(address to) returns (uint256)',
  'function mintBatch(address to, uint256[] ids, uint256[] amounts)',
  'function safeTransferFrom(address from, address to, uint256 id)',
])

/**
 * Mints `pals` of the devnet's test ERC-721 collection and an ERC-1155 batch (`items`: id →
 * amount) to `owner`, from a fresh minter; returns the ERC-721 ids, read from the Transfer logs.
 * @example
 * const ids = await mintTestNfts(devnetA, address, { pals: 3, items: { 1: 4n, 3: 1n } })
 */
export async function mintTestNfts(
  chain: { chainId: number; rpcUrl: string },
  owner: Address,
  { pals, items }: { pals: number; items: Record<number, bigint> },
): Promise<bigint[]> {
  const { wallet, mined } = await freshDevnetSigner(chain, '10')
  const ids: bigint[] = []
  for (let i = 0; i < pals; i++) {
    const hash = await wallet.writeContract({
      address: defaultTestNfts.erc721.address,
      abi,
      functionName: 'mint',
      args: [owner],
    })
    const receipt = await mined(hash)
    const id = receipt.logs[0]?.topics[3]
    if (!id) throw new Error('mint logged no Transfer')
    ids.push(BigInt(id))
  }
  await mined(
    await wallet.writeContract({
      address: defaultTestNfts.erc1155.address,
      abi,
      functionName: 'mintBatch',
      args: [owner, Object.keys(items).map(BigInt), Object.values(items)],
    }),
  )
  return ids
}

/**
 * Sends one test ERC-721 from the wallet of `privateKey` to `to` (safeTransferFrom).
 * @example await sendTestNft(devnetA, privateKey, bob, 7n)
 */
export async function sendTestNft(
  chain: { chainId: number; rpcUrl: string },
  privateKey: Hex,
  to: Address,
  id: bigint,
): Promise<Hex> {
  const { wallet, mined } = devnetSigner(chain, privateKey)
  const hash = await wallet.writeContract({
    address: defaultTestNfts.erc721.address,
    abi,
    functionName: 'safeTransferFrom',
    args: [wallet.account.address, to, id],
  })
  await mined(hash)
  return hash
}
