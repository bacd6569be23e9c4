import {
  type Address,
  createPublicClient,
  createWalletClient,
  type Hash,
  type Hex,
  http,
  parseAbi,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { devnetChain } from './devnetChain'
import { rpcRequest } from './rpcRequest'
import { anvilAccounts } from './testAccounts'

/**
 * Options of {@link fundAccount}.
 * @example
 * const options: FundAccountOptions = { value: parseEther('1') }
 */
export type FundAccountOptions = {
  /** Wei of the native currency to send. */
  value?: bigint
  /** Test tokens to mint to the account (both test token contracts have a public `mint`). */
  tokens?: readonly { address: Address; amount: bigint }[]
  /** Sender of the native transfer; anvil's account 0 by default. */
  privateKey?: Hex
}

const mintAbi = parseAbi(['function mint(address to, uint256 amount)'])

/**
 * Sends native currency and mints test tokens to `address` with real, mined transactions (so
 * they show up in history), and returns their hashes once all are mined.
 *
 * @example
 * await fundAccount(anvil.rpcUrl, '0x…', { value: parseEther('5'), tokens: [{ address: erc20.address, amount: 10n ** 18n }] })
 */
export async function fundAccount(
  rpcUrl: string,
  address: Address,
  options: FundAccountOptions = {},
): Promise<Hash[]> {
  const chainId = Number(await rpcRequest(rpcUrl, 'eth_chainId'))
  const chain = devnetChain(chainId, rpcUrl)
  const account = privateKeyToAccount(options.privateKey ?? anvilAccounts[0]!.privateKey)
  const wallet = createWalletClient({ account, chain, transport: http(rpcUrl) })
  const client = createPublicClient({ chain, transport: http(rpcUrl) })
  let nonce = await client.getTransactionCount({ address: account.address, blockTag: 'pending' })
  const sent: Promise<Hash>[] = []
  if (options.value !== undefined && options.value > 0n) {
    sent.push(wallet.sendTransaction({ to: address, value: options.value, nonce: nonce++ }))
  }
  for (const token of options.tokens ?? []) {
    sent.push(
      wallet.writeContract({
        address: token.address,
        abi: mintAbi,
        functionName: 'mint',
        args: [address, token.amount],
        nonce: nonce++,
      }),
    )
  }
  const hashes = await Promise.all(sent)
  for (const hash of hashes) {
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    if (receipt.status !== 'success') throw new Error(`funding ${address} failed (tx ${hash})`)
  }
  return hashes
}
