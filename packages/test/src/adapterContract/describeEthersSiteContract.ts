import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { verifyMessage, verifyTypedData } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Anvil, startAnvil } from '../devnet/startAnvil'
import { anvilAccounts } from '../devnet/testAccounts'
import { createMemoryStorage } from '../storage/createMemoryStorage'
import { announcedWalletInfo, announceWallet } from '../wallet/announceWallet'
import { createTestWalletProvider } from '../wallet/createTestWalletProvider'
import type { ContractAdapter } from './contractAdapter'
import { createRecordingContext } from './createRecordingContext'
import { devnetNetwork } from './devnetNetwork'
import type { ContractAdapterOptions } from './openContractPage'

/**
 * The signer an ethers site gets from wrapping the wallet's provider, reduced to what the
 * suite checks.
 * @example
 * const signer: EthersSiteSigner = { address: '0xf39F…2266', signMessage: (m) => s.signMessage(m) }
 */
export type EthersSiteSigner = {
  address: string
  signMessage(message: string): Promise<string>
}

/**
 * Options of {@link describeEthersSiteContract}.
 * @example
 * const options: DescribeEthersSiteContractParameters = { name: 'createEthersAdapter', createAdapter, wrapper, sourceDir }
 */
export type DescribeEthersSiteContractParameters = {
  /** The adapter factory's name: the suites' titles, and its file `<name>.ts` in `sourceDir`. */
  name: string
  /** Makes the adapter under test; it must sign EIP-712 typed data besides the contract's members. */
  createAdapter: (
    options: Pick<ContractAdapterOptions, 'networks' | 'discoveryTarget' | 'storage'>,
  ) => ContractAdapter & {
    signTypedData(params: { address: string; typedData: unknown }): Promise<unknown>
  }
  /** How a site wraps the wallet's provider in its ethers version, and that wrapper's name. */
  wrapper: { name: string; signerOf: (walletProvider: unknown) => Promise<EthersSiteSigner> }
  /** The package's `src` folder (`import.meta.dirname` of the calling test). */
  sourceDir: string
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

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  )
}

/**
 * Registers the tests an ethers adapter (v5 or v6) passes beyond the adapter contract: what
 * ethers sites do with it (EIP-712 signing, wrapping the wallet's provider in ethers' own
 * provider and signing through it) against a real anvil devnet, and that ethers is imported
 * only from the `actions/` chunk the adapter loads with `import()`.
 * @example
 * describeEthersSiteContract({
 *   name: 'createEthersAdapter',
 *   createAdapter: (o) => createEthersAdapter(o),
 *   wrapper: { name: "ethers' BrowserProvider", signerOf: async (p) => new BrowserProvider(p as Eip1193Provider).getSigner() },
 *   sourceDir: import.meta.dirname,
 * })
 */
export function describeEthersSiteContract(parameters: DescribeEthersSiteContractParameters): void {
  const account = privateKeyToAccount(anvilAccounts[0]!.privateKey)
  let devnet: Anvil
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
    const adapter = parameters.createAdapter({
      networks: [network],
      discoveryTarget: page,
      storage: createMemoryStorage(),
    })
    adapter.setup(createRecordingContext([network]))
    await adapter.connect({ connectorId: announcedWalletInfo.rdns })
    return { adapter, network }
  }

  describe(`${parameters.name}: what ethers sites use`, () => {
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

    it(`hands out the wallet's provider, which a site wraps in ${parameters.wrapper.name}`, async () => {
      const { adapter } = await connected()
      const signer = await parameters.wrapper.signerOf(adapter.getWalletProvider({}))
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

  describe(`${parameters.name}: first load`, () => {
    it('imports ethers only from the actions chunk, which the adapter loads with import()', () => {
      const src = parameters.sourceDir
      const importingEthers = filesUnder(src)
        .filter((file) => !file.endsWith('.test.ts'))
        .filter((file) => /from 'ethers'/.test(readFileSync(file, 'utf8')))
        .map((file) => file.slice(src.length + 1))
      expect(importingEthers.length).toBeGreaterThan(0)
      expect(importingEthers.filter((file) => !file.startsWith('actions/'))).toEqual([])
      const index = readFileSync(join(src, 'index.ts'), 'utf8')
      // The ABIs moved to @portico/evm-injected: the entry imports no action module at all.
      expect(index.match(/from '\.\/actions\/[^']+'/g)).toBeNull()
      expect(readFileSync(join(src, `${parameters.name}.ts`), 'utf8')).toContain(
        "import('./actions/deferredActions')",
      )
    })
  })
}
