import {
  defaultAccountAbstraction,
  devnetChain,
  eip7702Devnet,
  fundAccount,
  startEip7702Devnet,
} from '@portico/test/devnet'
import { createClient, createPublicClient, http, parseEther } from 'viem'
import {
  createBundlerClient,
  formatUserOperationRequest,
  toSimple7702SmartAccount,
} from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { gatewayConfigSchema } from '../config/gatewayConfigSchema'
import { type RunningGateway, startGateway } from '../startGateway'
import { bundlerGasPrice } from '../testing/bundlerGasPrice'

const PROJECT = 'p'
const ORIGIN = 'http://127.0.0.1:5173'
const route = '/v1/bundler?projectId=p&chainId=eip155:31337&bundler=alto'

// One devnet with both EntryPoints, one alto serving both, and a gateway in front of it.
describe('POST /v1/bundler: an EIP-7702 account (EntryPoint v0.8) through a real alto', () => {
  let devnet: Awaited<ReturnType<typeof startEip7702Devnet>>
  let gateway: RunningGateway

  beforeAll(async () => {
    devnet = await startEip7702Devnet(31337)
    gateway = await startGateway(
      gatewayConfigSchema.parse({
        port: 0,
        dbPath: ':memory:',
        projects: [{ projectId: PROJECT, allowedOrigins: [ORIGIN] }],
        indexer: { enabled: false },
        chains: [
          {
            chainId: 31337,
            name: 'Devnet A',
            rpcUrl: devnet.anvil.rpcUrl,
            bundlerUrl: devnet.alto.url,
            entryPoints: [defaultAccountAbstraction.entryPoint, eip7702Devnet.entryPoint],
          },
        ],
      }),
    )
  }, 90_000)
  afterAll(async () => {
    await gateway?.close()
    await devnet?.stop()
  })

  const delegated = async () => {
    const chain = devnetChain(31337, devnet.anvil.rpcUrl)
    const client = createPublicClient({ chain, transport: http(), pollingInterval: 100 })
    const owner = privateKeyToAccount(generatePrivateKey())
    await fundAccount(devnet.anvil.rpcUrl, owner.address, { value: parseEther('1') })
    const account = await toSimple7702SmartAccount({ client, owner })
    const transport = http(`${gateway.url}${route}`, {
      fetchOptions: { headers: { Origin: ORIGIN } },
    })
    // The gas price alto asks for, through the gateway as a wallet asks it.
    const rpc = createClient({ chain, transport })
    const bundler = createBundlerClient({
      account,
      client,
      chain,
      transport,
      pollingInterval: 100,
      userOperation: { estimateFeesPerGas: () => bundlerGasPrice(rpc) },
    })
    const authorization = await owner.signAuthorization({
      chainId: 31337,
      address: eip7702Devnet.implementation,
      nonce: await client.getTransactionCount({ address: owner.address }),
    })
    return { client, owner, bundler, authorization }
  }

  it("batches two calls at the visitor's own address, its code then delegating to the implementation", async () => {
    const { client, owner, bundler, authorization } = await delegated()
    const [first, second] = [1, 2].map(() => privateKeyToAccount(generatePrivateKey()).address)
    if (!first || !second) throw new Error('two recipients')
    const hash = await bundler.sendUserOperation({
      authorization,
      calls: [
        { to: first, value: 1_000n },
        { to: second, value: 2_000n },
      ],
    })
    const { success, sender } = await bundler.waitForUserOperationReceipt({ hash })
    expect(success).toBe(true)
    expect(sender.toLowerCase()).toBe(owner.address.toLowerCase())
    expect(await client.getBalance({ address: first })).toBe(1_000n)
    expect(await client.getBalance({ address: second })).toBe(2_000n)
    expect(await client.getCode({ address: owner.address })).toBe(
      `0xef0100${eip7702Devnet.implementation.slice(2).toLowerCase()}`,
    )
  })

  it('refuses an authorization with fields of its own before it reaches the bundler', async () => {
    const { bundler, authorization } = await delegated()
    const operation = await bundler.prepareUserOperation({
      authorization,
      calls: [{ to: eip7702Devnet.implementation, value: 0n }],
    })
    const request = formatUserOperationRequest(operation) as Record<string, unknown>
    const eip7702Auth = request.eip7702Auth as Record<string, unknown>
    expect(eip7702Auth).toMatchObject({ address: eip7702Devnet.implementation })
    const res = await fetch(`${gateway.url}${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', Origin: ORIGIN },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'eth_sendUserOperation',
        params: [
          { ...request, eip7702Auth: { ...eip7702Auth, extra: '0x01' } },
          eip7702Devnet.entryPoint,
        ],
      }),
    })
    const body = (await res.json()) as { error?: { code: number } }
    expect(body.error?.code).toBe(-32602)
  })
})
