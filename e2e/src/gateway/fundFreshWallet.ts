import { type Address, type Hex, parseAbi, parseEther, parseUnits } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { freshDevnetSigner } from '../setup/devnetSigner'

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
  const sender = await freshDevnetSigner(chain, '100')
  const hashes = [
    await sender.wallet.sendTransaction({ to: address, value: parseEther(ether) }),
    await sender.wallet.writeContract({
      address: chain.tokens.erc20.address,
      abi: mintAbi,
      functionName: 'mint',
      args: [address, parseUnits(tokens, chain.tokens.erc20.decimals)],
    }),
  ]
  for (const hash of hashes) await sender.mined(hash)
  return { privateKey, address, sender: sender.wallet.account.address }
}
