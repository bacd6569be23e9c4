import { rpcRequest } from '@portico/test'
import { defaultTestNfts } from '@portico/test/devnet'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  defineChain,
  type Hex,
  http,
  parseAbi,
  parseEther,
  type TransactionReceipt,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'

const abi = parseAbi([
  'function mint(address to) returns (uint256)',
  'function mintBatch(address to, uint256[] ids, uint256[] amounts)',
  'function safeTransferFrom(address from, address to, uint256 id)',
])

function clients(chain: { chainId: number; rpcUrl: string }, key: Hex) {
  const viemChain = defineChain({
    id: chain.chainId,
    name: `Devnet ${chain.chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  })
  const transport = http(chain.rpcUrl)
  return {
    wallet: createWalletClient({ account: privateKeyToAccount(key), chain: viemChain, transport }),
    client: createPublicClient({ chain: viemChain, transport }),
  }
}

async function mined(
  client: { waitForTransactionReceipt(a: { hash: Hex }): Promise<TransactionReceipt> },
  hash: Hex,
) {
  const receipt = await client.waitForTransactionReceipt({ hash })
  if (receipt.status !== 'success') throw new Error(`${hash} reverted`)
  return receipt
}

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
  const key = generatePrivateKey()
  await rpcRequest(chain.rpcUrl, 'anvil_setBalance', [
    privateKeyToAccount(key).address,
    `0x${parseEther('10').toString(16)}`,
  ])
  const { wallet, client } = clients(chain, key)
  const ids: bigint[] = []
  for (let i = 0; i < pals; i++) {
    const hash = await wallet.writeContract({
      address: defaultTestNfts.erc721.address,
      abi,
      functionName: 'mint',
      args: [owner],
    })
    const receipt = await mined(client, hash)
    const id = receipt.logs[0]?.topics[3]
    if (!id) throw new Error('mint logged no Transfer')
    ids.push(BigInt(id))
  }
  await mined(
    client,
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
  const { wallet, client } = clients(chain, privateKey)
  const hash = await wallet.writeContract({
    address: defaultTestNfts.erc721.address,
    abi,
    functionName: 'safeTransferFrom',
    args: [wallet.account.address, to, id],
  })
  await mined(client, hash)
  return hash
}
