import { rpcRequest } from '@portico/test'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  defineChain,
  type Hex,
  http,
  parseAbi,
  parseEther,
  parseUnits,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'

const mintAbi = parseAbi(['function mint(address to, uint256 amount)'])

/**
 * A brand-new wallet key with a devnet history of its own: a fresh sender (given ether with
 * `anvil_setBalance`, so no shared account's nonce is touched) sends it `ether` and mints it
 * `tokens` of the test ERC20, with viem straight against the devnet RPC.
 * @example
 * const { privateKey, address } = await fundFreshWallet(devnetA, { ether: '1.5', tokens: '1234.5678' })
 */
export async function fundFreshWallet(
  chain: {
    chainId: number
    rpcUrl: string
    tokens: { erc20: { address: Address; decimals: number } }
  },
  { ether, tokens }: { ether: string; tokens: string },
): Promise<{ privateKey: Hex; address: Address; sender: Address }> {
  const privateKey = generatePrivateKey()
  const address = privateKeyToAccount(privateKey).address
  const sender = privateKeyToAccount(generatePrivateKey())
  await rpcRequest(chain.rpcUrl, 'anvil_setBalance', [
    sender.address,
    `0x${parseEther('100').toString(16)}`,
  ])
  const viemChain = defineChain({
    id: chain.chainId,
    name: `Devnet ${chain.chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  })
  const transport = http(chain.rpcUrl)
  const wallet = createWalletClient({ account: sender, chain: viemChain, transport })
  const client = createPublicClient({ chain: viemChain, transport })
  const hashes = [
    await wallet.sendTransaction({ to: address, value: parseEther(ether) }),
    await wallet.writeContract({
      address: chain.tokens.erc20.address,
      abi: mintAbi,
      functionName: 'mint',
      args: [address, parseUnits(tokens, chain.tokens.erc20.decimals)],
    }),
  ]
  for (const hash of hashes) {
    const receipt = await client.waitForTransactionReceipt({ hash })
    if (receipt.status !== 'success') throw new Error(`fundFreshWallet: ${hash} reverted`)
  }
  return { privateKey, address, sender: sender.address }
}
