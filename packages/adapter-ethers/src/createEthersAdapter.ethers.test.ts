import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { anvilAccounts, startAnvil } from '@portico/test'
import {
  createMemoryStorage,
  createRecordingContext,
  devnetNetwork,
} from '@portico/test/adapterContract'
import { announcedWalletInfo, announceWallet } from '@portico/test/wallet/announceWallet'
import { createTestWalletProvider } from '@portico/test/wallet/createTestWalletProvider'
import { BrowserProvider, type Eip1193Provider } from 'ethers'
import { verifyMessage, verifyTypedData } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEthersAdapter } from './createEthersAdapter'

const account = privateKeyToAccount(anvilAccounts[0]!.privateKey)
let devnet: Awaited<ReturnType<typeof startAnvil>>
beforeAll(async () => {
  devnet = await startAnvil({ chainId: 31337 })
})
afterAll(async () => {
  await devnet.stop()
})

async function connected() {
  const network = devnetNetwork(31337, devnet.rpcUrl)
  const provider = createTestWalletProvider({
    account,
    chains: [{ id: 31337, rpcUrl: devnet.rpcUrl }],
  })
  const page = new EventTarget()
  announceWallet(page, provider)
  const adapter = createEthersAdapter({
    networks: [network],
    discoveryTarget: page,
    storage: createMemoryStorage(),
  })
  adapter.setup(createRecordingContext([network]))
  await adapter.connect({ connectorId: announcedWalletInfo.rdns })
  return { adapter, network }
}

const mail = {
  domain: { name: 'Portico', version: '1', chainId: 31337 },
  types: {
    Mail: [
      { name: 'to', type: 'address' },
      { name: 'contents', type: 'string' },
    ],
  },
  primaryType: 'Mail',
  message: { to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', contents: 'Hello' },
} as const

describe('createEthersAdapter: what ethers sites use', () => {
  it('signs EIP-712 typed data through the wallet; the signature verifies', async () => {
    const { adapter } = await connected()
    const signature = await adapter.signTypedData({ address: account.address, typedData: mail })
    const valid = await verifyTypedData({
      ...mail,
      address: account.address,
      signature: signature as `0x${string}`,
    })
    expect(valid).toBe(true)
    adapter.teardown?.()
  })

  it("hands out the wallet's provider, which a site wraps in ethers' BrowserProvider", async () => {
    const { adapter } = await connected()
    const walletProvider = adapter.getWalletProvider({}) as Eip1193Provider
    const signer = await new BrowserProvider(walletProvider).getSigner()
    expect(signer.address).toBe(account.address)
    const signature = await signer.signMessage('from the site')
    expect(
      await verifyMessage({
        address: account.address,
        message: 'from the site',
        signature: signature as `0x${string}`,
      }),
    ).toBe(true)
    adapter.teardown?.()
  })
})

describe('createEthersAdapter: first load', () => {
  it('imports ethers only from the actions chunk, which the adapter loads with import()', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
      )
    const src = import.meta.dirname
    const importingEthers = files(src)
      .filter((file) => !file.endsWith('.test.ts'))
      .filter((file) => /from 'ethers'/.test(readFileSync(file, 'utf8')))
      .map((file) => file.slice(src.length + 1))
    expect(importingEthers.length).toBeGreaterThan(0)
    expect(importingEthers.filter((file) => !file.startsWith('actions/'))).toEqual([])
    const index = readFileSync(join(src, 'index.ts'), 'utf8')
    // The ABIs moved to @portico/evm-injected: the entry imports no action module at all.
    expect(index.match(/from '\.\/actions\/[^']+'/g)).toBeNull()
    expect(readFileSync(join(src, 'createEthersAdapter.ts'), 'utf8')).toContain(
      "import('./actions/deferredActions')",
    )
  })
})
