import { rpcRequest, waitForReceipt } from '@portico/test'
import { type Address, createWalletClient, defineChain, http, parseAbi, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'

const mintAbi = parseAbi(['function mint(address to, uint256 amount)'])

/**
 * Mints `amount` base units of a test token to `to` from a fresh, funded key (no shared
 * account's nonce is touched) and waits for it to be mined.
 * @example
 * await mintToken(devnetA, devnetA.tokens.tetherStyle.address, address, 250_000_000n)
 */
export async function mintToken(
  chain: { chainId: number; rpcUrl: string },
  token: Address,
  to: Address,
  amount: bigint,
): Promise<void> {
  const minter = privateKeyToAccount(generatePrivateKey())
  await rpcRequest(chain.rpcUrl, 'anvil_setBalance', [
    minter.address,
    `0x${parseEther('1').toString(16)}`,
  ])
  const wallet = createWalletClient({
    account: minter,
    chain: defineChain({
      id: chain.chainId,
      name: `Devnet ${chain.chainId}`,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chain.rpcUrl] } },
    }),
    transport: http(chain.rpcUrl),
  })
  const hash = await wallet.writeContract({
    address: token,
    abi: mintAbi,
    functionName: 'mint',
    args: [to, amount],
  })
  await waitForReceipt(chain.rpcUrl, hash)
}
