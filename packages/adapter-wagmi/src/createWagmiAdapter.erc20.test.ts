// @vitest-environment jsdom

import { erc20TransferAbi } from '@portico/evm-injected'
import { type Anvil, type DeployedTestTokens, deployTestTokens, startAnvil } from '@portico/test'
import {
  createMemoryStorage,
  createRecordingContext,
  devnetNetwork,
} from '@portico/test/adapterContract'
import { readTokenBalance } from '@portico/test/devnet/readTokenBalance'
import { announcedWalletInfo, announceWallet } from '@portico/test/wallet/announceWallet'
import { createTestWalletProvider } from '@portico/test/wallet/createTestWalletProvider'
import { createPublicClient, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createWagmiAdapter } from './createWagmiAdapter'

const holder = privateKeyToAccount(
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
)
const recipient = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'

let devnet: Anvil
let tokens: { token: `0x${string}`; usdt: `0x${string}` }
beforeAll(async () => {
  devnet = await startAnvil({ chainId: 31337 })
  const deployed: DeployedTestTokens = await deployTestTokens(devnet.rpcUrl, {
    holders: [holder.address],
  })
  tokens = { token: deployed.erc20.address, usdt: deployed.tetherStyle.address }
}, 60_000)
afterAll(async () => {
  await devnet.stop()
})

async function connected(usdtContracts?: readonly string[]) {
  const network = devnetNetwork(31337, devnet.rpcUrl)
  // Counts the simulations (eth_call) the adapter makes before asking the wallet.
  const ethCalls: string[] = []
  const transport = http(devnet.rpcUrl, {
    onFetchRequest: async (request) => {
      const body = (await request.clone().json()) as { method: string } | { method: string }[]
      for (const call of [body].flat()) if (call.method === 'eth_call') ethCalls.push(call.method)
    },
  })
  const provider = createTestWalletProvider({
    account: holder,
    chains: [{ id: 31337, rpcUrl: devnet.rpcUrl }],
  })
  const page = new EventTarget()
  announceWallet(page, provider)
  const adapter = createWagmiAdapter({
    networks: [network],
    transports: { 31337: transport },
    storage: createMemoryStorage(),
    discoveryTarget: page,
    usdtContracts,
  })
  await adapter.setup(createRecordingContext([network]))
  await adapter.connect({ connectorId: announcedWalletInfo.rdns })
  return { adapter, provider, network, ethCalls }
}

const client = () => createPublicClient({ transport: http(devnet.rpcUrl) })
const tokenBalance = (token: `0x${string}`, address: `0x${string}`) =>
  readTokenBalance(client(), token, address)

/**
 * Sends `amount` of `token` from the holder to the recipient through the adapter and waits for
 * the block; how much the recipient's balance grew.
 */
async function sentToRecipient(
  adapter: Awaited<ReturnType<typeof connected>>['adapter'],
  network: Awaited<ReturnType<typeof connected>>['network'],
  token: `0x${string}`,
  amount: bigint,
): Promise<bigint> {
  const before = await tokenBalance(token, recipient)
  const hash = await adapter.sendToken!({
    caipNetwork: network,
    from: holder.address,
    to: recipient,
    tokenAddress: token,
    amount,
  })
  // The hash comes back once the node has the transaction; the block may follow a moment later.
  await client().waitForTransactionReceipt({ hash: hash as `0x${string}` })
  return (await tokenBalance(token, recipient)) - before
}

describe('sendToken', () => {
  it('transfers a standard ERC-20; the recipient balance grows on the devnet', async () => {
    const { adapter, network } = await connected()
    expect(await sentToRecipient(adapter, network, tokens.token, 2_500_000n)).toBe(2_500_000n)
    adapter.teardown?.()
  })

  it('transfers a USDT-style token whose transfer returns nothing', async () => {
    // The standard ABI cannot decode USDT's empty answer: that is why the variant exists.
    await expect(
      client().simulateContract({
        address: tokens.usdt,
        abi: erc20TransferAbi,
        functionName: 'transfer',
        args: [recipient, 1n],
        account: holder.address,
      }),
    ).rejects.toThrow(/returned no data/)

    const { adapter, network, ethCalls } = await connected()
    expect(await sentToRecipient(adapter, network, tokens.usdt, 1_000n)).toBe(1_000n)
    // One simulation: its empty answer, where the standard's transfer answers a bool, picks the
    // USDT ABI.
    expect(ethCalls).toHaveLength(1)
    adapter.teardown?.()
  })

  it('uses the USDT ABI at once for listed USDT contracts', async () => {
    const { adapter, network, ethCalls } = await connected([`eip155:31337:${tokens.usdt}`])
    expect(await sentToRecipient(adapter, network, tokens.usdt, 5n)).toBe(5n)
    expect(ethCalls).toHaveLength(1)
    adapter.teardown?.()
  })

  it('fails on a revert before the wallet is asked', async () => {
    const { adapter, provider, network } = await connected()
    const error = await adapter.sendToken!({
      caipNetwork: network,
      from: holder.address,
      to: recipient,
      tokenAddress: tokens.token,
      amount: 10n ** 30n,
    }).catch((e: { shortMessage?: string }) => e)
    expect((error as { shortMessage: string }).shortMessage).toMatch(/reverted/)
    expect(provider.calls).not.toContain('eth_sendTransaction')
    adapter.teardown?.()
  })
})
