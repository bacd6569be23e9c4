import {
  type Alto,
  type Anvil,
  createSimpleAccountClient,
  defaultAccountAbstraction,
  deployAccountAbstraction,
  fundAccount,
  getFreePort,
  startAlto,
  startAnvil,
} from '@portico/test/devnet'
import { encodeFunctionData, type Hex, parseAbi, parseEther } from 'viem'
import { formatUserOperationRequest } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { gatewayConfigSchema } from '../config/gatewayConfigSchema'
import { type RunningGateway, startGateway } from '../startGateway'
import { createTestGateway } from '../testing/createTestGateway'

const PROJECT = 'p'
const ORIGIN = 'http://127.0.0.1:5173'
// What an AppKit-style client sends: the chain as CAIP-2 and the session's bundler name.
const route = (chainId = 'eip155:31337') =>
  `/v1/bundler?projectId=${PROJECT}&chainId=${chainId}&bundler=pimlico`
const rpc = (method: string, params?: unknown[], id: number | string = 7) =>
  JSON.stringify({ jsonrpc: '2.0', id, method, ...(params && { params }) })
const entryPointAbi = parseAbi([
  'function withdrawTo(address withdrawAddress, uint256 withdrawAmount)',
])

// One devnet, its alto bundler and a gateway serving it over a socket, for the whole file:
// alto takes seconds to start.
describe('POST /v1/bundler through a real alto on anvil', () => {
  let anvil: Anvil
  let alto: Alto
  let gateway: RunningGateway
  const bundlerUrl = () => `${gateway.url}${route()}`

  beforeAll(async () => {
    anvil = await startAnvil({ chainId: 31337 })
    await deployAccountAbstraction(anvil.rpcUrl)
    alto = await startAlto({
      rpcUrl: anvil.rpcUrl,
      entryPoint: defaultAccountAbstraction.entryPoint,
    })
    gateway = await startGateway(
      gatewayConfigSchema.parse({
        port: 0,
        dbPath: ':memory:',
        chains: [
          { chainId: 31337, name: 'Devnet A', rpcUrl: anvil.rpcUrl, bundlerUrl: alto.url },
          // Served, but without a bundler: no smart accounts there.
          { chainId: 31338, name: 'Devnet B', rpcUrl: 'http://127.0.0.1:9/' },
        ],
        projects: [{ projectId: PROJECT, allowedOrigins: [ORIGIN] }],
        indexer: { enabled: false },
      }),
    )
  }, 90_000)
  afterAll(async () => {
    await gateway?.close()
    await alto?.stop()
    await anvil?.stop()
  })

  const newAccount = async () => {
    const made = await createSimpleAccountClient({
      rpcUrl: anvil.rpcUrl,
      chainId: 31337,
      bundlerUrl: bundlerUrl(),
      owner: privateKeyToAccount(generatePrivateKey()),
    })
    await fundAccount(anvil.rpcUrl, made.account.address, { value: parseEther('1') })
    return made
  }

  // The gateway's own fee estimate, over the socket as a wallet asks it.
  const post = async (params: unknown[]) => {
    const res = await fetch(bundlerUrl(), {
      method: 'POST',
      headers: { 'content-type': 'application/json', Origin: ORIGIN },
      body: rpc('portico_estimateUserOperationFee', params),
    })
    return (await res.json()) as {
      result?: { fee: Hex; gas: Hex; gasPrice: Hex }
      error?: { code: number; message: string }
    }
  }

  it('lists the chains with a bundler as the smart-account networks', async () => {
    const res = await fetch(`${gateway.url}/v1/bundler/networks?projectId=${PROJECT}`, {
      headers: { Origin: ORIGIN },
    })
    expect(res.status).toBe(200)
    // No paymaster here: nothing sponsored.
    expect(await res.json()).toEqual({
      smartAccountEnabledNetworks: [31337],
      sponsoredNetworks: [],
    })
  })

  it('deploys the account with its first user operation, and finds the operation by hash', async () => {
    const { account, client, pimlico, smart } = await newAccount()
    expect(await pimlico.getSupportedEntryPoints()).toEqual([defaultAccountAbstraction.entryPoint])
    expect(await client.getCode({ address: account.address })).toBeUndefined()
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    const hash = await smart.sendUserOperation({ calls: [{ to: recipient, value: 1000n }] })
    const receipt = await smart.waitForUserOperationReceipt({ hash })
    expect(receipt).toMatchObject({ success: true, sender: account.address, userOpHash: hash })
    expect(await client.getCode({ address: account.address })).toMatch(/^0x[0-9a-f]+$/)
    expect(await client.getBalance({ address: recipient })).toBe(1000n)
    const found = await smart.getUserOperation({ hash })
    expect(found.userOperation.sender).toBe(account.address)
    expect(found.userOperation.factory?.toLowerCase()).toBe(
      defaultAccountAbstraction.simpleAccountFactory.toLowerCase(),
    )
    expect(found.transactionHash).toBe(receipt.receipt.transactionHash)
  }, 60_000)

  it('executes a batched call in one user operation', async () => {
    const { smart, client } = await newAccount()
    const [first, second] = [generatePrivateKey(), generatePrivateKey()].map(
      (key) => privateKeyToAccount(key).address,
    )
    const hash = await smart.sendUserOperation({
      calls: [
        { to: first as Hex, value: 11n },
        { to: second as Hex, value: 22n },
      ],
    })
    const receipt = await smart.waitForUserOperationReceipt({ hash })
    expect(receipt.success).toBe(true)
    expect(await client.getBalance({ address: first as Hex })).toBe(11n)
    expect(await client.getBalance({ address: second as Hex })).toBe(22n)
  }, 60_000)

  it('reports a user operation whose call reverts as failed, in a mined bundle', async () => {
    const { smart, account } = await newAccount()
    // Deployed first, so the failing operation's gas is priced like its successful twin's.
    await smart.waitForUserOperationReceipt({
      hash: await smart.sendUserOperation({ calls: [{ to: account.address, value: 0n }] }),
    })
    const withdraw = (amount: bigint) => ({
      to: defaultAccountAbstraction.entryPoint,
      data: encodeFunctionData({
        abi: entryPointAbi,
        functionName: 'withdrawTo',
        args: [account.address, amount],
      }),
    })
    // Withdrawing nothing from the EntryPoint succeeds; more than the deposit reverts, and a
    // bundler refuses to estimate a call that reverts: estimate the twin, send the other.
    const gas = await smart.estimateUserOperationGas({ calls: [withdraw(0n)] })
    const hash = await smart.sendUserOperation({
      calls: [withdraw(10n ** 30n)],
      callGasLimit: gas.callGasLimit,
      verificationGasLimit: gas.verificationGasLimit,
      preVerificationGas: gas.preVerificationGas,
    })
    const receipt = await smart.waitForUserOperationReceipt({ hash })
    expect(receipt.success).toBe(false)
    expect(receipt.receipt.status).toBe('success')
    expect(receipt.sender).toBe(account.address)
  }, 60_000)

  it('answers JSON-RPC problems as JSON-RPC errors with the caller’s id, and forwards the rest', async () => {
    const post = async (body: string) => {
      const res = await fetch(bundlerUrl(), {
        method: 'POST',
        headers: { 'content-type': 'application/json', Origin: ORIGIN },
        body,
      })
      return { status: res.status, body: await res.json() }
    }
    expect(await post(rpc('eth_chainId', [], 'a'))).toEqual({
      status: 200,
      body: { jsonrpc: '2.0', id: 'a', result: '0x7a69' },
    })
    // The bundler's operator and debug methods stay behind the gateway.
    for (const method of ['debug_bundler_clearState', 'eth_sendRawTransaction']) {
      expect(await post(rpc(method, []))).toEqual({
        status: 200,
        body: {
          jsonrpc: '2.0',
          id: 7,
          error: {
            code: -32601,
            message: `Method not found: ${method} is not served by this bundler`,
          },
        },
      })
    }
    const badHash = await post(rpc('eth_getUserOperationReceipt', ['0x1234']))
    expect(badHash.body.error).toEqual({
      code: -32602,
      message: 'Invalid params at params.0: Expected a 32-byte 0x-prefixed hash',
    })
    // An unknown hash goes to the bundler, which knows nothing of it.
    const unknown = await post(rpc('eth_getUserOperationReceipt', [`0x${'ab'.repeat(32)}`]))
    expect(unknown).toEqual({ status: 200, body: { jsonrpc: '2.0', id: 7, result: null } })
    // A bundler error comes back as the bundler said it.
    const refused = await post(
      rpc('eth_sendUserOperation', [
        {
          sender: `0x${'11'.repeat(20)}`,
          nonce: '0x0',
          callData: '0x',
          callGasLimit: '0x1',
          verificationGasLimit: '0x1',
          preVerificationGas: '0x1',
          maxFeePerGas: '0x1',
          maxPriorityFeePerGas: '0x1',
          signature: '0x',
        },
        defaultAccountAbstraction.entryPoint,
      ]),
    )
    expect(refused.status).toBe(200)
    expect(refused.body).toMatchObject({
      jsonrpc: '2.0',
      id: 7,
      error: { code: expect.any(Number) },
    })
  })

  it('prices a user operation as the EntryPoint charges it, deployment included (portico_estimateUserOperationFee)', async () => {
    const { smart, account } = await newAccount()
    const charged = async (calls: { to: Hex; value: bigint }[]) => {
      const prepared = await smart.prepareUserOperation({ calls })
      const answer = await post([
        formatUserOperationRequest(prepared),
        defaultAccountAbstraction.entryPoint,
      ])
      // Priced before it is signed, as a wallet shows the fee before the visitor approves.
      const signature = await account.signUserOperation(prepared as never)
      const hash = await smart.sendUserOperation({ ...prepared, signature } as never)
      const receipt = await smart.waitForUserOperationReceipt({ hash })
      return { estimate: BigInt(answer.result?.fee ?? 0), paid: receipt.actualGasCost }
    }
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    // The bundler's padded limits times its price would say 30-45 % more than either costs.
    for (const { estimate, paid } of [
      await charged([{ to: recipient, value: 1n }]),
      await charged([{ to: recipient, value: 2n }]),
    ]) {
      expect(Number(estimate) / Number(paid)).toBeGreaterThan(0.8)
      expect(Number(estimate) / Number(paid)).toBeLessThan(1.2)
    }
    // An operation that cannot run says why; parameters are checked first.
    const stranger = {
      sender: privateKeyToAccount(generatePrivateKey()).address,
      nonce: '0x0',
      callData: '0x',
      signature: '0x',
      callGasLimit: '0x5208',
      verificationGasLimit: '0x186a0',
      preVerificationGas: '0xc350',
      maxFeePerGas: '0x3b9aca00',
      maxPriorityFeePerGas: '0x3b9aca00',
    }
    const refused = await post([stranger, defaultAccountAbstraction.entryPoint])
    expect(refused.error?.code).toBe(-32500)
    expect(refused.error?.message).toContain('AA20 account not deployed')
    expect((await post([stranger])).error).toEqual({ code: -32602, message: 'Invalid params' })
  }, 60_000)

  it('prices the operation of an account without the ether to pay it when told its balance', async () => {
    const made = await createSimpleAccountClient({
      rpcUrl: anvil.rpcUrl,
      chainId: 31337,
      bundlerUrl: bundlerUrl(),
      owner: privateKeyToAccount(generatePrivateKey()),
    })
    const sender = made.account.address
    const rich = { [sender]: { balance: '0x3635c9adc5dea00000' } }
    // The bundler's estimate with the same override, as a wallet asks it for an empty account.
    const prepared = await made.smart.prepareUserOperation({
      calls: [{ to: sender, value: 0n }],
      stateOverride: [{ address: sender, balance: parseEther('1000') }],
    })
    const operation = formatUserOperationRequest(prepared)
    const entryPoint = defaultAccountAbstraction.entryPoint
    const unpaid = await post([operation, entryPoint])
    expect(unpaid.error?.code).toBe(-32500)
    expect(unpaid.error?.message).toContain('AA21')
    const priced = await post([operation, entryPoint, rich])
    expect(BigInt(priced.result?.fee ?? 0)).toBeGreaterThan(0n)
    expect(await made.client.getBalance({ address: sender })).toBe(0n)
    // Balances only: code or storage is no parameter of this method.
    const coded = await post([
      operation,
      entryPoint,
      { [sender]: { balance: '0x1', code: '0x00' } },
    ])
    expect(coded.error?.code).toBe(-32602)
  }, 60_000)

  it('refuses a chain without a bundler, a bad query and a missing project', async () => {
    const call = (path: string, headers: Record<string, string> = { Origin: ORIGIN }) =>
      fetch(`${gateway.url}${path}`, { method: 'POST', headers, body: rpc('eth_chainId') })
    const noBundler = await call(route('eip155:31338'))
    expect(noBundler.status).toBe(400)
    expect(await noBundler.json()).toEqual({
      code: 'INVALID_PARAMS',
      message: 'Smart accounts are not enabled on eip155:31338',
    })
    const badChain = await call(route('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'))
    expect(badChain.status).toBe(400)
    expect((await badChain.json()).message).toMatch(/^Invalid query parameter 'chainId'/)
    const noName = await call(`/v1/bundler?projectId=${PROJECT}&chainId=31337`)
    expect((await noName.json()).message).toMatch(/^Invalid query parameter 'bundler'/)
    expect((await call(route().replace(`projectId=${PROJECT}`, 'projectId=other'))).status).toBe(
      403,
    )
    expect((await call(route(), { Origin: 'https://elsewhere.example' })).status).toBe(403)
  })
})

describe('POST /v1/bundler without a devnet', () => {
  it('limits the body size and the call rate, and says when the bundler is down', async () => {
    const closedPort = await getFreePort()
    const { app, close } = await createTestGateway(
      {
        chains: [
          {
            chainId: 31337,
            name: 'Devnet A',
            rpcUrl: 'http://127.0.0.1:9/',
            bundlerUrl: `http://127.0.0.1:${closedPort}`,
          },
        ],
        bodyLimitBytes: 4096,
        bundler: { rateLimit: { capacity: 2, refillPerSecond: 0.001 } },
      },
      { clientIp: () => '192.0.2.1' },
    )
    try {
      const post = (body: string) =>
        app.request(route(), {
          method: 'POST',
          body,
          headers: { 'content-length': String(Buffer.byteLength(body)) },
        })
      const down = await post(rpc('eth_chainId'))
      expect(down.status).toBe(503)
      expect(await down.json()).toEqual({
        code: 'UPSTREAM_UNAVAILABLE',
        message: 'Bundler unavailable',
      })
      expect((await post('{"jsonrpc":"2.0"')).status).toBe(400)
      const limited = await post(rpc('eth_chainId'))
      expect(limited.status).toBe(429)
      expect(limited.headers.get('Retry-After')).toMatch(/^\d+$/)
      // The size is judged before anything else.
      expect((await post(rpc('eth_chainId', ['x'.repeat(5000)]))).status).toBe(413)
    } finally {
      await close()
    }
  })
})
