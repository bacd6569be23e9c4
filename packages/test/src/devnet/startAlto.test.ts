import { readFileSync } from 'node:fs'
import { createPublicClient, getContractAddress, http, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ACCOUNT_ABSTRACTION_DEPLOYER,
  bundlerAccounts,
  defaultAccountAbstraction,
} from './accountAbstraction'
import { createSimpleAccountClient } from './createSimpleAccountClient'
import { deployAccountAbstraction } from './deployAccountAbstraction'
import { fundAccount } from './fundAccount'
import type { Alto } from './startAlto'
import { type Anvil, startAnvil } from './startAnvil'
import { startBundlerOnDevnet } from './startBundlerOnDevnet'
import { anvilMnemonic } from './testAccounts'

describe('ERC-4337 on anvil with an alto bundler', () => {
  let anvil: Anvil
  let alto: Alto
  beforeAll(async () => {
    anvil = await startAnvil({ chainId: 31337 })
    alto = await startBundlerOnDevnet(anvil.rpcUrl)
  }, 90_000)
  afterAll(async () => {
    await alto?.stop()
    await anvil?.stop()
  })

  it('lands the EntryPoint and the factory at the addresses written out, and funds the bundler', async () => {
    expect(getContractAddress({ from: ACCOUNT_ABSTRACTION_DEPLOYER, nonce: 0n })).toBe(
      defaultAccountAbstraction.entryPoint,
    )
    expect(getContractAddress({ from: ACCOUNT_ABSTRACTION_DEPLOYER, nonce: 1n })).toBe(
      defaultAccountAbstraction.simpleAccountFactory,
    )
    const client = createPublicClient({ transport: http(anvil.rpcUrl) })
    for (const address of Object.values(defaultAccountAbstraction))
      expect(await client.getCode({ address })).toMatch(/^0x[0-9a-f]{100,}$/)
    for (const { address, privateKey } of Object.values(bundlerAccounts)) {
      expect(privateKeyToAccount(privateKey).address).toBe(address)
      expect(await client.getBalance({ address })).toBeGreaterThan(parseEther('100'))
    }
  })

  it('derives the bundler keys from the devnet mnemonic at indexes 10 and 11', async () => {
    const { mnemonicToAccount } = await import('viem/accounts')
    expect(mnemonicToAccount(anvilMnemonic, { addressIndex: 10 }).address).toBe(
      bundlerAccounts.executor.address,
    )
    expect(mnemonicToAccount(anvilMnemonic, { addressIndex: 11 }).address).toBe(
      bundlerAccounts.utility.address,
    )
  })

  it('keeps the bundler on 127.0.0.1', () => {
    // The kernel's table of TCP sockets: address and port in hex, state 0A = listening.
    const listening = (file: string) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .slice(1)
        .map((line) => line.trim().split(/\s+/))
        .filter((fields) => fields[3] === '0A')
        .map((fields) => fields[1]?.split(':') ?? [])
        .filter(([, port]) => Number.parseInt(port ?? '', 16) === alto.port)
        .map(([address]) => address)
    expect(listening('/proc/net/tcp')).toEqual(['0100007F'])
    expect(listening('/proc/net/tcp6')).toEqual([])
  })

  it('refuses a second deployment on the same devnet', async () => {
    await expect(deployAccountAbstraction(anvil.rpcUrl)).rejects.toThrow(/not a fresh devnet/)
  })

  it('serves the EntryPoint and bundles a user operation that deploys its account', async () => {
    const { account, client, pimlico, smart } = await createSimpleAccountClient({
      rpcUrl: anvil.rpcUrl,
      chainId: 31337,
      bundlerUrl: alto.url,
      owner: privateKeyToAccount(generatePrivateKey()),
    })
    expect(await client.getCode({ address: account.address })).toBeUndefined()
    await fundAccount(anvil.rpcUrl, account.address, { value: parseEther('1') })
    expect(await pimlico.getSupportedEntryPoints()).toEqual([defaultAccountAbstraction.entryPoint])
    const recipient = '0x000000000000000000000000000000000000bEEF'
    const hash = await smart.sendUserOperation({
      calls: [{ to: recipient, value: 1234n }],
    })
    const receipt = await smart.waitForUserOperationReceipt({ hash, pollingInterval: 100 })
    expect(receipt.success).toBe(true)
    expect(receipt.sender).toBe(account.address)
    expect(await client.getCode({ address: account.address })).toMatch(/^0x[0-9a-f]+$/)
    expect(await client.getBalance({ address: recipient })).toBe(1234n)
  }, 60_000)
})
