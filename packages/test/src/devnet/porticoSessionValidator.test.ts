import {
  type Address,
  encodeFunctionData,
  type Hex,
  keccak256,
  pad,
  parseAbi,
  parseEther,
  toFunctionSelector,
  toHex,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defaultAccountAbstraction } from './accountAbstraction'
import { createPorticoAccountClient } from './createPorticoAccountClient'
import { deployTestTokens } from './deployTestTokens'
import { fundAccount } from './fundAccount'
import {
  porticoSessionValidatorAbi,
  SESSION_ARGUMENT_CONDITION,
} from './porticoSessionValidatorAbi'
import { readTokenBalance } from './readTokenBalance'
import { rpcRequest } from './rpcRequest'
import type { Alto } from './startAlto'
import { type Anvil, startAnvil } from './startAnvil'
import { startBundlerOnDevnet } from './startBundlerOnDevnet'
import type { DeployedTestTokens } from './testTokens'

const validator = defaultAccountAbstraction.porticoSessionValidator
const recipient: Address = '0x000000000000000000000000000000000000bEEF'
const stranger: Address = '0x000000000000000000000000000000000000dEaD'
const tokenAbi = parseAbi([
  'function transfer(address to, uint256 amount) returns (bool)',
  'function approve(address spender, uint256 amount) returns (bool)',
  'function transferFrom(address from, address to, uint256 amount) returns (bool)',
  'function increaseAllowance(address spender, uint256 added) returns (bool)',
  'function decreaseAllowance(address spender, uint256 subtracted) returns (bool)',
])
const transfer = (amount: bigint, to: Address = recipient) =>
  encodeFunctionData({ abi: tokenAbi, functionName: 'transfer', args: [to, amount] })
const selector = (signature: string) => toFunctionSelector(signature)
// Enough gas for any devnet operation: the gas policy is not what most tests are about.
const plentyOfGas = { gasBudget: parseEther('1'), gasPerOperation: parseEther('0.1') }
// Fixed gas limits, so an operation's maximum cost is known: (verification + call + pre-verification) × maxFeePerGas.
const fixedGas = {
  verificationGasLimit: 1_000_000n,
  callGasLimit: 200_000n,
  preVerificationGas: 200_000n,
}
const fixedGasUnits = 1_400_000n

type CallRule = {
  selector: Hex
  arguments: { index: number; condition: number; value: Hex }[]
}
type Grant = {
  key: Address
  target: Address
  validUntil: number
  spendingLimit: bigint
  gasBudget: bigint
  gasPerOperation: bigint
  calls: CallRule[]
}

describe('PorticoSessionValidator: session keys of a PorticoAccount, through alto on anvil', () => {
  let anvil: Anvil
  let alto: Alto
  let tokens: DeployedTestTokens
  const owner = privateKeyToAccount(generatePrivateKey())
  const sessionKey = privateKeyToAccount(generatePrivateKey())
  const id = keccak256(toHex('session one'))
  let ownerClient: Awaited<ReturnType<typeof createPorticoAccountClient>>
  let sessionClient: Awaited<ReturnType<typeof createPorticoAccountClient>>
  const account = () => ownerClient.account.address
  const blockTime = async () => BigInt((await ownerClient.client.getBlock()).timestamp)
  const clientOf = (sessionId: Hex, key = sessionKey) =>
    createPorticoAccountClient({
      rpcUrl: anvil.rpcUrl,
      chainId: 31337,
      bundlerUrl: alto.url,
      owner: owner.address,
      session: { id: sessionId, key },
    })
  const asOwner = async (data: Hex) => {
    const hash = await ownerClient.smart.sendUserOperation({ calls: [{ to: validator, data }] })
    const receipt = await ownerClient.smart.waitForUserOperationReceipt({ hash })
    expect(receipt.success).toBe(true)
  }
  const enable = async (sessionId: Hex, grant: Partial<Grant> & Pick<Grant, 'calls'>) =>
    asOwner(
      encodeFunctionData({
        abi: porticoSessionValidatorAbi,
        functionName: 'enableSession',
        args: [
          sessionId,
          {
            key: sessionKey.address,
            target: tokens.erc20.address,
            validUntil: Number((await blockTime()) + 3600n),
            spendingLimit: 0n,
            ...plentyOfGas,
            ...grant,
          },
        ],
      }),
    )
  const asSession = async (
    calls: { to: Address; data: Hex; value?: bigint }[],
    client = sessionClient,
    gas: Partial<Record<string, bigint>> = {},
  ) => {
    const hash = await client.smart.sendUserOperation({ calls, ...gas })
    return client.smart.waitForUserOperationReceipt({ hash })
  }
  const sessionOf = (sessionId: Hex) =>
    ownerClient.client.readContract({
      address: validator,
      abi: porticoSessionValidatorAbi,
      functionName: 'sessionOf',
      args: [account(), sessionId],
    })
  const balanceOf = (token: Address, holder: Address) =>
    readTokenBalance(ownerClient.client, token, holder)
  // The price the bundler asks now (alto's own method).
  const feeNow = async () => {
    const { fast } = (await rpcRequest(alto.url, 'pimlico_getUserOperationGasPrice', [])) as {
      fast: { maxFeePerGas: Hex; maxPriorityFeePerGas: Hex }
    }
    return {
      maxFeePerGas: BigInt(fast.maxFeePerGas),
      maxPriorityFeePerGas: BigInt(fast.maxPriorityFeePerGas),
    }
  }

  beforeAll(async () => {
    anvil = await startAnvil({ chainId: 31337 })
    alto = await startBundlerOnDevnet(anvil.rpcUrl)
    const common = { rpcUrl: anvil.rpcUrl, chainId: 31337, bundlerUrl: alto.url }
    ownerClient = await createPorticoAccountClient({ ...common, owner })
    sessionClient = await clientOf(id)
    expect(sessionClient.account.address).toBe(ownerClient.account.address)
    await fundAccount(anvil.rpcUrl, ownerClient.account.address, { value: parseEther('1') })
    tokens = await deployTestTokens(anvil.rpcUrl, {
      holders: [ownerClient.account.address],
      amount: '100',
    })
  }, 120_000)
  afterAll(async () => {
    await alto?.stop()
    await anvil?.stop()
  })

  it('is installed, and enables a session of listed calls with argument rules', async () => {
    const read = (address: Address, name: string) =>
      ownerClient.client.readContract({
        address,
        abi: [
          {
            type: 'function',
            name,
            stateMutability: 'view',
            inputs: [],
            outputs: [{ type: 'address' }],
          },
        ],
        functionName: name,
      })
    expect(await read(defaultAccountAbstraction.porticoAccountFactory, 'sessionValidator')).toBe(
      validator,
    )
    // The owner's first operation deploys the account and enables the session: transfers to
    // `recipient` of at most 5 PTT each, and the other ERC-20 functions that hand out tokens,
    // 10 PTT in all.
    await enable(id, {
      spendingLimit: parseEther('10'),
      calls: [
        {
          selector: selector('transfer(address,uint256)'),
          arguments: [
            { index: 0, condition: SESSION_ARGUMENT_CONDITION.equal, value: pad(recipient) },
            {
              index: 1,
              condition: SESSION_ARGUMENT_CONDITION.atMost,
              value: pad(toHex(parseEther('5'))),
            },
          ],
        },
        { selector: selector('approve(address,uint256)'), arguments: [] },
        { selector: selector('transferFrom(address,address,uint256)'), arguments: [] },
        { selector: selector('increaseAllowance(address,uint256)'), arguments: [] },
      ],
    })
    expect(await read(account(), 'sessionValidator')).toBe(validator)
    expect(await sessionOf(id)).toMatchObject({
      key: sessionKey.address,
      target: tokens.erc20.address,
      countsTokens: true,
      callCount: 4,
      limit: parseEther('10'),
      spent: 0n,
    })
    const first = await ownerClient.client.readContract({
      address: validator,
      abi: porticoSessionValidatorAbi,
      functionName: 'callOf',
      args: [account(), id, 0n],
    })
    expect(first).toMatchObject({ selector: '0xa9059cbb', argumentCount: 2 })
    expect(first.arguments[0]).toMatchObject({
      index: 0,
      condition: 0,
      value: pad(recipient).toLowerCase(),
    })
  }, 60_000)

  it('lets the session key make an allowed call within its rules, counting what it spends and the gas', async () => {
    expect(
      (await asSession([{ to: tokens.erc20.address, data: transfer(parseEther('4')) }])).success,
    ).toBe(true)
    expect(await balanceOf(tokens.erc20.address, recipient)).toBe(parseEther('4'))
    const session = await sessionOf(id)
    expect(session.spent).toBe(parseEther('4'))
    expect(session.gasSpent).toBeGreaterThan(0n)
  }, 60_000)

  it('refuses a selector not on the list, and an argument outside its rule', async () => {
    await expect(
      asSession([
        {
          to: tokens.erc20.address,
          data: encodeFunctionData({
            abi: tokenAbi,
            functionName: 'decreaseAllowance',
            args: [recipient, 1n],
          }),
        },
      ]),
    ).rejects.toThrow(/session: function not allowed/)
    // Another recipient, or more than 5 PTT in one transfer.
    await expect(
      asSession([{ to: tokens.erc20.address, data: transfer(1n, stranger) }]),
    ).rejects.toThrow(/session: function not allowed/)
    await expect(
      asSession([{ to: tokens.erc20.address, data: transfer(parseEther('5') + 1n) }]),
    ).rejects.toThrow(/session: function not allowed/)
    // A plain ether transfer (no selector) is no listed call either.
    await expect(asSession([{ to: tokens.erc20.address, data: '0x' }])).rejects.toThrow(
      /session: function not allowed/,
    )
    expect(await balanceOf(tokens.erc20.address, stranger)).toBe(0n)
  }, 60_000)

  it('counts transferFrom, increaseAllowance and approve against the limit', async () => {
    // 4 PTT spent: 7 more through any ERC-20 function that hands out tokens is over 10.
    const handOuts = [
      encodeFunctionData({
        abi: tokenAbi,
        functionName: 'transferFrom',
        args: [account(), stranger, parseEther('7')],
      }),
      encodeFunctionData({
        abi: tokenAbi,
        functionName: 'increaseAllowance',
        args: [stranger, parseEther('7')],
      }),
      encodeFunctionData({
        abi: tokenAbi,
        functionName: 'approve',
        args: [stranger, parseEther('7')],
      }),
    ]
    for (const data of handOuts) {
      await expect(asSession([{ to: tokens.erc20.address, data }])).rejects.toThrow(
        /session: spending limit exceeded/,
      )
    }
    // In a token session the key sends no ether at all: its limit is in tokens.
    await expect(
      asSession([{ to: tokens.erc20.address, data: transfer(1n), value: 1n }]),
    ).rejects.toThrow(/session: no ether in a token session/)
    expect((await sessionOf(id)).spent).toBe(parseEther('4'))
  }, 60_000)

  it('refuses batches, another target, and another key', async () => {
    await expect(
      asSession([
        { to: tokens.erc20.address, data: transfer(1n) },
        { to: tokens.erc20.address, data: transfer(1n) },
      ]),
    ).rejects.toThrow(/session: only execute/)
    await expect(
      asSession([{ to: tokens.tetherStyle.address, data: transfer(1n) }]),
    ).rejects.toThrow(/session: target not allowed/)
    // The account calling itself (its execute, executeBatch) or the validator: never a target.
    await expect(asSession([{ to: account(), data: '0x' }])).rejects.toThrow(
      /session: target not allowed/,
    )
    const strangerKey = await clientOf(id, privateKeyToAccount(generatePrivateKey()))
    await expect(
      asSession([{ to: tokens.erc20.address, data: transfer(1n) }], strangerKey),
    ).rejects.toThrow(/signature/i)
  }, 60_000)

  it('never enables a session whose target is the account itself or the validator', async () => {
    const calls = [{ selector: selector('execute(address,uint256,bytes)'), arguments: [] }]
    // A revert in the call (not in validation): alto reports its data, the reason ABI-encoded.
    await expect(enable(keccak256(toHex('self')), { target: account(), calls })).rejects.toThrow(
      toHex('session: target not allowed').slice(2),
    )
    await expect(
      enable(keccak256(toHex('validator')), {
        target: validator,
        calls: [
          {
            selector: selector(
              'enableSession(bytes32,(address,address,uint48,uint256,uint256,uint256,(bytes4,(uint8,uint8,bytes32)[])[]))',
            ),
            arguments: [],
          },
        ],
      }),
    ).rejects.toThrow(toHex('session: target not allowed').slice(2))
  }, 60_000)

  it('caps each operation’s gas and counts it against the gas budget', async () => {
    const gasId = keccak256(toHex('gas session'))
    const fee = await feeNow()
    const cost = fixedGasUnits * fee.maxFeePerGas
    // Room for one operation at this price, not two.
    await enable(gasId, {
      spendingLimit: parseEther('100'),
      gasPerOperation: cost,
      gasBudget: cost + cost / 2n,
      calls: [{ selector: selector('transfer(address,uint256)'), arguments: [] }],
    })
    const client = await clientOf(gasId)
    const send = (gas: Record<string, bigint>) =>
      asSession([{ to: tokens.erc20.address, data: transfer(1n) }], client, { ...fixedGas, ...gas })
    await expect(send({ ...fee, maxFeePerGas: fee.maxFeePerGas * 2n })).rejects.toThrow(
      /session: gas above the per-operation cap/,
    )
    await expect(send({ ...fee, callGasLimit: fixedGas.callGasLimit * 2n })).rejects.toThrow(
      /session: gas above the per-operation cap/,
    )
    expect((await send(fee)).success).toBe(true)
    expect((await sessionOf(gasId)).gasSpent).toBe(cost)
    await expect(send(fee)).rejects.toThrow(/session: gas budget exhausted/)
  }, 60_000)

  it('counts native value against a session of payable calls, in wei', async () => {
    const valueId = keccak256(toHex('value session'))
    // A WETH-style payable `deposit()`: validation counts the value before any call runs.
    await enable(valueId, {
      target: tokens.tetherStyle.address,
      spendingLimit: 10n,
      calls: [{ selector: selector('deposit()'), arguments: [] }],
    })
    const client = await clientOf(valueId)
    expect((await sessionOf(valueId)).countsTokens).toBe(false)
    await expect(
      asSession(
        [{ to: tokens.tetherStyle.address, data: selector('deposit()'), value: 11n }],
        client,
      ),
    ).rejects.toThrow(/session: spending limit exceeded/)
  }, 60_000)

  it('lets only the account enable and revoke its sessions, an id once', async () => {
    const outsider = privateKeyToAccount(generatePrivateKey())
    await fundAccount(anvil.rpcUrl, outsider.address, { value: parseEther('1') })
    // Sessions are keyed by the caller: an outsider revoking `id` finds no session of its own.
    await expect(
      ownerClient.client.simulateContract({
        account: outsider,
        address: validator,
        abi: porticoSessionValidatorAbi,
        functionName: 'revokeSession',
        args: [id],
      }),
    ).rejects.toThrow(/session: unknown/)
    await expect(
      enable(id, {
        spendingLimit: 10n ** 30n,
        calls: [{ selector: selector('transfer(address,uint256)'), arguments: [] }],
      }),
    ).rejects.toThrow(toHex('session: id already used').slice(2))
  }, 60_000)

  it('refuses the key after the account revokes the session', async () => {
    const second = keccak256(toHex('session two'))
    const client = await clientOf(second)
    await enable(second, {
      spendingLimit: parseEther('5'),
      calls: [{ selector: selector('transfer(address,uint256)'), arguments: [] }],
    })
    expect(
      (await asSession([{ to: tokens.erc20.address, data: transfer(1n) }], client)).success,
    ).toBe(true)
    await asOwner(
      encodeFunctionData({
        abi: porticoSessionValidatorAbi,
        functionName: 'revokeSession',
        args: [second],
      }),
    )
    await expect(
      asSession([{ to: tokens.erc20.address, data: transfer(1n) }], client),
    ).rejects.toThrow(/session: revoked/)
  }, 60_000)

  it('refuses the key after the expiry (validUntil)', async () => {
    const third = keccak256(toHex('session three'))
    const client = await clientOf(third)
    await enable(third, {
      spendingLimit: parseEther('5'),
      validUntil: Number((await blockTime()) + 120n),
      calls: [{ selector: selector('transfer(address,uint256)'), arguments: [] }],
    })
    await rpcRequest(anvil.rpcUrl, 'evm_increaseTime', [600])
    await rpcRequest(anvil.rpcUrl, 'evm_mine', [])
    await expect(
      asSession([{ to: tokens.erc20.address, data: transfer(1n) }], client),
    ).rejects.toThrow(/expire|AA22/i)
  }, 60_000)
})
