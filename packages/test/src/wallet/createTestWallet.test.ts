import {
  createPublicClient,
  http,
  numberToHex,
  parseEther,
  recoverTypedDataAddress,
  toHex,
  verifyMessage,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devnetChain } from '../devnet/devnetChain'
import { type Anvil, startAnvil } from '../devnet/startAnvil'
import { anvilAccounts } from '../devnet/testAccounts'
import { createTestWallet } from './createTestWallet'
import type { TestWalletOptions } from './TestWallet'
import type { WalletEvent } from './walletTypes'

describe('createTestWallet', () => {
  let devnetA: Anvil
  let devnetB: Anvil
  const make = (options: Partial<TestWalletOptions> = {}) => {
    const wallet = createTestWallet({
      chains: [
        { chainId: 31337, rpcUrl: devnetA.rpcUrl },
        { chainId: 31338, rpcUrl: devnetB.rpcUrl },
      ],
      ...options,
    })
    const events: WalletEvent[] = []
    wallet.subscribe((event) => events.push(event))
    return { wallet, events }
  }

  beforeAll(async () => {
    ;[devnetA, devnetB] = await Promise.all([
      startAnvil({ chainId: 31337 }),
      startAnvil({ chainId: 31338 }),
    ])
  })
  afterAll(() => Promise.all([devnetA?.stop(), devnetB?.stop()]))

  it('shares no account until the site asks, then announces it', async () => {
    const { wallet, events } = make()
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([])
    expect(await wallet.request({ method: 'eth_requestAccounts' })).toEqual([
      anvilAccounts[0]!.address,
    ])
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([anvilAccounts[0]!.address])
    expect(events).toEqual([{ type: 'accountsChanged', payload: [anvilAccounts[0]!.address] }])
    expect(await wallet.request({ method: 'eth_chainId' })).toBe('0x7a69')
  })

  it('signs messages and typed data that verify for its account', async () => {
    const { wallet } = make({ authorized: true })
    const address = wallet.address
    const signature = await wallet.request({
      method: 'personal_sign',
      params: [toHex('hello portico'), address],
    })
    expect(
      await verifyMessage({
        address,
        message: 'hello portico',
        signature: signature as `0x${string}`,
      }),
    ).toBe(true)

    const typedData = {
      domain: { name: 'Portico', version: '1', chainId: 31337 },
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'version', type: 'string' },
          { name: 'chainId', type: 'uint256' },
        ],
        Greeting: [{ name: 'text', type: 'string' }],
      },
      primaryType: 'Greeting',
      message: { text: 'hi' },
    } as const
    const typedSignature = await wallet.request({
      method: 'eth_signTypedData_v4',
      params: [address, JSON.stringify(typedData)],
    })
    expect(
      await recoverTypedDataAddress({
        ...typedData,
        signature: typedSignature,
      } as Parameters<typeof recoverTypedDataAddress>[0]),
    ).toBe(address)
  })

  it('refuses to sign for a site it is not connected to (4100)', async () => {
    const { wallet } = make()
    await expect(
      wallet.request({ method: 'personal_sign', params: ['0x6869', wallet.address] }),
    ).rejects.toMatchObject({ code: 4100 })
  })

  it('sends a transaction that lands on the current devnet', async () => {
    const { wallet } = make({ authorized: true, privateKey: anvilAccounts[3]!.privateKey })
    const to = '0x000000000000000000000000000000000000bEEF'
    const hash = await wallet.request({
      method: 'eth_sendTransaction',
      params: [{ from: wallet.address, to, value: numberToHex(parseEther('1.5')) }],
    })
    const client = createPublicClient({
      chain: devnetChain(31337, devnetA.rpcUrl),
      transport: http(),
    })
    const receipt = await client.waitForTransactionReceipt({ hash: hash as `0x${string}` })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(wallet.address.toLowerCase())
    expect(await client.getBalance({ address: to })).toBe(parseEther('1.5'))
  })

  it('forwards reads to the current chain and follows switches', async () => {
    const { wallet, events } = make({ authorized: true })
    expect(
      await wallet.request({ method: 'eth_getBalance', params: [wallet.address, 'latest'] }),
    ).toBe(numberToHex(parseEther('10000')))
    await wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })
    expect(wallet.chainId).toBe(31338)
    expect(await wallet.request({ method: 'eth_chainId' })).toBe('0x7a6a')
    expect(events).toEqual([{ type: 'chainChanged', payload: '0x7a6a' }])
  })

  it('answers 4902 for a chain it does not know, and switches after adding it', async () => {
    const { wallet } = make({ authorized: true })
    await expect(
      wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] }),
    ).rejects.toMatchObject({ code: 4902 })
    await wallet.request({
      method: 'wallet_addEthereumChain',
      params: [{ chainId: '0x1', chainName: 'Ethereum', rpcUrls: ['https://eth.example'] }],
    })
    expect(wallet.chainId).toBe(1)
  })

  it('rejects the next approval with 4001 and leaves reads alone', async () => {
    const { wallet } = make({ authorized: true })
    wallet.rejectNext()
    expect(await wallet.request({ method: 'eth_chainId' })).toBe('0x7a69')
    await expect(
      wallet.request({ method: 'personal_sign', params: ['0x6869', wallet.address] }),
    ).rejects.toMatchObject({ code: 4001, message: 'User rejected the request.' })
    await expect(
      wallet.request({ method: 'personal_sign', params: ['0x6869', wallet.address] }),
    ).resolves.toMatch(/^0x/)
  })

  it('holds a request until the test decides', async () => {
    const { wallet } = make()
    const held = wallet.holdNext('eth_requestAccounts')
    const pending = wallet.request({ method: 'eth_requestAccounts' })
    expect((await held.request).method).toBe('eth_requestAccounts')
    expect(wallet.authorized).toBe(false)
    held.approve()
    expect(await pending).toEqual([wallet.address])
  })

  it('emits events when the user changes account, network or disconnects in the wallet', async () => {
    const { wallet, events } = make({ authorized: true })
    wallet.setAccount(anvilAccounts[1]!.privateKey)
    wallet.switchChain(31338)
    wallet.switchChain(999)
    wallet.disconnect()
    expect(events).toEqual([
      { type: 'accountsChanged', payload: [anvilAccounts[1]!.address] },
      { type: 'chainChanged', payload: '0x7a6a' },
      { type: 'chainChanged', payload: '0x3e7' },
      { type: 'accountsChanged', payload: [] },
      {
        type: 'disconnect',
        payload: { code: 4900, message: 'The provider is disconnected from all chains.' },
      },
    ])
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([])
    await expect(wallet.request({ method: 'eth_blockNumber' })).rejects.toMatchObject({
      code: 4901,
    })
  })

  it('keeps a log of what the site asked', async () => {
    const { wallet } = make()
    await wallet.request({ method: 'eth_chainId' })
    await wallet.request({ method: 'eth_sign', params: [] }).catch(() => {})
    expect(wallet.log.map((entry) => [entry.method, entry.outcome, entry.error?.code])).toEqual([
      ['eth_chainId', 'result', undefined],
      ['eth_sign', 'error', 4200],
    ])
  })
})
