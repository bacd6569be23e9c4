import {
  type Address,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  keccak256,
  parseEther,
  toFunctionSelector,
  toHex,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defaultAccountAbstraction } from './accountAbstraction'
import { createPorticoAccountClient } from './createPorticoAccountClient'
import { deployAccountAbstraction } from './deployAccountAbstraction'
import { deployTestTokens } from './deployTestTokens'
import { fundAccount } from './fundAccount'
import { porticoSessionValidatorAbi } from './porticoSessionValidatorAbi'
import { rpcRequest } from './rpcRequest'
import { type Alto, startAlto } from './startAlto'
import { type Anvil, startAnvil } from './startAnvil'
import type { DeployedTestTokens } from './testTokens'

const validator = defaultAccountAbstraction.porticoSessionValidator
const recipient: Address = '0x000000000000000000000000000000000000bEEF'
const transfer = (amount: bigint) =>
  encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [recipient, amount] })

describe('PorticoSessionValidator: session keys of a PorticoAccount, through alto on anvil', () => {
  let anvil: Anvil
  let alto: Alto
  let tokens: DeployedTestTokens
  const owner = privateKeyToAccount(generatePrivateKey())
  const sessionKey = privateKeyToAccount(generatePrivateKey())
  const id = keccak256(toHex('session one'))
  let ownerClient: Awaited<ReturnType<typeof createPorticoAccountClient>>
  let sessionClient: Awaited<ReturnType<typeof createPorticoAccountClient>>
  const blockTime = async () => BigInt((await ownerClient.client.getBlock()).timestamp)
  const asOwner = async (data: Hex) => {
    const hash = await ownerClient.smart.sendUserOperation({ calls: [{ to: validator, data }] })
    const receipt = await ownerClient.smart.waitForUserOperationReceipt({ hash })
    expect(receipt.success).toBe(true)
  }
  const asSession = async (
    calls: { to: Address; data: Hex; value?: bigint }[],
    client = sessionClient,
  ) => {
    const hash = await client.smart.sendUserOperation({ calls })
    return client.smart.waitForUserOperationReceipt({ hash })
  }
  const balanceOf = (token: Address, holder: Address) =>
    ownerClient.client.readContract({
      address: token,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [holder],
    })

  beforeAll(async () => {
    anvil = await startAnvil({ chainId: 31337 })
    await deployAccountAbstraction(anvil.rpcUrl)
    alto = await startAlto({
      rpcUrl: anvil.rpcUrl,
      entryPoint: defaultAccountAbstraction.entryPoint,
    })
    const common = { rpcUrl: anvil.rpcUrl, chainId: 31337, bundlerUrl: alto.url }
    ownerClient = await createPorticoAccountClient({ ...common, owner })
    sessionClient = await createPorticoAccountClient({
      ...common,
      owner: owner.address,
      session: { id, key: sessionKey },
    })
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

  it('is installed: the factory made it and every account names it', async () => {
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
    // The owner's first operation deploys the account and enables the session (10 PTT, an hour).
    await asOwner(
      encodeFunctionData({
        abi: porticoSessionValidatorAbi,
        functionName: 'enableSession',
        args: [
          id,
          sessionKey.address,
          tokens.erc20.address,
          toFunctionSelector('transfer(address,uint256)'),
          parseEther('10'),
          Number((await blockTime()) + 3600n),
        ],
      }),
    )
    expect(await read(ownerClient.account.address, 'sessionValidator')).toBe(validator)
    expect(
      await ownerClient.client.readContract({
        address: validator,
        abi: porticoSessionValidatorAbi,
        functionName: 'sessionOf',
        args: [ownerClient.account.address, id],
      }),
    ).toMatchObject({ key: sessionKey.address, target: tokens.erc20.address, spent: 0n })
  }, 60_000)

  it('lets the session key call the allowed function within the limit, counting what it spends', async () => {
    expect(
      (await asSession([{ to: tokens.erc20.address, data: transfer(parseEther('4')) }])).success,
    ).toBe(true)
    expect(
      (await asSession([{ to: tokens.erc20.address, data: transfer(parseEther('6')) }])).success,
    ).toBe(true)
    expect(await balanceOf(tokens.erc20.address, recipient)).toBe(parseEther('10'))
    const session = await ownerClient.client.readContract({
      address: validator,
      abi: porticoSessionValidatorAbi,
      functionName: 'sessionOf',
      args: [ownerClient.account.address, id],
    })
    expect(session.spent).toBe(parseEther('10'))
  }, 60_000)

  it('refuses a call beyond the limit', async () => {
    await expect(asSession([{ to: tokens.erc20.address, data: transfer(1n) }])).rejects.toThrow(
      /session: spending limit exceeded/,
    )
    expect(await balanceOf(tokens.erc20.address, recipient)).toBe(parseEther('10'))
  }, 60_000)

  it('refuses another target, another function, batches, native value and another key', async () => {
    await expect(
      asSession([{ to: tokens.tetherStyle.address, data: transfer(0n) }]),
    ).rejects.toThrow(/session: target not allowed/)
    await expect(
      asSession([
        {
          to: tokens.erc20.address,
          data: encodeFunctionData({
            abi: erc20Abi,
            functionName: 'approve',
            args: [recipient, 0n],
          }),
        },
      ]),
    ).rejects.toThrow(/session: function not allowed/)
    await expect(
      asSession([
        { to: tokens.erc20.address, data: transfer(0n) },
        { to: tokens.erc20.address, data: transfer(0n) },
      ]),
    ).rejects.toThrow(/session: only execute/)
    // Value counts against the limit too, whatever the function.
    await expect(
      asSession([{ to: tokens.erc20.address, data: transfer(0n), value: 1n }]),
    ).rejects.toThrow(/session: spending limit exceeded/)
    const stranger = await createPorticoAccountClient({
      rpcUrl: anvil.rpcUrl,
      chainId: 31337,
      bundlerUrl: alto.url,
      owner: owner.address,
      session: { id, key: privateKeyToAccount(generatePrivateKey()) },
    })
    await expect(
      asSession([{ to: tokens.erc20.address, data: transfer(0n) }], stranger),
    ).rejects.toThrow(/signature/i)
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
      asOwner(
        encodeFunctionData({
          abi: porticoSessionValidatorAbi,
          functionName: 'enableSession',
          args: [id, sessionKey.address, tokens.erc20.address, '0xa9059cbb', 10n ** 30n, 2 ** 40],
        }),
      ),
      // A revert in the call (not in validation): alto reports its data, the reason ABI-encoded.
    ).rejects.toThrow(toHex('session: id already used').slice(2))
  }, 60_000)

  it('refuses the key after the account revokes the session', async () => {
    const second = keccak256(toHex('session two'))
    const client = await createPorticoAccountClient({
      rpcUrl: anvil.rpcUrl,
      chainId: 31337,
      bundlerUrl: alto.url,
      owner: owner.address,
      session: { id: second, key: sessionKey },
    })
    await asOwner(
      encodeFunctionData({
        abi: porticoSessionValidatorAbi,
        functionName: 'enableSession',
        args: [
          second,
          sessionKey.address,
          tokens.erc20.address,
          toFunctionSelector('transfer(address,uint256)'),
          parseEther('5'),
          Number((await blockTime()) + 3600n),
        ],
      }),
    )
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
    const client = await createPorticoAccountClient({
      rpcUrl: anvil.rpcUrl,
      chainId: 31337,
      bundlerUrl: alto.url,
      owner: owner.address,
      session: { id: third, key: sessionKey },
    })
    await asOwner(
      encodeFunctionData({
        abi: porticoSessionValidatorAbi,
        functionName: 'enableSession',
        args: [
          third,
          sessionKey.address,
          tokens.erc20.address,
          toFunctionSelector('transfer(address,uint256)'),
          parseEther('5'),
          Number((await blockTime()) + 120n),
        ],
      }),
    )
    await rpcRequest(anvil.rpcUrl, 'evm_increaseTime', [600])
    await rpcRequest(anvil.rpcUrl, 'evm_mine', [])
    await expect(
      asSession([{ to: tokens.erc20.address, data: transfer(1n) }], client),
    ).rejects.toThrow(/expire|AA22/i)
  }, 60_000)
})
