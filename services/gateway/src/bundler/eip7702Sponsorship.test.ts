import {
  defaultAccountAbstraction,
  defaultTestTokens,
  defaultVerifyingPaymaster,
  deployTestTokens,
  deployVerifyingPaymaster,
  devnetChain,
  eip7702Devnet,
  readTokenBalance,
  rpcRequest,
  startEip7702Devnet,
} from '@portico/test/devnet'
import {
  type Address,
  concat,
  createClient,
  createPublicClient,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  parseAbi,
  parseEther,
} from 'viem'
import {
  createBundlerClient,
  createPaymasterClient,
  formatUserOperationRequest,
  toPackedUserOperation,
  toSimple7702SmartAccount,
  type UserOperation,
} from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningGateway } from '../startGateway'
import { bundlerGasPrice } from '../testing/bundlerGasPrice'
import { entryPointVerdict } from '../testing/entryPointVerdict'
import { sendOperationAsIs } from '../testing/sendOperationAsIs'
import { startSponsoringGateway } from '../testing/startSponsoringGateway'

const PROJECT = 'p'
const VALIDITY_SECONDS = 120
const signerKey = generatePrivateKey()
const token = defaultTestTokens.erc20.address
const mintAbi = parseAbi(['function mint(address to, uint256 amount)'])
const depositAbi = parseAbi(['function balanceOf(address account) view returns (uint256)'])
const mint = (to: Address, amount: bigint) => ({
  to: token,
  data: encodeFunctionData({ abi: mintAbi, functionName: 'mint', args: [to, amount] }),
})
const transfer = (to: Address, amount: bigint) => ({
  to: token,
  data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] }),
})
const route = (gateway: RunningGateway, chainId: number) =>
  `${gateway.url}/v1/bundler?projectId=${PROJECT}&chainId=eip155:${chainId}&bundler=alto`
const HASH = /^0x[0-9a-f]{64}$/

// Two devnets with the same contracts at the same addresses (both EntryPoints, Simple7702Account,
// the test token, and both verifying paymasters trusting the gateway's signer), each with its
// alto, and one gateway sponsoring a project's mints and transfers of the test token on both.
describe('sponsored EIP-7702 accounts (EntryPoint v0.8) through the gateway, a real alto and anvil', () => {
  const devnets: Awaited<ReturnType<typeof startEip7702Devnet>>[] = []
  let gateway: RunningGateway

  beforeAll(async () => {
    const signer = privateKeyToAccount(signerKey).address
    for (const chainId of [31337, 31338]) {
      const devnet = await startEip7702Devnet(chainId, {
        paymaster: { signer, deposit: parseEther('10') },
      })
      devnets.push(devnet)
      await deployTestTokens(devnet.anvil.rpcUrl)
      await deployVerifyingPaymaster(devnet.anvil.rpcUrl, { signer, deposit: parseEther('10') })
    }
    gateway = await startSponsoringGateway({
      chains: devnets.map((devnet, i) => ({
        chainId: 31337 + i,
        name: `Devnet ${31337 + i}`,
        rpcUrl: devnet.anvil.rpcUrl,
        bundlerUrl: devnet.alto.url,
        entryPoints: [defaultAccountAbstraction.entryPoint, eip7702Devnet.entryPoint],
        paymaster: {
          address: defaultVerifyingPaymaster,
          entryPoint: defaultAccountAbstraction.entryPoint,
          eip7702: { address: eip7702Devnet.paymaster, entryPoint: eip7702Devnet.entryPoint },
        },
      })),
      signerKey,
      validitySeconds: VALIDITY_SECONDS,
    })
  }, 240_000)
  afterAll(async () => {
    await gateway?.close()
    await Promise.all(devnets.map((devnet) => devnet.stop()))
  })
  // Devnet A is 31337, B 31338.
  const devnet = (chainId: number) => {
    const found = devnets[chainId - 31337]
    if (found) return found
    throw new Error(`no devnet ${chainId}`)
  }
  // A visitor's EOA with no ether, as a Simple7702Account asking the gateway for sponsorship the
  // way viem's paymaster client asks (ERC-7677 on the bundler route), and its authorization
  // delegating to `delegate` at its account nonce.
  const emptyEoa = async (
    chainId = 31337,
    owner = privateKeyToAccount(generatePrivateKey()),
    delegate: Address = eip7702Devnet.implementation,
  ) => {
    const chain = devnetChain(chainId, devnet(chainId).anvil.rpcUrl)
    const client = createPublicClient({ chain, transport: http(), pollingInterval: 100 })
    const account = await toSimple7702SmartAccount({ client, owner })
    const transport = http(route(gateway, chainId))
    const rpc = createClient({ chain, transport })
    // Sponsored through the gateway's ERC-7677 methods, at the gas price alto asks for.
    const bundler = createBundlerClient({
      paymaster: createPaymasterClient({ transport }),
      userOperation: { estimateFeesPerGas: () => bundlerGasPrice(rpc) },
      account,
      client,
      chain,
      transport,
      pollingInterval: 100,
    })
    const authorization = await owner.signAuthorization({
      chainId,
      address: delegate,
      nonce: await client.getTransactionCount({ address: owner.address }),
    })
    return { owner, client, account, bundler, authorization }
  }
  type Eoa = Awaited<ReturnType<typeof emptyEoa>>
  const prepare = async (eoa: Eoa, calls: { to: Address; data: Hex }[]) => {
    const prepared = (await eoa.bundler.prepareUserOperation({
      authorization: eoa.authorization,
      calls,
    })) as UserOperation<'0.8'>
    return { ...prepared, signature: await eoa.account.signUserOperation(prepared) }
  }
  const resign = async (eoa: Eoa, operation: UserOperation<'0.8'>) => ({
    ...operation,
    signature: await eoa.account.signUserOperation(operation),
  })
  const paymasterDeposit = (eoa: Eoa) =>
    eoa.client.readContract({
      address: eip7702Devnet.entryPoint,
      abi: depositAbi,
      functionName: 'balanceOf',
      args: [eip7702Devnet.paymaster],
    })
  // What EntryPoint v0.8 itself says of an operation, the sender's code delegating as its
  // authorization would have it.
  const verdict = async (chainId: number, operation: UserOperation<'0.8'>) =>
    entryPointVerdict((await emptyEoa(chainId)).client, {
      entryPoint: eip7702Devnet.entryPoint,
      operation: toPackedUserOperation(operation),
      stateOverride: [
        {
          address: operation.sender,
          code: concat([
            '0xef0100',
            operation.authorization?.address ?? eip7702Devnet.implementation,
          ]),
        },
      ],
    })
  const send = (chainId: number, operation: UserOperation<'0.8'>) =>
    sendOperationAsIs(route(gateway, chainId), operation, eip7702Devnet.entryPoint)
  const metric = async (pattern: RegExp) =>
    Number(pattern.exec(await gateway.metrics.render())?.[1] ?? 0)
  const reserved = () =>
    metric(/^portico_paymaster_reserved_wei_total\{chain="eip155:31337",project="p"[^}]*\} (\d+)$/m)
  const refused = () =>
    metric(
      /^portico_paymaster_refusals_total\{chain="eip155:31337",project="p",reason="delegate"[^}]*\} (\d+)$/m,
    )
  const NOT_THIS_ACCOUNT = /This site does not pay network fees for this kind of account/
  // A priced operation (another visitor's, every gas field there) to ask with below.
  const pricedOperation = async () => prepare(await emptyEoa(), [mint(eip7702Devnet.paymaster, 1n)])
  // pm_getPaymasterData's answer for `priced` changed by `changes` (another sender, say).
  const askSignature = (priced: UserOperation<'0.8'>, changes: Partial<UserOperation<'0.8'>>) =>
    rpcRequest(route(gateway, 31337), 'pm_getPaymasterData', [
      formatUserOperationRequest({ ...priced, ...changes }),
      eip7702Devnet.entryPoint,
      '0x7a69',
      {},
    ])
  // The same from `sender` with no authorization, with the 0x7702 marker or no factory.
  const withoutAuthorization = (sender: Address, factory?: '0x7702') => ({
    sender,
    authorization: undefined,
    factory,
    factoryData: factory && ('0x' as Hex),
  })

  it('lands an empty EOA’s authorization and two batched calls at its own address, paid from the v0.8 paymaster’s deposit', async () => {
    const eoa = await emptyEoa()
    const { owner, client, bundler, authorization } = eoa
    expect(await client.getBalance({ address: owner.address })).toBe(0n)
    const before = await paymasterDeposit(eoa)
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    const hash = await bundler.sendUserOperation({
      authorization,
      calls: [mint(owner.address, parseEther('5')), transfer(recipient, parseEther('2'))],
    })
    const receipt = await bundler.waitForUserOperationReceipt({ hash })
    expect(receipt.success).toBe(true)
    expect(receipt.sender.toLowerCase()).toBe(owner.address.toLowerCase())
    expect(receipt.paymaster?.toLowerCase()).toBe(eip7702Devnet.paymaster.toLowerCase())
    expect(await client.getCode({ address: owner.address })).toBe(
      `0xef0100${eip7702Devnet.implementation.slice(2).toLowerCase()}`,
    )
    const balanceOf = (holder: Address) => readTokenBalance(client, token, holder)
    expect(await balanceOf(owner.address)).toBe(parseEther('3'))
    expect(await balanceOf(recipient)).toBe(parseEther('2'))
    // The visitor paid nothing: the paymaster's deposit paid the operation's actual cost.
    expect(await client.getBalance({ address: owner.address })).toBe(0n)
    expect(receipt.actualGasCost).toBeGreaterThan(0n)
    expect(before - (await paymasterDeposit(eoa))).toBe(receipt.actualGasCost)
    // The settler finds it through EntryPoint v0.8 and counts what it really cost.
    const settledWei = () =>
      metric(
        /^portico_paymaster_settled_wei_total\{chain="eip155:31337",project="p"[^}]*\} (\d+)$/m,
      )
    await expect
      .poll(settledWei, { timeout: 10_000, interval: 200 })
      .toBe(Number(receipt.actualGasCost))
    // Its next operation, the EOA delegated already, is sponsored alike with a fresh authorization.
    const next = await bundler.sendUserOperation({
      authorization: await owner.signAuthorization({
        chainId: 31337,
        address: eip7702Devnet.implementation,
        nonce: await client.getTransactionCount({ address: owner.address }),
      }),
      calls: [transfer(recipient, parseEther('1'))],
    })
    expect((await bundler.waitForUserOperationReceipt({ hash: next })).success).toBe(true)
    expect(await balanceOf(recipient)).toBe(parseEther('3'))
    expect(await client.getBalance({ address: owner.address })).toBe(0n)
    expect(await gateway.metrics.render()).toMatch(
      new RegExp(
        `^portico_paymaster_deposit_wei\\{chain="eip155:31337",paymaster="${eip7702Devnet.paymaster.toLowerCase()}"[^}]*\\} \\d`,
        'm',
      ),
    )
  }, 90_000)

  it('lets a signature for one operation pay for no other: changed calls, a later nonce', async () => {
    const eoa = await emptyEoa()
    const signed = await prepare(eoa, [mint(eoa.owner.address, 1n)])
    // The same paymasterData on other calls, signed by the account as it would sign its own.
    const reused = await resign(eoa, {
      ...signed,
      callData: await eoa.account.encodeCalls([mint(eoa.owner.address, 10n ** 24n)]),
    })
    expect(await verdict(31337, reused)).toMatch(/AA34 signature error/)
    expect(await send(31337, reused)).toMatch(/AA34/)
    // The one it was signed for lands; then replayed under the next nonce, it is refused.
    const hash = await send(31337, signed)
    expect(hash).toMatch(HASH)
    const receipt = await eoa.bundler.waitForUserOperationReceipt({ hash: hash as Hex })
    expect(receipt.success).toBe(true)
    // A fresh authorization (the EOA's nonce moved), so only the paymaster's check can refuse it.
    const authorization = await eoa.owner.signAuthorization({
      chainId: 31337,
      address: eip7702Devnet.implementation,
      nonce: await eoa.client.getTransactionCount({ address: eoa.owner.address }),
    })
    const replay = await resign(eoa, { ...signed, nonce: signed.nonce + 1n, authorization })
    expect(await verdict(31337, replay)).toMatch(/AA34 signature error/)
    expect(await send(31337, replay)).toMatch(/AA34/)
  }, 90_000)

  it('lets a signature for one chain pay on no other', async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const onA = await emptyEoa(31337, owner)
    const onB = await emptyEoa(31338, owner)
    const signed = await prepare(onA, [mint(owner.address, 1n)])
    // Authorised and signed by the account for devnet B (both bind the chain), paymasterData of A.
    const onChainB = await resign(onB, { ...signed, authorization: onB.authorization })
    expect(await verdict(31338, onChainB)).toMatch(/AA34 signature error/)
    expect(await send(31338, onChainB)).toMatch(/AA34/)
  }, 90_000)

  it('refuses an EOA delegating to another implementation, holding no budget for it', async () => {
    const priced = await pricedOperation()
    const before = { reserved: await reserved(), refused: await refused() }
    // Its own contract as the delegate: it would read the calls as it likes, not as the policy did.
    const eoa = await emptyEoa(31337, undefined, eip7702Devnet.paymaster)
    await expect(
      eoa.bundler.prepareUserOperation({
        authorization: eoa.authorization,
        calls: [mint(eoa.owner.address, 1n)],
      }),
    ).rejects.toThrow(NOT_THIS_ACCOUNT)
    // Asked for its signature directly with every gas field: refused the same, nothing held.
    await expect(
      askSignature(priced, { sender: eoa.owner.address, authorization: eoa.authorization }),
    ).rejects.toThrow(NOT_THIS_ACCOUNT)
    expect(await reserved()).toBe(before.reserved)
    expect(await refused()).toBe(before.refused + 2)
  }, 90_000)

  it('sponsors a delegated EOA’s later operations, which carry no authorization: with no factory (as viem sends them) or the 0x7702 marker', async () => {
    const eoa = await emptyEoa()
    const { owner, client, bundler } = eoa
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    const balanceOf = (holder: Address) => readTokenBalance(client, token, holder)
    const first = await bundler.sendUserOperation({
      authorization: eoa.authorization,
      calls: [mint(owner.address, parseEther('5'))],
    })
    expect((await bundler.waitForUserOperationReceipt({ hash: first })).success).toBe(true)
    // Delegated now: viem signs no authorization and names no factory; the gateway reads the
    // delegate from the EOA's code.
    const second = await bundler.prepareUserOperation({
      calls: [transfer(recipient, parseEther('1'))],
    })
    expect(second.authorization).toBeUndefined()
    expect(second.factory).toBeUndefined()
    expect(second.paymaster?.toLowerCase()).toBe(eip7702Devnet.paymaster.toLowerCase())
    const before = await paymasterDeposit(eoa)
    const hash = await bundler.sendUserOperation({ calls: [transfer(recipient, parseEther('1'))] })
    const receipt = await bundler.waitForUserOperationReceipt({ hash })
    expect(receipt.success).toBe(true)
    expect(receipt.paymaster?.toLowerCase()).toBe(eip7702Devnet.paymaster.toLowerCase())
    expect(before - (await paymasterDeposit(eoa))).toBe(receipt.actualGasCost)
    expect(await balanceOf(recipient)).toBe(parseEther('1'))
    expect(await balanceOf(owner.address)).toBe(parseEther('4'))
    // With the marker and no authorization, as other clients send it, EntryPoint v0.8 reads the
    // delegate from the code as well, and so does the gateway's signature: the EntryPoint takes
    // it (judged by the EntryPoint's own simulation, not landed through alto).
    const marked = (await bundler.prepareUserOperation({
      calls: [transfer(recipient, parseEther('1'))],
      factory: '0x7702',
      factoryData: '0x',
    })) as UserOperation<'0.8'>
    expect(marked.factory).toBe('0x7702')
    expect(marked.paymaster?.toLowerCase()).toBe(eip7702Devnet.paymaster.toLowerCase())
    // The account signs the hash EntryPoint v0.8 makes of it, with its delegate for the marker.
    const signature = await eoa.account.signUserOperation({
      ...marked,
      authorization: { address: eip7702Devnet.implementation },
    } as UserOperation<'0.8'>)
    expect(await verdict(31337, { ...marked, signature })).toBe('accepted')
    expect(await client.getBalance({ address: owner.address })).toBe(0n)
  }, 90_000)

  it('refuses, holding no budget, an EOA re-delegated to a contract the chain does not list and an EOA delegated to nothing', async () => {
    const eoa = await emptyEoa()
    const { rpcUrl } = devnet(31337).anvil
    const delegateTo = (implementation: Address) =>
      rpcRequest(rpcUrl, 'anvil_setCode', [eoa.owner.address, concat(['0xef0100', implementation])])
    // Delegated to the listed implementation, its operations are sponsored without authorization.
    await delegateTo(eip7702Devnet.implementation)
    expect(
      (await eoa.bundler.prepareUserOperation({ calls: [mint(eoa.owner.address, 1n)] })).paymaster,
    ).toBeDefined()
    const priced = await pricedOperation()
    const before = { reserved: await reserved(), refused: await refused() }
    // Re-delegated to a contract the chain does not list (here the paymaster itself).
    await delegateTo(eip7702Devnet.paymaster)
    await expect(
      eoa.bundler.prepareUserOperation({ calls: [mint(eoa.owner.address, 1n)] }),
    ).rejects.toThrow(NOT_THIS_ACCOUNT)
    // A plain EOA: no code, no authorization, no EIP-7702 account at all.
    const plain = privateKeyToAccount(generatePrivateKey()).address
    expect(await eoa.client.getCode({ address: plain })).toBeUndefined()
    for (const sender of [eoa.owner.address, plain]) {
      for (const factory of [undefined, '0x7702'] as const) {
        await expect(askSignature(priced, withoutAuthorization(sender, factory))).rejects.toThrow(
          NOT_THIS_ACCOUNT,
        )
      }
    }
    expect(await refused()).toBe(before.refused + 5)
    expect(await reserved()).toBe(before.reserved)
  }, 90_000)

  // Last: it moves devnet A's clock past every signature made so far.
  it('lets a signature pay only within its validity window', async () => {
    const eoa = await emptyEoa()
    const signed = await prepare(eoa, [mint(eoa.owner.address, 1n)])
    const { rpcUrl } = devnet(31337).anvil
    await rpcRequest(rpcUrl, 'evm_increaseTime', [VALIDITY_SECONDS + 60])
    await rpcRequest(rpcUrl, 'evm_mine', [])
    expect(await verdict(31337, signed)).toMatch(/AA32 paymaster expired or not due/)
    // alto judges the window by its own clock, which did not move: it may take the operation,
    // but no bundle with it gets past the EntryPoint. It never lands, nor does its authorization.
    const hash = await send(31337, signed)
    if (HASH.test(hash)) {
      await new Promise((resolve) => setTimeout(resolve, 3_000))
      expect(
        await rpcRequest(route(gateway, 31337), 'eth_getUserOperationReceipt', [hash]),
      ).toBeNull()
    } else {
      expect(hash).toMatch(/AA32/)
    }
    expect(await eoa.client.getCode({ address: eoa.owner.address })).toBeUndefined()
  }, 90_000)
})
