import { createPublicClient, getContractAddress, http, parseAbi, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defaultAccountAbstraction } from './accountAbstraction'
import { deployAccountAbstraction } from './deployAccountAbstraction'
import { deployVerifyingPaymaster } from './deployVerifyingPaymaster'
import { type Anvil, startAnvil } from './startAnvil'
import {
  defaultVerifyingPaymaster,
  devPaymasterSigner,
  PAYMASTER_DEPLOYER,
} from './verifyingPaymaster'

const paymasterAbi = parseAbi([
  'function verifyingSigner() view returns (address)',
  'function entryPoint() view returns (address)',
  'function owner() view returns (address)',
  'function getDeposit() view returns (uint256)',
])

describe('deployVerifyingPaymaster', () => {
  let anvil: Anvil
  beforeAll(async () => {
    anvil = await startAnvil({ chainId: 31337 })
    await deployAccountAbstraction(anvil.rpcUrl)
  }, 60_000)
  afterAll(async () => {
    await anvil?.stop()
  })

  it('lands the reference paymaster at the written-out address, trusting the dev signer, with its deposit', async () => {
    expect(getContractAddress({ from: PAYMASTER_DEPLOYER, nonce: 0n })).toBe(
      defaultVerifyingPaymaster,
    )
    expect(privateKeyToAccount(devPaymasterSigner.privateKey).address).toBe(
      devPaymasterSigner.address,
    )
    expect(await deployVerifyingPaymaster(anvil.rpcUrl, { deposit: parseEther('7') })).toBe(
      defaultVerifyingPaymaster,
    )
    const client = createPublicClient({ transport: http(anvil.rpcUrl) })
    const read = (functionName: (typeof paymasterAbi)[number]['name']) =>
      client.readContract({ address: defaultVerifyingPaymaster, abi: paymasterAbi, functionName })
    expect(await read('verifyingSigner')).toBe(devPaymasterSigner.address)
    expect(await read('entryPoint')).toBe(defaultAccountAbstraction.entryPoint)
    expect(await read('owner')).toBe(PAYMASTER_DEPLOYER)
    expect(await read('getDeposit')).toBe(parseEther('7'))
    // Its address is taken: a second deployment on the same devnet is refused, not misplaced.
    await expect(deployVerifyingPaymaster(anvil.rpcUrl)).rejects.toThrow(/not a fresh devnet/)
  }, 60_000)
})
