import { verifyMessage, verifyTypedData } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { DEFAULT_PRIVATE_KEY } from './createWalletController'
import { executeRequest } from './executeRequest'
import { parseRequest } from './parseRequest'

const account = privateKeyToAccount(DEFAULT_PRIVATE_KEY)
const chains = [{ id: 31337, name: 'Devnet 31337', rpcUrl: 'http://127.0.0.1:8545' }]
const context = { account, chain: chains[0], chains }

describe('executeRequest', () => {
  it('signs personal_sign messages that verify for the account', async () => {
    const signature = await executeRequest(
      parseRequest('personal_sign', ['0x6869', account.address]),
      context,
    )
    expect(
      await verifyMessage({
        address: account.address,
        message: 'hi',
        signature: signature as `0x${string}`,
      }),
    ).toBe(true)
  })

  it('signs typed data that verifies', async () => {
    const typedData = {
      domain: { name: 'Portico', chainId: 31337 },
      types: { Mail: [{ name: 'contents', type: 'string' }] },
      primaryType: 'Mail',
      message: { contents: 'hi' },
    } as const
    const signature = await executeRequest(
      parseRequest('eth_signTypedData_v4', [account.address, JSON.stringify(typedData)]),
      context,
    )
    expect(
      await verifyTypedData({
        ...typedData,
        address: account.address,
        signature: signature as `0x${string}`,
      }),
    ).toBe(true)
  })

  it('answers with EIP-1193 codes: foreign account, unknown chain, unsupported method', async () => {
    const other = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    await expect(
      executeRequest(parseRequest('personal_sign', ['0x6869', other]), context),
    ).rejects.toMatchObject({ code: 4100 })
    await expect(
      executeRequest({ kind: 'switchChain', chainId: 10, add: false }, context),
    ).rejects.toMatchObject({ code: 4902 })
    expect(
      await executeRequest({ kind: 'switchChain', chainId: 31337, add: false }, context),
    ).toBeNull()
    await expect(executeRequest(parseRequest('eth_sign', []), context)).rejects.toMatchObject({
      code: 4200,
    })
    await expect(
      executeRequest(parseRequest('eth_sendTransaction', [{ to: other }]), {
        ...context,
        chain: undefined,
      }),
    ).rejects.toMatchObject({ code: 4901 })
  })
})
