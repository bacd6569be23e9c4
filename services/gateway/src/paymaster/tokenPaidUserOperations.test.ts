import {
  anvilAccounts,
  createSimpleAccountClient,
  type DeployedPriceFeed,
  defaultAccountAbstraction,
  defaultTestTokens,
  defaultTokenPaymaster,
  deployPriceFeed,
  RpcResponseError,
  readTokenBalance,
  sendFromDevAccount,
} from '@portico/test/devnet'
import { type Address, encodeFunctionData, erc20Abi, type Hex, pad, toHex } from 'viem'
import type { UserOperation } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningGateway } from '../startGateway'
import { sendOperationAsIs } from '../testing/sendOperationAsIs'
import { startPaymasterDevnet } from '../testing/startPaymasterDevnet'
import { startSponsoringGateway } from '../testing/startSponsoringGateway'
import {
  approveCall,
  paymasterRequest,
  prepareTokenPaid,
  withTokenPaymasterData,
} from '../testing/tokenPaidOperation'

const signerKey = generatePrivateKey()
const tUsdt = defaultTestTokens.tetherStyle.address
const ptt = defaultTestTokens.erc20.address
const funder = (anvilAccounts[0] as { address: Address }).address
const HASH = /^0x[0-9a-f]{64}$/
const transferCall = (token: Address, to: Address, amount: bigint) => ({
  to: token,
  data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] }),
})

// Two devnets with the same contracts at the same addresses (the token paymaster trusting the
// gateway's signer), each with its alto bundler; ETH at $3,000 and tUSDT at $1 in the gateway's
// table, PTT at $2 from a price feed on each devnet. Visitors hold tokens and no ether.
describe('user operations whose fee is paid in a token, through the gateway, a real alto and anvil', () => {
  const devnets: Awaited<ReturnType<typeof startPaymasterDevnet>>[] = []
  const feeds: DeployedPriceFeed[] = []
  let gateway: RunningGateway

  beforeAll(async () => {
    const chains = []
    for (const chainId of [31337, 31338]) {
      const devnet = await startPaymasterDevnet(chainId, privateKeyToAccount(signerKey).address)
      const feed = await deployPriceFeed(devnet.anvil.rpcUrl, { usd: 2, description: 'PTT / USD' })
      devnets.push(devnet)
      feeds.push(feed)
      chains.push({ ...devnet.chain, priceFeeds: [{ token: ptt, feed: feed.address }] })
    }
    gateway = await startSponsoringGateway({
      chains,
      signerKey,
      validitySeconds: 120,
      prices: { ETH: 3_000, tUSDT: 1 },
    })
  }, 180_000)
  afterAll(async () => {
    await gateway?.close()
    for (const devnet of devnets) await devnet.stop()
  })

  const route = (chainId: number) =>
    `${gateway.url}/v1/bundler?projectId=p&chainId=eip155:${chainId}&bundler=pimlico`
  const rpcUrlOf = (chainId: number) =>
    (devnets.find((d) => d.chainId === chainId) ?? devnets[0])?.anvil.rpcUrl ?? ''
  // A visitor's new SimpleAccount with no ether and `funds` of `token`.
  const visitor = async (
    chainId = 31337,
    owner = privateKeyToAccount(generatePrivateKey()),
    funds: { token: Address; amount: bigint } = { token: tUsdt, amount: 100_000_000n },
  ) => {
    const client = await createSimpleAccountClient({
      rpcUrl: rpcUrlOf(chainId),
      chainId,
      bundlerUrl: route(chainId),
      owner,
    })
    if (funds.amount > 0n) {
      const { data } = transferCall(funds.token, client.account.address, funds.amount)
      await sendFromDevAccount(
        rpcUrlOf(chainId),
        { from: funder, to: funds.token, data },
        'funding',
      )
    }
    return client
  }
  const balanceOf = (
    { client }: Awaited<ReturnType<typeof visitor>>,
    token: Address,
    owner: Address,
  ) => readTokenBalance(client, token, owner)
  const prepare = (
    client: Awaited<ReturnType<typeof visitor>>,
    calls: Parameters<typeof prepareTokenPaid>[4],
  ) => prepareTokenPaid(route(31337), client, 31337, tUsdt, calls)
  const send = (chainId: number, operation: UserOperation<'0.7'>) =>
    sendOperationAsIs(route(chainId), operation, defaultAccountAbstraction.entryPoint)
  // The gateway's refusal reason of a request, or 'signed'.
  const reasonOf = (request: Promise<unknown>) =>
    request.then(
      () => 'signed',
      (error: unknown) =>
        error instanceof RpcResponseError
          ? ((error.data as { reason?: string } | undefined)?.reason ?? error.message)
          : String(error),
    )

  it.each([
    {
      symbol: 'tUSDT',
      token: tUsdt,
      decimals: 6,
      tokensPerEther: 3_300n * 10n ** 6n,
      amount: 100_000_000n,
    },
    {
      symbol: 'PTT',
      token: ptt,
      decimals: 18,
      tokensPerEther: 1_650n * 10n ** 18n,
      amount: 100n * 10n ** 18n,
    },
  ])(
    'lands a $symbol transfer with its fee paid in $symbol: no ether, debited exactly the quoted amount',
    async (c) => {
      const funded = await visitor(31337, undefined, { token: c.token, amount: c.amount })
      const { account, client, smart } = funded
      const recipient = privateKeyToAccount(generatePrivateKey()).address
      const sent = c.amount / 10n
      const { operation, tokenAmount, quote } = await prepareTokenPaid(
        route(31337),
        funded,
        31337,
        c.token,
        [transferCall(c.token, recipient, sent)],
      )
      // The gateway's price: $3,000 of ether in the token, 10% markup, in its base units.
      expect(quote).toEqual({
        token: c.token,
        symbol: c.symbol,
        decimals: c.decimals,
        tokensPerEther: toHex(c.tokensPerEther),
      })
      expect(tokenAmount).toBeGreaterThan(0n)
      const paid = await withTokenPaymasterData(
        route(31337),
        31337,
        operation,
        c.token,
        tokenAmount,
      )
      const paymasterBefore = await balanceOf(funded, c.token, defaultTokenPaymaster)
      const hash = await send(31337, { ...paid, signature: await account.signUserOperation(paid) })
      expect(hash).toMatch(HASH)
      const receipt = await smart.waitForUserOperationReceipt({ hash: hash as Hex })
      expect(receipt.success).toBe(true)
      expect(receipt.paymaster?.toLowerCase()).toBe(defaultTokenPaymaster.toLowerCase())
      expect(await client.getBalance({ address: account.address })).toBe(0n)
      expect(await balanceOf(funded, c.token, account.address)).toBe(c.amount - sent - tokenAmount)
      expect(await balanceOf(funded, c.token, recipient)).toBe(sent)
      expect((await balanceOf(funded, c.token, defaultTokenPaymaster)) - paymasterBefore).toBe(
        tokenAmount,
      )
      const metrics = await gateway.metrics.render()
      expect(metrics).toMatch(
        new RegExp(
          `^portico_token_paymaster_operations_total\\{chain="eip155:31337",token="${c.token.toLowerCase()}",outcome="signed"[^}]*\\} [1-9]`,
          'm',
        ),
      )
    },
    90_000,
  )

  it('lets a signed quote pay for no other sender, token, amount, chain or nonce', async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const onA = await visitor(31337, owner)
    const onB = await visitor(31338, owner)
    expect(onB.account.address).toBe(onA.account.address)
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    const calls = [transferCall(tUsdt, recipient, 1_000n)]
    const { operation, tokenAmount } = await prepare(onA, calls)
    const paid = await withTokenPaymasterData(route(31337), 31337, operation, tUsdt, tokenAmount)
    const signedBy = async (client: typeof onA, op: UserOperation<'0.7'>) => ({
      ...op,
      signature: await client.account.signUserOperation(op),
    })
    // Another visitor's operation carrying this visitor's paymasterData.
    const other = await visitor(31337)
    const factory = await other.account.getFactoryArgs()
    const forOther = { ...paid, sender: other.account.address, ...factory } as UserOperation<'0.7'>
    expect(await send(31337, await signedBy(other, forOther))).toMatch(/AA34/)
    // The amount raised (approve and paymasterData alike), or another token, in the signed data.
    const data = paid.paymasterData as Hex
    const raised =
      `${data.slice(0, 2 + 64)}${pad(toHex(tokenAmount * 2n)).slice(2)}${data.slice(2 + 128)}` as Hex
    const callData = await onA.account.encodeCalls([
      approveCall(tUsdt, defaultTokenPaymaster, tokenAmount * 2n),
      ...calls,
    ])
    expect(
      await send(31337, await signedBy(onA, { ...paid, callData, paymasterData: raised })),
    ).toMatch(/AA34/)
    const otherToken =
      `${data.slice(0, 2 + 24)}${ptt.slice(2).toLowerCase()}${data.slice(2 + 64)}` as Hex
    expect(await send(31337, await signedBy(onA, { ...paid, paymasterData: otherToken }))).toMatch(
      /AA34/,
    )
    // Signed by the account for devnet B, with devnet A's paymasterData.
    expect(await send(31338, await signedBy(onB, paid))).toMatch(/AA34/)
    // The one it was signed for lands; replayed under the next nonce, it is refused.
    const hash = await send(31337, await signedBy(onA, paid))
    expect(hash).toMatch(HASH)
    expect((await onA.smart.waitForUserOperationReceipt({ hash: hash as Hex })).success).toBe(true)
    const next = { ...paid, nonce: paid.nonce + 1n, factory: undefined, factoryData: undefined }
    expect(await send(31337, await signedBy(onA, next))).toMatch(/AA34/)
  }, 90_000)

  it("shows the operator's risk: calls changed after the signature take no token, and the deposit pays", async () => {
    const funded = await visitor()
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    const calls = [transferCall(tUsdt, recipient, 1_000n)]
    const { operation, tokenAmount } = await prepare(funded, calls)
    const paid = await withTokenPaymasterData(route(31337), 31337, operation, tUsdt, tokenAmount)
    // The approve dropped: the calls are not signed, so the paymaster's signature still holds.
    const changed = { ...paid, callData: await funded.account.encodeCalls(calls) }
    const deposit = () =>
      funded.client.readContract({
        address: defaultAccountAbstraction.entryPoint,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [defaultTokenPaymaster],
      })
    const before = await deposit()
    const hash = await send(31337, {
      ...changed,
      signature: await funded.account.signUserOperation(changed),
    })
    expect(hash).toMatch(HASH)
    const receipt = await funded.smart.waitForUserOperationReceipt({ hash: hash as Hex })
    // postOp's transferFrom failed: EntryPoint v0.7 reverted the calls and charged the paymaster.
    expect(receipt.success).toBe(false)
    expect(await balanceOf(funded, tUsdt, funded.account.address)).toBe(100_000_000n)
    expect(await balanceOf(funded, tUsdt, recipient)).toBe(0n)
    expect(before - (await deposit())).toBe(receipt.actualGasCost)
    expect(await funded.client.getBalance({ address: funded.account.address })).toBe(0n)
  }, 90_000)

  it('refuses to sign below the price, an unlisted token, no approve first, too few tokens', async () => {
    const funded = await visitor()
    const calls = [transferCall(tUsdt, funder, 1_000n)]
    const { operation, tokenAmount } = await prepare(funded, calls)
    const ask = (op: UserOperation<'0.7'>, amount: bigint, token: Address = tUsdt) =>
      reasonOf(withTokenPaymasterData(route(31337), 31337, op, token, amount))
    expect(await ask(operation, tokenAmount - 1n)).toBe('tokenPrice')
    const unlisted = '0x000000000000000000000000000000000000beef'
    expect(await ask(operation, tokenAmount, unlisted)).toBe('token')
    expect(
      await reasonOf(
        paymasterRequest(route(31337), 'pm_getPaymasterStubData', operation, 31337, {
          token: unlisted,
        }),
      ),
    ).toBe('token')
    // The approve second, or for another amount than the signed one.
    const encode = (list: typeof calls) => funded.account.encodeCalls(list)
    const approve = approveCall(tUsdt, defaultTokenPaymaster, tokenAmount)
    const second = { ...operation, callData: await encode([...calls, approve]) }
    expect(await ask(second, tokenAmount)).toBe('tokenApproval')
    const otherAmount = approveCall(tUsdt, defaultTokenPaymaster, tokenAmount + 1n)
    expect(
      await ask({ ...operation, callData: await encode([otherAmount, ...calls]) }, tokenAmount),
    ).toBe('tokenApproval')
    // A visitor without enough tUSDT: refused with the token's name.
    const poor = await visitor(31337, undefined, { token: tUsdt, amount: 1n })
    const prepared = await prepare(poor, [])
    const refused = withTokenPaymasterData(
      route(31337),
      31337,
      prepared.operation,
      tUsdt,
      prepared.tokenAmount,
    )
    await expect(refused).rejects.toThrow('Not enough tUSDT to pay the network fee')
    await expect(reasonOf(refused)).resolves.toBe('tokenBalance')
  }, 90_000)

  it('refuses a token whose price is stale, and quotes it again once fresh', async () => {
    const funded = await visitor(31338, undefined, { token: ptt, amount: 10n ** 18n })
    const stub = () =>
      reasonOf(
        paymasterRequest(
          route(31338),
          'pm_getPaymasterStubData',
          { sender: funded.account.address, nonce: 0n, callData: '0x', signature: '0x' },
          31338,
          { token: ptt },
        ),
      )
    expect(await stub()).toBe('signed')
    const feed = feeds[1] as DeployedPriceFeed
    // An answer two hours old: past the feed's hour, so PTT has no price.
    await feed.postRound(2, Math.floor(Date.now() / 1000) - 7_200)
    expect(await stub()).toBe('price')
    await feed.postRound(2, Math.floor(Date.now() / 1000))
    expect(await stub()).toBe('signed')
  }, 60_000)
})
