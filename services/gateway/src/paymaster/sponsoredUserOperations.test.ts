import {
  createPorticoAccountClient,
  createSimpleAccountClient,
  defaultAccountAbstraction,
  defaultTestTokens,
  defaultVerifyingPaymaster,
  rpcRequest,
} from '@portico/test/devnet'
import { type Address, encodeFunctionData, erc20Abi, type Hex, parseAbi, parseEther } from 'viem'
import { toPackedUserOperation, type UserOperation } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningGateway } from '../startGateway'
import { entryPointVerdict as verdictOf } from '../testing/entryPointVerdict'
import { sendOperationAsIs } from '../testing/sendOperationAsIs'
import { startPaymasterDevnet } from '../testing/startPaymasterDevnet'
import { startSponsoringGateway } from '../testing/startSponsoringGateway'

const PROJECT = 'p'
const VALIDITY_SECONDS = 120
const signerKey = generatePrivateKey()
const token = defaultTestTokens.erc20.address
const mintAbi = parseAbi(['function mint(address to, uint256 amount)'])
const mint = (to: Address, amount: bigint) =>
  ({
    to: token,
    data: encodeFunctionData({ abi: mintAbi, functionName: 'mint', args: [to, amount] }),
  }) as const
const depositAbi = parseAbi(['function balanceOf(address account) view returns (uint256)'])
const route = (gateway: RunningGateway, chainId: number) =>
  `${gateway.url}/v1/bundler?projectId=${PROJECT}&chainId=eip155:${chainId}&bundler=pimlico`

// Two devnets with the same contracts at the same addresses (the EntryPoint, the account factory,
// the test token and the paymaster trusting the gateway's signer), each with its alto bundler, and
// one gateway sponsoring a project's mints and transfers of the test token on both.
describe('sponsored user operations through the gateway, a real alto and anvil', () => {
  const devnets: Awaited<ReturnType<typeof startPaymasterDevnet>>[] = []
  let gateway: RunningGateway

  beforeAll(async () => {
    for (const chainId of [31337, 31338]) {
      devnets.push(await startPaymasterDevnet(chainId, privateKeyToAccount(signerKey).address))
    }
    gateway = await startSponsoringGateway({
      chains: devnets.map((devnet) => devnet.chain),
      signerKey,
      validitySeconds: VALIDITY_SECONDS,
      accountFactories: [
        defaultAccountAbstraction.simpleAccountFactory,
        defaultAccountAbstraction.porticoAccountFactory,
      ],
    })
  }, 180_000)
  afterAll(async () => {
    await gateway?.close()
    for (const devnet of devnets) await devnet.stop()
  })

  const devnet = (chainId: number) => {
    const found = devnets.find((d) => d.chainId === chainId)
    if (!found) throw new Error(`no devnet ${chainId}`)
    return found
  }
  // A visitor's new SimpleAccount with no ether, asking the gateway for sponsorship.
  const emptyAccount = (chainId = 31337, owner = privateKeyToAccount(generatePrivateKey())) =>
    createSimpleAccountClient({
      rpcUrl: devnet(chainId).anvil.rpcUrl,
      chainId,
      bundlerUrl: route(gateway, chainId),
      owner,
      sponsored: true,
    })
  const paymasterDeposit = async (client: Awaited<ReturnType<typeof emptyAccount>>['client']) =>
    client.readContract({
      address: defaultAccountAbstraction.entryPoint,
      abi: depositAbi,
      functionName: 'balanceOf',
      args: [defaultVerifyingPaymaster],
    })
  // What the EntryPoint itself says of an operation, as a bundle of one on the chain.
  const entryPointVerdict = async (chainId: number, operation: UserOperation<'0.7'>) =>
    verdictOf((await emptyAccount(chainId)).client, {
      entryPoint: defaultAccountAbstraction.entryPoint,
      operation: toPackedUserOperation(operation),
    })
  // Sends an operation as it stands through the gateway's public route.
  const send = (chainId: number, operation: UserOperation<'0.7'>) =>
    sendOperationAsIs(route(gateway, chainId), operation, defaultAccountAbstraction.entryPoint)
  const HASH = /^0x[0-9a-f]{64}$/

  it('lands an empty account’s first operation, paid from the paymaster’s deposit', async () => {
    const { account, client, smart } = await emptyAccount()
    expect(await client.getBalance({ address: account.address })).toBe(0n)
    const before = await paymasterDeposit(client)
    const hash = await smart.sendUserOperation({ calls: [mint(account.address, parseEther('5'))] })
    const receipt = await smart.waitForUserOperationReceipt({ hash })
    expect(receipt.success).toBe(true)
    expect(receipt.paymaster?.toLowerCase()).toBe(defaultVerifyingPaymaster.toLowerCase())
    expect(await client.getCode({ address: account.address })).toMatch(/^0x[0-9a-f]+$/)
    expect(
      await client.readContract({
        address: token,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [account.address],
      }),
    ).toBe(parseEther('5'))
    // The visitor paid nothing: the paymaster's deposit paid the operation's actual cost.
    expect(await client.getBalance({ address: account.address })).toBe(0n)
    expect(before - (await paymasterDeposit(client))).toBe(receipt.actualGasCost)
    expect(receipt.actualGasCost).toBeGreaterThan(0n)
    // The gateway's settler finds it on chain and counts what it really cost.
    const settledWei = async () =>
      /^portico_paymaster_settled_wei_total\{chain="eip155:31337",project="p"[^}]*\} (\d+)$/m.exec(
        await gateway.metrics.render(),
      )?.[1]
    await expect
      .poll(settledWei, { timeout: 10_000, interval: 200 })
      .toBe(receipt.actualGasCost.toString())
    expect(await gateway.metrics.render()).toMatch(
      /^portico_paymaster_deposit_wei\{chain="eip155:31337"[^}]*\} \d/m,
    )
  }, 60_000)

  it('sponsors the embedded wallet’s PorticoAccount alike: created and batched with 0 ETH', async () => {
    const { account, client, smart } = await createPorticoAccountClient({
      rpcUrl: devnet(31337).anvil.rpcUrl,
      chainId: 31337,
      bundlerUrl: route(gateway, 31337),
      owner: privateKeyToAccount(generatePrivateKey()),
      sponsored: true,
    })
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    const transfer = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [recipient, parseEther('1')],
    })
    const hash = await smart.sendUserOperation({
      calls: [mint(account.address, parseEther('3')), { to: token, data: transfer }],
    })
    expect((await smart.waitForUserOperationReceipt({ hash })).success).toBe(true)
    const balanceOf = (address: Address) =>
      client.readContract({
        address: token,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [address],
      })
    expect(await balanceOf(account.address)).toBe(parseEther('2'))
    expect(await balanceOf(recipient)).toBe(parseEther('1'))
    expect(await client.getBalance({ address: account.address })).toBe(0n)
  }, 60_000)

  it('lets a signature for one operation pay for no other: changed calls, a later nonce', async () => {
    const { account, smart } = await emptyAccount()
    const prepared = (await smart.prepareUserOperation({
      calls: [mint(account.address, 1n)],
    })) as UserOperation<'0.7'>
    const signed = { ...prepared, signature: await account.signUserOperation(prepared) }
    // The same paymasterData on other calls, signed by the account as it would sign its own.
    const otherCalls = {
      ...prepared,
      callData: await account.encodeCalls([mint(account.address, 10n ** 24n)]),
    }
    const reused = { ...otherCalls, signature: await account.signUserOperation(otherCalls) }
    expect(await entryPointVerdict(31337, reused)).toMatch(/AA34 signature error/)
    expect(await send(31337, reused)).toMatch(/AA34/)
    // The one it was signed for lands; then replayed under the next nonce, it is refused.
    const hash = await send(31337, signed)
    expect(hash).toMatch(HASH)
    expect((await smart.waitForUserOperationReceipt({ hash: hash as Hex })).success).toBe(true)
    const next = {
      ...prepared,
      nonce: prepared.nonce + 1n,
      factory: undefined,
      factoryData: undefined,
    }
    const replay = { ...next, signature: await account.signUserOperation(next) }
    expect(await entryPointVerdict(31337, replay)).toMatch(/AA34 signature error/)
    expect(await send(31337, replay)).toMatch(/AA34/)
  }, 60_000)

  it('lets a signature for one chain pay on no other', async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const onA = await emptyAccount(31337, owner)
    const onB = await emptyAccount(31338, owner)
    // One owner, one factory: the same account address on both devnets.
    expect(onB.account.address).toBe(onA.account.address)
    const prepared = (await onA.smart.prepareUserOperation({
      calls: [mint(onA.account.address, 1n)],
    })) as UserOperation<'0.7'>
    // Signed by the account for devnet B (its signature binds the chain too), paymasterData of A.
    const onChainB = { ...prepared, signature: await onB.account.signUserOperation(prepared) }
    expect(await entryPointVerdict(31338, onChainB)).toMatch(/AA34 signature error/)
    expect(await send(31338, onChainB)).toMatch(/AA34/)
  }, 60_000)

  // Last: it moves devnet A's clock past every signature made so far.
  it('lets a signature pay only within its validity window', async () => {
    const { account, smart } = await emptyAccount()
    const prepared = (await smart.prepareUserOperation({
      calls: [mint(account.address, 1n)],
    })) as UserOperation<'0.7'>
    const signed = { ...prepared, signature: await account.signUserOperation(prepared) }
    const { rpcUrl } = devnet(31337).anvil
    await rpcRequest(rpcUrl, 'evm_increaseTime', [VALIDITY_SECONDS + 60])
    await rpcRequest(rpcUrl, 'evm_mine', [])
    expect(await entryPointVerdict(31337, signed)).toMatch(/AA32 paymaster expired or not due/)
    // alto judges the window by its own clock, which did not move: it takes the operation into
    // its mempool, but no bundle with it gets past the EntryPoint. It never lands.
    const hash = await send(31337, signed)
    expect(hash).toMatch(HASH)
    await new Promise((resolve) => setTimeout(resolve, 3_000))
    const status = (await rpcRequest(route(gateway, 31337), 'pimlico_getUserOperationStatus', [
      hash,
    ])) as { status: string }
    expect(status.status).not.toBe('included')
    expect(
      await rpcRequest(route(gateway, 31337), 'eth_getUserOperationReceipt', [hash]),
    ).toBeNull()
    const { client } = await emptyAccount()
    expect(await client.getCode({ address: account.address })).toBeUndefined()
  }, 60_000)
})
