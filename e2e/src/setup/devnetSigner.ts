import { rpcRequest } from '@portico/test'
import {
  createPublicClient,
  createWalletClient,
  defineChain,
  type Hex,
  http,
  parseEther,
  type TransactionReceipt,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'

/** A devnet as the helpers that send on it need it. */
type Devnet = { chainId: number; rpcUrl: string }

/**
 * viem's clients for the key `key` on a devnet, straight against its RPC: `wallet` sends as
 * that key, `mined` waits for a transaction and throws unless it succeeded.
 * @example
 * const { wallet, mined } = devnetSigner(devnetA, privateKey)
 * await mined(await wallet.sendTransaction({ to, value: 1n }))
 */
export function devnetSigner(chain: Devnet, key: Hex) {
  const viemChain = defineChain({
    id: chain.chainId,
    name: `Devnet ${chain.chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  })
  const transport = http(chain.rpcUrl)
  const wallet = createWalletClient({
    account: privateKeyToAccount(key),
    chain: viemChain,
    transport,
  })
  const client = createPublicClient({ chain: viemChain, transport })
  const mined = async (hash: Hex): Promise<TransactionReceipt> => {
    const receipt = await client.waitForTransactionReceipt({ hash })
    if (receipt.status !== 'success') throw new Error(`${hash} reverted`)
    return receipt
  }
  return { wallet, client, mined }
}

/**
 * A {@link devnetSigner} for a brand-new key given `ether` with `anvil_setBalance`, so that no
 * shared account's nonce is touched.
 * @example
 * const minter = await freshDevnetSigner(devnetA, '10')
 */
export async function freshDevnetSigner(chain: Devnet, ether: string) {
  const key = generatePrivateKey()
  await rpcRequest(chain.rpcUrl, 'anvil_setBalance', [
    privateKeyToAccount(key).address,
    `0x${parseEther(ether).toString(16)}`,
  ])
  return devnetSigner(chain, key)
}
