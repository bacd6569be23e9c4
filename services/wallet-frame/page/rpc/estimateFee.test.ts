import { fundAccount } from '@portico/test/devnet'
import { type Address, type Hex, parseAbi, parseEther, parseEventLogs, toHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { createNodeFrame } from '../../src/testing/createNodeFrame'
import { logInByMail } from '../../src/testing/logInByMail'
import { readVisitorAccounts } from '../../src/testing/readVisitorAccounts'
import { setUpSmartAccountStack } from '../../src/testing/setUpSmartAccountStack'

const PROJECT = 'fee-test'
const recipient: Address = '0x000000000000000000000000000000000000bEEF'
const entryPointAbi = parseAbi([
  'event UserOperationEvent(bytes32 indexed userOpHash, address indexed sender, address indexed paymaster, uint256 nonce, bool success, uint256 actualGasCost, uint256 actualGasUsed)',
])

/** `estimate` is within 20 % of `paid`. */
function expectClose(estimate: bigint, paid: bigint) {
  expect(Number(estimate) / Number(paid)).toBeGreaterThan(0.8)
  expect(Number(estimate) / Number(paid)).toBeLessThan(1.2)
}

// A devnet with ERC-4337, its alto, a real gateway and the frame service: alto takes seconds.
const stack = setUpSmartAccountStack({ projectId: PROJECT })

describe('ESTIMATE_FEE and the approval’s network fee through a real gateway, alto and anvil', () => {
  let frame: ReturnType<typeof createNodeFrame>
  let smart: Address
  const transfer = (value: bigint) => ({ from: smart, to: recipient, value: toHex(value) })
  // What the EntryPoint charged the account for the user operation of that transaction.
  const charged = async (hash: Hex) => {
    const receipt = await stack().chain().getTransactionReceipt({ hash })
    const [event] = parseEventLogs({ abi: entryPointAbi, logs: receipt.logs })
    if (!event) throw new Error(`no user operation in ${hash}`)
    return event.args.actualGasCost
  }
  const estimateThenSend = async (value: bigint) => {
    const estimate = (await frame.request('ESTIMATE_FEE', {
      chainId: 31337,
      ...transfer(value),
    })) as { fee: Hex; gas: Hex; gasPrice: Hex }
    const hash = (await frame.request('RPC_REQUEST', {
      method: 'eth_sendTransaction',
      params: [transfer(value)],
    })) as Hex
    // The approval says the fee too: '≈ 0.00234382 ETH'.
    const row = frame.asked.at(-1)?.rows.find((r) => r.label === 'Network fee')?.value ?? ''
    const shown = parseEther(/^≈ ([\d.]+) ETH$/.exec(row)?.[1] ?? '0')
    return { estimate: BigInt(estimate.fee), shown, paid: await charged(hash) }
  }

  it('prices the first transaction as the user operation that also deploys the account', async () => {
    frame = createNodeFrame(stack().service, undefined, { projectId: PROJECT })
    await logInByMail(frame, {
      service: stack().service,
      mail: stack().mail,
      email: 'fee@example.com',
      seen: new Set(),
    })
    smart = (await readVisitorAccounts(frame)).smart
    await fundAccount(stack().anvil.rpcUrl, smart, { value: parseEther('1') })
    expect(await stack().chain().getCode({ address: smart })).toBeUndefined()
    const asked = frame.asked.length
    const { estimate, shown, paid } = await estimateThenSend(parseEther('0.01'))
    // Estimating asked the visitor nothing; sending asked once.
    expect(frame.asked.length).toBe(asked + 1)
    expect(await stack().chain().getCode({ address: smart })).toMatch(/^0x[0-9a-f]{2,}/)
    expectClose(estimate, paid)
    expectClose(shown, paid)
  })

  it('prices a later transaction of the deployed account as its own user operation', async () => {
    const { estimate, shown, paid } = await estimateThenSend(parseEther('0.02'))
    expectClose(estimate, paid)
    expectClose(shown, paid)
  })

  it('leaves the EOA’s transactions to the page and refuses an address not the visitor’s', async () => {
    await expect(
      frame.request('ESTIMATE_FEE', { chainId: 31337, ...transfer(1n), from: recipient }),
    ).rejects.toThrow('The address is not the connected account')
    const eoa = (await frame.request('SET_PREFERRED_ACCOUNT', { type: 'eoa' })) as {
      address: Address
    }
    expect(
      await frame.request('ESTIMATE_FEE', { chainId: 31337, ...transfer(1n), from: eoa.address }),
    ).toBeNull()
  })
})
