import { createPimlicoClient } from 'permissionless/clients/pimlico'
import { createPublicClient, getContractAddress, http, pad, parseEther } from 'viem'
import { createBundlerClient, toSimple7702SmartAccount } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deployEip7702 } from './deployEip7702'
import { devnetChain } from './devnetChain'
import { CREATE2_DEPLOYER, EIP7702_PAYMASTER_DEPLOYER, eip7702Devnet } from './eip7702Devnet'
import { fundAccount } from './fundAccount'
import { rpcRequest } from './rpcRequest'
import type { Alto } from './startAlto'
import type { Anvil } from './startAnvil'
import { startEip7702Devnet } from './startEip7702Devnet'

describe('EIP-7702 on anvil: EntryPoint v0.8 and Simple7702Account with an alto bundler', () => {
  let anvil: Anvil
  let alto: Alto
  let stop: (() => Promise<void>) | undefined
  beforeAll(async () => {
    // One bundler for both EntryPoints, as the dev stack's would be.
    ;({ anvil, alto, stop } = await startEip7702Devnet(31337))
  }, 90_000)
  afterAll(async () => {
    await stop?.()
  })

  it("lands both contracts at mainnet's addresses and the paymaster at its deployer's first, and a second call changes nothing", async () => {
    const { createRequire } = await import('node:module')
    const require = createRequire(import.meta.url)
    const bytecode = (name: string) =>
      require(`@account-abstraction/contracts-v08/artifacts/${name}.json`).bytecode
    expect(
      getContractAddress({
        opcode: 'CREATE2',
        from: CREATE2_DEPLOYER,
        salt: '0x0a59dbff790c23c976a548690c27297883cc66b4c67024f9117b0238995e35e9',
        bytecode: bytecode('EntryPoint'),
      }),
    ).toBe(eip7702Devnet.entryPoint)
    expect(
      getContractAddress({
        opcode: 'CREATE2',
        from: CREATE2_DEPLOYER,
        salt: pad('0x00', { size: 32 }),
        bytecode: bytecode('Simple7702Account'),
      }),
    ).toBe(eip7702Devnet.implementation)
    expect(getContractAddress({ from: EIP7702_PAYMASTER_DEPLOYER, nonce: 0n })).toBe(
      eip7702Devnet.paymaster,
    )
    expect(
      await rpcRequest(anvil.rpcUrl, 'eth_getCode', [eip7702Devnet.paymaster, 'latest']),
    ).not.toBe('0x')
    await expect(deployEip7702(anvil.rpcUrl)).resolves.toEqual(eip7702Devnet)
    const entryPoints = await fetch(alto.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_supportedEntryPoints' }),
    }).then((response) => response.json())
    expect(entryPoints.result.map((address: string) => address.toLowerCase())).toContain(
      eip7702Devnet.entryPoint.toLowerCase(),
    )
  })

  it('delegates an EOA to Simple7702Account and batches two calls at its own address', async () => {
    const chain = devnetChain(31337, anvil.rpcUrl)
    const client = createPublicClient({ chain, transport: http(), pollingInterval: 100 })
    const owner = privateKeyToAccount(generatePrivateKey())
    await fundAccount(anvil.rpcUrl, owner.address, { value: parseEther('1') })
    const account = await toSimple7702SmartAccount({ client, owner })
    expect(account.address).toBe(owner.address)
    const pimlico = createPimlicoClient({
      chain,
      transport: http(alto.url),
      entryPoint: { address: eip7702Devnet.entryPoint, version: '0.8' },
    })
    const bundler = createBundlerClient({
      account,
      client,
      chain,
      transport: http(alto.url),
      pollingInterval: 100,
      userOperation: {
        estimateFeesPerGas: async () => (await pimlico.getUserOperationGasPrice()).fast,
      },
    })
    const [first, second] = [
      privateKeyToAccount(generatePrivateKey()).address,
      privateKeyToAccount(generatePrivateKey()).address,
    ]
    const authorization = await owner.signAuthorization({
      chainId: 31337,
      address: eip7702Devnet.implementation,
      nonce: await client.getTransactionCount({ address: owner.address }),
    })
    const hash = await bundler.sendUserOperation({
      authorization,
      calls: [
        { to: first, value: 1_000n },
        { to: second, value: 2_000n },
      ],
    })
    const { success, sender, receipt } = await bundler.waitForUserOperationReceipt({ hash })
    expect(success).toBe(true)
    expect(sender.toLowerCase()).toBe(owner.address.toLowerCase())
    expect(receipt.status).toBe('success')
    expect(await client.getBalance({ address: first })).toBe(1_000n)
    expect(await client.getBalance({ address: second })).toBe(2_000n)
    // The EOA's code is the 7702 delegation designator: 0xef0100 and the implementation.
    expect(await client.getCode({ address: owner.address })).toBe(
      `0xef0100${eip7702Devnet.implementation.slice(2).toLowerCase()}`,
    )
  })
})
