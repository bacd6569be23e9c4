import {
  type Address,
  createWalletClient,
  type Hex,
  http,
  type PublicClient,
  parseEther,
} from 'viem'
import { ANVIL_ACCOUNT, testTokenAbi } from './deployTestToken'

/**
 * Further anvil dev accounts, used as recipients in tests.
 * @example await sendEther({ rpcUrl, client, to: ANVIL_ACCOUNTS[0], ether: '1' })
 */
export const ANVIL_ACCOUNTS: readonly Address[] = [
  '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
  '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
]

/**
 * Sends native value from the first anvil account and waits for the receipt.
 * @example await sendEther({ rpcUrl, client, to, ether: '1.5' })
 */
export async function sendEther(args: {
  rpcUrl: string
  client: PublicClient
  to: Address
  ether: string
  from?: Address
}): Promise<Hex> {
  const wallet = createWalletClient({
    account: args.from ?? ANVIL_ACCOUNT,
    transport: http(args.rpcUrl),
  })
  const hash = await wallet.sendTransaction({
    to: args.to,
    value: parseEther(args.ether),
    chain: null,
  })
  await args.client.waitForTransactionReceipt({ hash, pollingInterval: 20 })
  return hash
}

/**
 * Transfers test tokens from the first anvil account and waits for the receipt.
 * @example await sendToken({ rpcUrl, client, token, to, amount: 5_000_000n })
 */
export async function sendToken(args: {
  rpcUrl: string
  client: PublicClient
  token: Address
  to: Address
  amount: bigint
}): Promise<Hex> {
  const wallet = createWalletClient({ account: ANVIL_ACCOUNT, transport: http(args.rpcUrl) })
  const hash = await wallet.writeContract({
    address: args.token,
    abi: testTokenAbi,
    functionName: 'transfer',
    args: [args.to, args.amount],
    chain: null,
  })
  await args.client.waitForTransactionReceipt({ hash, pollingInterval: 20 })
  return hash
}
