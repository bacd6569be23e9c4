// @vitest-environment jsdom
// What every EVM adapter does alike (declined requests, wallet events, switch refusals, raw
// requests) the adapter contract checks for wagmi too (createWagmiAdapter.contract.test.ts);
// here are the cases of wagmi's own.
import { SwitchChainError, UserRejectedRequestError } from '@portico/common'
import { type Anvil, startAnvil } from '@portico/test'
import {
  createMemoryStorage,
  createRecordingContext,
  devnetNetwork,
} from '@portico/test/adapterContract'
import { waitForReceipt } from '@portico/test/devnet'
import { announcedWalletInfo, announceWallet } from '@portico/test/wallet/announceWallet'
import {
  createTestWalletProvider,
  type TestWalletChain,
} from '@portico/test/wallet/createTestWalletProvider'
import { createPublicClient, http, parseEther, verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createWagmiAdapter } from './createWagmiAdapter'

const account = privateKeyToAccount(
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
)
const recipient = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const walletId = announcedWalletInfo.rdns

let devnets: Anvil[] = []
beforeAll(async () => {
  devnets = await Promise.all([startAnvil({ chainId: 31337 }), startAnvil({ chainId: 31338 })])
  // A distinct balance on the second devnet shows which chain a balance was read from.
  await createPublicClient({ transport: http(devnets[1]!.rpcUrl) }).request({
    method: 'anvil_setBalance' as never,
    params: [account.address, '0x246ddf97976680000'] as never, // 42 ETH
  })
})
afterAll(async () => {
  await Promise.all(devnets.map((d) => d.stop()))
})

/** Connects the test wallet (knowing `walletChains`, default both devnets) through a new adapter. */
async function connected(walletChains?: readonly TestWalletChain[]) {
  const networks = devnets.map((d) => devnetNetwork(d.chainId, d.rpcUrl))
  const chains = devnets.map((d) => ({ id: d.chainId, rpcUrl: d.rpcUrl }))
  const provider = createTestWalletProvider({ account, chains: walletChains ?? chains })
  const page = new EventTarget()
  announceWallet(page, provider)
  const adapter = createWagmiAdapter({
    networks,
    storage: createMemoryStorage(),
    discoveryTarget: page,
  })
  const context = createRecordingContext(networks)
  await adapter.setup(context)
  await adapter.connect({ connectorId: walletId })
  const [first, second] = networks as [(typeof networks)[0], (typeof networks)[0]]
  return { adapter, context, provider, first, second }
}

const balanceOf = (rpcUrl: string, address: `0x${string}`) =>
  createPublicClient({ transport: http(rpcUrl) }).getBalance({ address })

describe('signMessage', () => {
  it('signs with personal_sign; the signature verifies for the account', async () => {
    const { adapter, provider } = await connected()
    const signature = await adapter.signMessage({
      message: 'Hello Portico',
      address: account.address,
    })
    expect(provider.calls).toContain('personal_sign')
    expect(
      await verifyMessage({
        address: account.address,
        message: 'Hello Portico',
        signature: signature as `0x${string}`,
      }),
    ).toBe(true)
    adapter.teardown?.()
  })

  it('maps a declined signature to a short UserRejectedRequestError', async () => {
    const { adapter, provider } = await connected()
    provider.failNext({ code: 4001, message: 'User denied message signature.' }, 'personal_sign')
    const error = await adapter
      .signMessage({ message: 'x', address: account.address })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect((error as UserRejectedRequestError).shortMessage).toBe(
      'You declined the request in your wallet.',
    )
    adapter.teardown?.()
  })

  it('asks the wallet only for an account it connected', async () => {
    const { adapter, provider } = await connected()
    const error = await adapter
      .signMessage({ message: 'x', address: recipient })
      .catch((e: unknown) => e)
    expect((error as Error).message).toContain(`Account ${recipient} is not connected`)
    expect(provider.calls).not.toContain('personal_sign')
    adapter.teardown?.()
  })
})

describe('sendTransaction and estimateFee', () => {
  it('sends a native transfer that the recipient receives on the devnet', async () => {
    const { adapter, first } = await connected()
    const before = await balanceOf(devnets[0]!.rpcUrl, recipient)
    const hash = await adapter.sendTransaction({
      caipNetwork: first,
      from: account.address,
      to: recipient,
      value: parseEther('1.5'),
    })
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    // The hash comes back once the node has the transaction; the block may follow a moment later.
    expect((await waitForReceipt(devnets[0]!.rpcUrl, hash)).status).toBe('0x1')
    expect(await balanceOf(devnets[0]!.rpcUrl, recipient)).toBe(before + parseEther('1.5'))
    adapter.teardown?.()
  })

  it('maps a rejected transaction to UserRejectedRequestError and sends nothing', async () => {
    const { adapter, provider, first } = await connected()
    const before = await balanceOf(devnets[0]!.rpcUrl, recipient)
    provider.failNext(
      { code: 4001, message: 'User denied transaction signature.' },
      'eth_sendTransaction',
    )
    const error = await adapter
      .sendTransaction({ caipNetwork: first, from: account.address, to: recipient, value: 1n })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(await balanceOf(devnets[0]!.rpcUrl, recipient)).toBe(before)
    adapter.teardown?.()
  })

  it('refuses a send while the wallet is on another chain, before the wallet is asked', async () => {
    const { adapter, context, provider, first } = await connected()
    provider.setChain(31338)
    await expect.poll(() => context.chains.at(-1)?.chainId).toBe(31338)
    const before = await balanceOf(devnets[0]!.rpcUrl, recipient)
    const error = await adapter
      .sendTransaction({ caipNetwork: first, from: account.address, to: recipient, value: 1n })
      .catch((e: unknown) => e)
    expect((error as { shortMessage?: string }).shortMessage).toBe(
      `Switch your wallet to ${first.name} first.`,
    )
    expect(provider.calls).not.toContain('eth_sendTransaction')
    expect(await balanceOf(devnets[0]!.rpcUrl, recipient)).toBe(before)
    adapter.teardown?.()
  })

  it('estimates a plain transfer at 21000 gas times the gas price', async () => {
    const { adapter, first } = await connected()
    const estimate = await adapter.estimateFee({
      caipNetwork: first,
      from: account.address,
      to: recipient,
      value: 1n,
    })
    expect(estimate.gas).toBe(21_000n)
    expect(estimate.gasPrice).toBeGreaterThan(0n)
    expect(estimate.fee).toBe(21_000n * estimate.gasPrice!)
    adapter.teardown?.()
  })
})

describe('switchNetwork', () => {
  it('with no wallet connected, moves the chain wagmi starts the next connection on', async () => {
    const networks = devnets.map((d) => devnetNetwork(d.chainId, d.rpcUrl))
    const adapter = createWagmiAdapter({ networks, storage: createMemoryStorage() })
    await adapter.switchNetwork({ caipNetwork: networks[1]! })
    expect(adapter.wagmiConfig.state.chainId).toBe(31338)
    adapter.teardown?.()
  })

  it('moves the wallet between the two devnets; balance and sends follow', async () => {
    const { adapter, context, second, first } = await connected()
    await adapter.switchNetwork({ caipNetwork: second })
    await expect.poll(() => context.chains.at(-1)?.chainId).toBe(31338)
    expect(await adapter.getBalance({ address: account.address, caipNetwork: second })).toEqual({
      balance: '42',
      symbol: 'ETH',
    })
    const before = await balanceOf(devnets[1]!.rpcUrl, recipient)
    const hash = await adapter.sendTransaction({
      caipNetwork: second,
      from: account.address,
      to: recipient,
      value: 7n,
    })
    await waitForReceipt(devnets[1]!.rpcUrl, hash)
    expect(await balanceOf(devnets[1]!.rpcUrl, recipient)).toBe(before + 7n)

    await adapter.switchNetwork({ caipNetwork: first })
    await expect.poll(() => context.chains.at(-1)?.chainId).toBe(31337)
    adapter.teardown?.()
  })

  it('adds a chain the wallet does not know (4902), then switches', async () => {
    const { adapter, provider, second } = await connected([
      { id: 31337, rpcUrl: devnets[0]!.rpcUrl },
    ])
    await adapter.switchNetwork({ caipNetwork: second })
    const switchCalls = provider.calls.filter((m) => m.startsWith('wallet_'))
    expect(switchCalls).toEqual([
      'wallet_requestPermissions',
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'wallet_switchEthereumChain',
    ])
    expect(Number(await provider.request({ method: 'eth_chainId' }))).toBe(31338)
    adapter.teardown?.()
  })

  it.each([
    ['4902 after adding', [4902, null, 4902], 4902],
    ['-32603 (invalid chain id)', [-32603, null, -32603], 32603],
    ['5000', [5000, null, 5000], 5000],
    ['an unsupported method (no add attempted)', [4200], 5000],
  ] as const)('fails with SwitchChainError for %s', async (_, codes, expected) => {
    const { adapter, provider, second } = await connected()
    const methods = [
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'wallet_switchEthereumChain',
    ]
    codes.forEach((code, i) => {
      if (code !== null) provider.failNext({ code, message: 'wallet said no' }, methods[i])
    })
    const error = await adapter.switchNetwork({ caipNetwork: second }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SwitchChainError)
    expect((error as SwitchChainError).code).toBe(expected)
    expect((error as SwitchChainError).shortMessage).toBe(
      'Failed to switch to chain. The chain is not approved or the wallet does not support wallet_switchEthereumChain.',
    )
    expect(provider.calls.filter((m) => m === 'wallet_addEthereumChain')).toHaveLength(
      codes.length > 1 ? 1 : 0,
    )
    adapter.teardown?.()
  })
})

describe('watchBlocks', () => {
  it('reports each new block of the watched devnet until stopped', async () => {
    const { adapter, first } = await connected()
    const rpc = createPublicClient({ transport: http(devnets[0]!.rpcUrl) })
    let blocks = 0
    const stop = adapter.watchBlocks?.({ caipNetwork: first, onBlock: () => blocks++ })
    if (!stop) throw new Error('the wagmi adapter watches blocks')
    // The watcher starts from the block current when it began: nothing before a new one.
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(blocks).toBe(0)
    await rpc.request({ method: 'evm_mine' as never })
    await expect.poll(() => blocks, { timeout: 12_000, interval: 200 }).toBe(1)

    stop()
    await rpc.request({ method: 'evm_mine' as never })
    // One polling interval (wagmi's default, 4 s) and a little: no report after the stop.
    await new Promise((resolve) => setTimeout(resolve, 4_500))
    expect(blocks).toBe(1)
  }, 30_000)
})
