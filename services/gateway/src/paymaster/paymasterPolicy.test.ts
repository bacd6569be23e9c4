import { decodeAbiParameters, type Hex, recoverMessageAddress, slice, toHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { gatewayConfigSchema } from '../config/gatewayConfigSchema'
import { gatewayTestDialects } from '../testing/gatewayTestDialects'
import {
  approve,
  ask,
  call,
  ENTRY_POINT,
  ENTRY_POINT_08,
  ORIGIN,
  OTHER,
  operation,
  PAYMASTER,
  PAYMASTER_08,
  policy,
  policyTestConfig,
  refusal,
  SIMPLE_7702,
  signer,
  TOKEN,
  transfer,
  usePolicyGateway,
} from '../testing/policyGateway'
import { verifyingPaymasterHash } from './verifyingPaymasterHash'

const { gateway } = usePolicyGateway()

describe.each(await gatewayTestDialects())('the paymaster’s policy (%s)', (dialect) => {
  it('answers the stub with the sponsor’s name, and signs what the policy allows for its paymaster', async () => {
    const { app, clock: now } = await gateway(dialect)
    const userOperation = operation()
    const stub = await ask(app, 'pm_getPaymasterStubData', userOperation)
    expect(stub).toMatchObject({
      id: 9,
      result: {
        paymaster: PAYMASTER,
        paymasterVerificationGasLimit: toHex(100_000),
        paymasterPostOpGasLimit: '0x0',
        sponsor: { name: 'Demo shop' },
        isFinal: false,
      },
    })
    const { result } = await ask(app, 'pm_getPaymasterData', userOperation)
    if (!result) throw new Error('expected a signed answer')
    expect(result).toMatchObject({
      paymaster: PAYMASTER,
      paymasterVerificationGasLimit: toHex(100_000),
    })
    // paymasterData = abi.encode(uint48 validUntil, uint48 validAfter) ‖ the signer's signature.
    const data = result.paymasterData as Hex
    expect(data.length).toBe(2 + 2 * (64 + 65))
    expect(stub.result?.paymasterData?.length).toBe(data.length)
    const [validUntil, validAfter] = decodeAbiParameters(
      [{ type: 'uint48' }, { type: 'uint48' }],
      slice(data, 0, 64),
    )
    expect(validUntil).toBe(Math.floor(now.now() / 1000) + 120)
    expect(validAfter).toBe(0)
    const hash = verifyingPaymasterHash(userOperation, {
      chainId: 31337,
      paymaster: PAYMASTER,
      verificationGasLimit: 100_000,
      postOpGasLimit: 0,
      validUntil,
      validAfter,
    })
    expect(
      await recoverMessageAddress({ message: { raw: hash }, signature: slice(data, 64) }),
    ).toBe(signer.address)
  })

  it('lists the networks where the calling project pays, for a kit to offer its paymaster', async () => {
    const { app } = await gateway(dialect)
    const networks = async (project: string) => {
      const res = await app.request(`/v1/bundler/networks?projectId=${project}`, {
        headers: { Origin: ORIGIN },
      })
      return res.json()
    }
    // 31338 has a bundler but no paymaster: smart accounts, no sponsorship.
    expect(await networks('p')).toEqual({
      smartAccountEnabledNetworks: [31337, 31338],
      sponsoredNetworks: [31337],
    })
    expect(await networks('none')).toEqual({
      smartAccountEnabledNetworks: [31337, 31338],
      sponsoredNetworks: [],
    })
  })

  it('refuses, with a line the kit can show, what the policy does not allow', async () => {
    const { app } = await gateway(dialect)
    const data = (userOperation: Record<string, unknown>, options = {}) =>
      ask(app, 'pm_getPaymasterData', userOperation, options).then(refusal)
    expect(await data(operation({ callData: call(TOKEN, approve) }))).toEqual({
      code: -32003,
      reason: 'call',
      message: 'This site does not pay the network fee for this action',
    })
    expect(await data(operation({ callData: call(OTHER, transfer) }))).toMatchObject({
      reason: 'call',
    })
    // 2,000,001 gas at 1 gwei: just over the 0.002 cap.
    expect(await data(operation({ callGasLimit: toHex(1_500_001) }))).toEqual({
      code: -32003,
      reason: 'cost',
      message: 'This action costs more network fee than this site pays for one action',
    })
    expect(await data(operation({ factory: OTHER, factoryData: '0x' }))).toMatchObject({
      reason: 'factory',
    })
    expect(await data(operation(), { project: 'none' })).toEqual({
      code: -32003,
      reason: 'no_policy',
      message: 'This site does not pay network fees',
    })
    // Devnet B has a bundler but no paymaster.
    expect(await data(operation(), { route: 'eip155:31338', chainId: '0x7a6a' })).toMatchObject({
      reason: 'chain',
    })
    // The stub is judged alike: the kit learns before estimating that the visitor pays.
    expect(
      refusal(
        await ask(app, 'pm_getPaymasterStubData', operation({ callData: call(TOKEN, approve) })),
      ),
    ).toMatchObject({ reason: 'call' })
  })

  it('signs only for the route’s chain and the paymaster’s EntryPoint, and an estimated operation', async () => {
    const { app } = await gateway(dialect)
    const invalid = async (userOperation: Record<string, unknown>, options = {}) =>
      (await ask(app, 'pm_getPaymasterData', userOperation, options)).error
    expect(await invalid(operation(), { chainId: '0x7a6a' })).toEqual({
      code: -32602,
      message: "Invalid params: chain id 0x7a6a is not this route's chain",
    })
    expect(await invalid(operation(), { entryPoint: OTHER })).toEqual({
      code: -32602,
      message: `Invalid params: this paymaster serves EntryPoint ${ENTRY_POINT}`,
    })
    expect((await invalid(operation({ initCode: `${OTHER}00` })))?.message).toBe(
      'Invalid params: a v0.7 user operation (factory and factoryData, not initCode or paymasterAndData)',
    )
    // An EIP-7702 account's operation is EntryPoint v0.8's: no budget is held for it here.
    const authorization = { chainId: '0x7a69', address: OTHER, nonce: '0x0', r: '0x1', s: '0x2' }
    for (const v08 of [
      { factory: '0x7702', factoryData: '0x' },
      { eip7702Auth: { ...authorization, yParity: '0x0' } },
    ]) {
      expect((await invalid(operation(v08)))?.message).toBe(
        'Invalid params: a v0.7 user operation (factory and factoryData, not initCode or paymasterAndData)',
      )
    }
    expect((await invalid(operation({ maxFeePerGas: undefined })))?.message).toMatch(
      /needs the operation’s gas fields/,
    )
    expect((await invalid(operation({ sender: 'nobody' })))?.message).toMatch(
      /^Invalid params at params\.0\.sender/,
    )
  })

  it("signs an EIP-7702 account's operation for the chain's v0.8 paymaster, sent with its EntryPoint", async () => {
    const { app, clock: now } = await gateway(dialect, { eip7702: true })
    const authorization = { chainId: '0x7a69', nonce: '0x0', r: '0x1', s: '0x2', yParity: '0x0' }
    const op7702 = (delegate: string) =>
      operation({
        factory: '0x7702',
        factoryData: '0x',
        eip7702Auth: { ...authorization, address: delegate },
      })
    const userOperation = op7702(SIMPLE_7702)
    const to08 = { entryPoint: ENTRY_POINT_08 }
    const stub = await ask(app, 'pm_getPaymasterStubData', userOperation, to08)
    expect(stub.result).toMatchObject({ paymaster: PAYMASTER_08, sponsor: { name: 'Demo shop' } })
    const { result } = await ask(app, 'pm_getPaymasterData', userOperation, to08)
    if (!result) throw new Error('expected a signed answer')
    expect(result.paymaster).toBe(PAYMASTER_08)
    // paymasterData = uint48 validUntil ‖ uint48 validAfter, packed ‖ the signer's signature.
    const data = result.paymasterData as Hex
    expect(data.length).toBe(2 + 2 * (12 + 65))
    const validUntil = Number(slice(data, 0, 6))
    expect(validUntil).toBe(Math.floor(now.now() / 1000) + 120)
    expect(Number(slice(data, 6, 12))).toBe(0)
    const hash = verifyingPaymasterHash(userOperation, {
      chainId: 31337,
      paymaster: PAYMASTER_08,
      verificationGasLimit: 100_000,
      postOpGasLimit: 0,
      validUntil,
      validAfter: 0,
    })
    expect(
      await recoverMessageAddress({ message: { raw: hash }, signature: slice(data, 12) }),
    ).toBe(signer.address)
    const invalid = async (op: Record<string, unknown>, options = {}) =>
      (await ask(app, 'pm_getPaymasterData', op, options)).error?.message
    expect(await invalid(userOperation)).toBe(
      `Invalid params: an EIP-7702 account's user operation goes through EntryPoint ${ENTRY_POINT_08}`,
    )
    // A factory contract would create an account no policy has read.
    expect(await invalid(operation({ factory: OTHER }), to08)).toMatch(
      /pays for EIP-7702 accounts' user operations \(factory 0x7702 or none\)/,
    )
    // Without an authorization the delegate is the sender's code's, read from the chain's node
    // (none answers here): nothing is signed for a delegate nobody read.
    expect(await invalid(operation(), to08)).toBe(
      "Internal error: the sender's code on eip155:31337 could not be read",
    )
    expect(await invalid(operation(), { entryPoint: OTHER })).toBe(
      `Invalid params: this paymaster serves EntryPoint ${ENTRY_POINT} (and ${ENTRY_POINT_08} for EIP-7702 accounts)`,
    )
    // An EOA delegated already sends its authorization without the marker (as viem does).
    const later = { ...userOperation, factory: undefined, factoryData: undefined }
    expect((await ask(app, 'pm_getPaymasterData', later, to08)).result?.paymaster).toBe(
      PAYMASTER_08,
    )
    expect(await invalid({ ...userOperation, factory: OTHER }, to08)).toMatch(/factory 0x7702/)
    expect(refusal(await ask(app, 'pm_getPaymasterData', op7702(OTHER), to08))).toEqual({
      code: -32003,
      reason: 'delegate',
      message: 'This site does not pay network fees for this kind of account',
    })
  })
})

describe('the sponsorship config', () => {
  const parse = (input: Record<string, unknown>) => {
    const parsed = gatewayConfigSchema.safeParse({ ...policyTestConfig, ...input })
    return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)
  }

  it('takes the test config, and says what is wrong with a broken one', () => {
    expect(parse({})).toEqual([])
    expect(parse({ paymaster: {} })).toEqual([
      "paymaster.signerKey: Chains have paymasters: set their signer's key (PORTICO_GATEWAY_PAYMASTER_SIGNER_KEY)",
    ])
    const project = (sponsorship: Record<string, unknown>) => ({
      projects: [{ projectId: 'p', sponsorship: { ...policy('Shop'), ...sponsorship } }],
    })
    expect(parse(project({ chains: [31338] }))).toEqual([
      'projects.0.sponsorship.chains.0: Chain 31338 has no paymaster (chains[].paymaster): nothing could pay there',
    ])
    expect(
      parse(project({ contracts: [{ address: TOKEN, selectors: ['transfer(address'] }] })),
    ).toEqual([
      'projects.0.sponsorship.contracts.0.selectors.0: Expected a 4-byte selector (0xa9059cbb) or a function signature (transfer(address,uint256)), not "transfer(address"',
    ])
    expect(parse(project({ maxCostPerOperation: '1e-3' }))).toEqual([
      'projects.0.sponsorship.maxCostPerOperation: Expected an amount of the native coin such as "0.01"',
    ])
    expect(parse(project({ dailyBudget: { project: '0.001', perVisitor: '0.0025' } }))).toEqual([
      "projects.0.sponsorship.dailyBudget.perVisitor: A visitor's daily budget cannot exceed the project's",
    ])
  })

  it("takes a token paymaster whose tokens are the chain's, within its bounds", () => {
    const [chainA, ...rest] = policyTestConfig.chains
    const withToken = (
      token: Record<string, unknown>,
      tokens: unknown[] = [{ address: TOKEN, name: 'Test', symbol: 'TST', decimals: 6 }],
    ) => ({
      chains: [
        {
          ...chainA,
          tokens,
          paymaster: { ...chainA?.paymaster, token: { address: OTHER, ...token } },
        },
        ...rest,
      ],
    })
    expect(parse(withToken({ tokens: [TOKEN] }))).toEqual([])
    expect(parse(withToken({ tokens: [TOKEN] }, []))).toEqual([
      `chains.0.paymaster.token.tokens.0: Token ${TOKEN} is not one of chain 31337's tokens: its symbol and decimals are unknown`,
    ])
    expect(parse(withToken({ tokens: [] }))).toEqual([
      'chains.0.paymaster.token.tokens: Too small: expected array to have >=1 items',
    ])
    expect(parse(withToken({ tokens: [TOKEN], markupPercent: 101 }))).toHaveLength(1)
    expect(parse(withToken({ tokens: [TOKEN], postOpGasLimit: 20_000 }))).toHaveLength(1)
  })
})
