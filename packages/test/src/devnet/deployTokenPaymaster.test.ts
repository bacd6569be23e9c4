import {
  type Address,
  createPublicClient,
  encodeAbiParameters,
  encodeFunctionData,
  getContractAddress,
  http,
  parseAbi,
  parseEther,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defaultAccountAbstraction } from './accountAbstraction'
import { deployAccountAbstraction } from './deployAccountAbstraction'
import { deployTestTokens } from './deployTestTokens'
import { deployTokenPaymaster } from './deployTokenPaymaster'
import { readTokenBalance } from './readTokenBalance'
import { rpcRequest } from './rpcRequest'
import { sendFromDevAccount } from './sendFromDevAccount'
import { type Anvil, startAnvil } from './startAnvil'
import { anvilAccounts } from './testAccounts'
import { defaultTestTokens } from './testTokens'
import { defaultTokenPaymaster, TOKEN_PAYMASTER_DEPLOYER } from './tokenPaymaster'
import { devPaymasterSigner } from './verifyingPaymaster'

const paymasterAbi = parseAbi([
  'function signer() view returns (address)',
  'function entryPoint() view returns (address)',
  'function owner() view returns (address)',
  'function getDeposit() view returns (uint256)',
  'function withdrawToken(address token, address to, uint256 amount)',
  'function postOp(uint8 mode, bytes context, uint256 actualGasCost, uint256 actualUserOpFeePerGas)',
])
// Tether's ABI: approve returns nothing.
const tetherApproveAbi = parseAbi(['function approve(address spender, uint256 value)'])

describe('deployTokenPaymaster', () => {
  let anvil: Anvil
  const holder = (anvilAccounts[1] as { address: Address }).address
  const tUsdt = defaultTestTokens.tetherStyle.address
  beforeAll(async () => {
    anvil = await startAnvil({ chainId: 31337 })
    await deployAccountAbstraction(anvil.rpcUrl)
    await deployTestTokens(anvil.rpcUrl)
  }, 60_000)
  afterAll(async () => {
    await anvil?.stop()
  })
  const client = () => createPublicClient({ transport: http(anvil.rpcUrl) })
  const balanceOf = (token: Address, account: Address) => readTokenBalance(client(), token, account)
  // Runs `data` on `to` (the paymaster by default) as `from`, impersonated; throws on a revert.
  const callAs = async (from: Address, data: `0x${string}`, to = defaultTokenPaymaster) => {
    await rpcRequest(anvil.rpcUrl, 'anvil_impersonateAccount', [from])
    await rpcRequest(anvil.rpcUrl, 'anvil_setBalance', [from, '0xde0b6b3a7640000'])
    try {
      return await sendFromDevAccount(
        anvil.rpcUrl,
        { from, to, data, gas: 500_000n },
        'calling the token paymaster',
      )
    } finally {
      await rpcRequest(anvil.rpcUrl, 'anvil_stopImpersonatingAccount', [from])
    }
  }

  it('lands at the written-out address, trusting the dev signer, owned by its deployer, with its deposit', async () => {
    expect(getContractAddress({ from: TOKEN_PAYMASTER_DEPLOYER, nonce: 0n })).toBe(
      defaultTokenPaymaster,
    )
    expect(await deployTokenPaymaster(anvil.rpcUrl, { deposit: parseEther('7') })).toBe(
      defaultTokenPaymaster,
    )
    const read = (functionName: 'signer' | 'entryPoint' | 'owner' | 'getDeposit') =>
      client().readContract({ address: defaultTokenPaymaster, abi: paymasterAbi, functionName })
    expect(await read('signer')).toBe(devPaymasterSigner.address)
    expect(await read('entryPoint')).toBe(defaultAccountAbstraction.entryPoint)
    expect(await read('owner')).toBe(TOKEN_PAYMASTER_DEPLOYER)
    expect(await read('getDeposit')).toBe(parseEther('7'))
    // Kept as it is when there already: the dev stack may deploy it twice.
    expect(await deployTokenPaymaster(anvil.rpcUrl)).toBe(defaultTokenPaymaster)
    expect(await read('getDeposit')).toBe(parseEther('7'))
  }, 60_000)

  it('collects a Tether-style token in postOp within its gas limit, which the owner alone withdraws', async () => {
    await deployTokenPaymaster(anvil.rpcUrl)
    const amount = 1_234_567n
    const approve = encodeFunctionData({
      abi: tetherApproveAbi,
      functionName: 'approve',
      args: [defaultTokenPaymaster, amount],
    })
    await callAs(holder, approve, tUsdt)
    const before = await balanceOf(tUsdt, holder)
    const context = encodeAbiParameters(
      [{ type: 'address' }, { type: 'address' }, { type: 'uint256' }],
      [holder, tUsdt, amount],
    )
    const postOp = encodeFunctionData({
      abi: paymasterAbi,
      functionName: 'postOp',
      args: [0, context, 0n, 0n],
    })
    // Only the EntryPoint may call it.
    await expect(callAs(holder, postOp)).rejects.toThrow(/failed/)
    // What the call takes, less the transaction's own 21,000 (its calldata left in: a margin).
    const executionGas =
      (await client().estimateGas({
        account: defaultAccountAbstraction.entryPoint,
        to: defaultTokenPaymaster,
        data: postOp,
      })) - 21_000n
    await callAs(defaultAccountAbstraction.entryPoint, postOp)
    expect(before - (await balanceOf(tUsdt, holder))).toBe(amount)
    expect(await balanceOf(tUsdt, defaultTokenPaymaster)).toBe(amount)
    // The gateway's default postOpGasLimit (80,000) keeps a margin over the worst case: the
    // first-ever transferFrom into the paymaster, every slot cold, its balance written from zero.
    expect(executionGas).toBeLessThan(60_000n)
    // Paid once: the allowance is spent, so the same context cannot take it again.
    await expect(callAs(defaultAccountAbstraction.entryPoint, postOp)).rejects.toThrow(/failed/)

    const to = (anvilAccounts[2] as { address: Address }).address
    const withdraw = encodeFunctionData({
      abi: paymasterAbi,
      functionName: 'withdrawToken',
      args: [tUsdt, to, amount],
    })
    await expect(callAs(holder, withdraw)).rejects.toThrow(/failed/)
    const toBefore = await balanceOf(tUsdt, to)
    await callAs(TOKEN_PAYMASTER_DEPLOYER, withdraw)
    expect((await balanceOf(tUsdt, to)) - toBefore).toBe(amount)
    expect(await balanceOf(tUsdt, defaultTokenPaymaster)).toBe(0n)
  }, 60_000)
})
