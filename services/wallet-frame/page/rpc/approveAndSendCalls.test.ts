import {
  defaultAccountAbstraction,
  defaultTestTokens,
  defaultVerifyingPaymaster,
  fundAccount,
} from '@portico/test/devnet'
import {
  type Address,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  parseAbi,
  parseEther,
  parseEventLogs,
  toHex,
} from 'viem'
import { describe, expect, it } from 'vitest'
import { createNodeFrame } from '../../src/testing/createNodeFrame'
import { logInByMail } from '../../src/testing/logInByMail'
import { readVisitorAccounts } from '../../src/testing/readVisitorAccounts'
import { setUpSmartAccountStack } from '../../src/testing/setUpSmartAccountStack'

const PROJECT = 'sponsor-test'
const SPONSOR = 'Test Shop'
const token = defaultTestTokens.erc20.address
const recipient: Address = '0x000000000000000000000000000000000000bEEF'
const entryPointAbi = parseAbi([
  'event UserOperationEvent(bytes32 indexed userOpHash, address indexed sender, address indexed paymaster, uint256 nonce, bool success, uint256 actualGasCost, uint256 actualGasUsed)',
  'function balanceOf(address account) view returns (uint256)',
])
const transferData = (amount: bigint) =>
  encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [recipient, amount] })

const STINGY = 'stingy-test'
const policy = {
  sponsorName: SPONSOR,
  chains: [31337],
  contracts: [{ address: token, selectors: ['transfer(address,uint256)'] }],
  accountFactories: [defaultAccountAbstraction.porticoAccountFactory],
}

// A devnet with ERC-4337, the test tokens and the reference VerifyingPaymaster, its alto, a real
// gateway sponsoring two projects' transfers of the test token (account creation included; the
// second with a budget of 0.02 ETH a day), and the frame service: alto takes seconds.
const stack = setUpSmartAccountStack({
  projectId: PROJECT,
  sponsorship: {
    byProject: {
      [PROJECT]: {
        ...policy,
        maxCostPerOperation: '0.05',
        dailyBudget: { project: '10', perVisitor: '1' },
      },
      [STINGY]: {
        ...policy,
        maxCostPerOperation: '0.02',
        dailyBudget: { project: '0.02', perVisitor: '0.02' },
      },
    },
  },
})

describe('the embedded wallet’s user operations paid by the site’s own paymaster', () => {
  let frame: ReturnType<typeof createNodeFrame>
  let smart: Address
  const chain = () => stack().chain()
  const request = (method: string, params: unknown[]) =>
    frame.request('RPC_REQUEST', { method, params })
  const sendToken = (amount: bigint) =>
    request('eth_sendTransaction', [{ from: smart, to: token, data: transferData(amount) }])
  const deposit = () =>
    chain().readContract({
      address: defaultAccountAbstraction.entryPoint,
      abi: entryPointAbi,
      functionName: 'balanceOf',
      args: [defaultVerifyingPaymaster],
    })
  // The paymaster signatures the gateway gave (each one reserves the site's budget).
  const signaturesGiven = async () => {
    const text = await (await fetch(`${stack().gateway.url}/metrics`)).text()
    const line = text
      .split('\n')
      .find((l) => l.startsWith('portico_paymaster_sponsored_operations_total{'))
    return Number(line?.split(' ').at(-1) ?? 0)
  }
  const feeRow = () => frame.asked.at(-1)?.rows.find((row) => row.label === 'Network fee')?.value

  it('prices a sponsored transfer of a fresh visitor with no ether at nothing, paid by the site', async () => {
    frame = createNodeFrame(stack().service, undefined, { projectId: PROJECT })
    await logInByMail(frame, {
      service: stack().service,
      mail: stack().mail,
      email: 'sponsored@example.com',
      seen: new Set(),
    })
    smart = (await readVisitorAccounts(frame)).smart
    await fundAccount(stack().anvil.rpcUrl, smart, {
      tokens: [{ address: token, amount: parseEther('10') }],
    })
    expect(await chain().getBalance({ address: smart })).toBe(0n)
    expect(
      await frame.request('ESTIMATE_FEE', {
        chainId: 31337,
        from: smart,
        to: token,
        data: transferData(parseEther('1')),
      }),
    ).toEqual({ fee: '0x0', gas: '0x0', gasPrice: '0x0', paidBy: SPONSOR })
  })

  it('asks the paymaster for nothing signed when the visitor declines', async () => {
    const before = await signaturesGiven()
    frame.nextDecision(false)
    await expect(sendToken(parseEther('1'))).rejects.toThrow('User rejected the request.')
    expect(feeRow()).toBe(`paid by ${SPONSOR}`)
    expect(await signaturesGiven()).toBe(before)
    expect(await chain().getCode({ address: smart })).toBeUndefined()
  })

  it('sends the approved transfer with the paymaster’s signed fields: the deposit pays, the visitor’s ether stays 0', async () => {
    const before = await deposit()
    const given = await signaturesGiven()
    const hash = (await sendToken(parseEther('1'))) as Hex
    expect(feeRow()).toBe(`paid by ${SPONSOR}`)
    const receipt = await chain().getTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    const [event] = parseEventLogs({ abi: entryPointAbi, logs: receipt.logs })
    expect(event?.args).toMatchObject({ sender: smart, paymaster: defaultVerifyingPaymaster })
    expect(event?.args.success).toBe(true)
    expect(await deposit()).toBe(before - (event?.args.actualGasCost ?? 0n))
    expect(await chain().getBalance({ address: smart })).toBe(0n)
    expect(
      await chain().readContract({
        address: token,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [recipient],
      }),
    ).toBe(parseEther('1'))
    expect(await chain().getCode({ address: smart })).toMatch(/^0x[0-9a-f]{2,}/)
    expect(await signaturesGiven()).toBe(given + 1)
  })

  it('shows the site’s reason and the visitor’s own fee for an action out of the policy', async () => {
    const given = await signaturesGiven()
    // An ether transfer is no call the project pays for. With no ether the visitor cannot pay
    // it either: priced all the same, as what it would cost, and said to be unaffordable.
    const unaffordable = (await frame.request('ESTIMATE_FEE', {
      chainId: 31337,
      from: smart,
      to: recipient,
      value: toHex(1n),
    })) as { fee: Hex; sponsorshipRefusal?: string; insufficientFunds?: true }
    expect(BigInt(unaffordable.fee)).toBeGreaterThan(0n)
    expect(unaffordable).toMatchObject({
      sponsorshipRefusal: 'This site does not pay the network fee for this action',
      insufficientFunds: true,
    })
    frame.nextDecision(false)
    await expect(
      request('eth_sendTransaction', [{ from: smart, to: recipient, value: toHex(1n) }]),
    ).rejects.toThrow('User rejected the request.')
    expect(frame.asked.at(-1)?.warnings).toEqual([
      'This site does not pay the network fee for this action',
      'Insufficient balance',
    ])
    expect(feeRow()).toMatch(/^≈ [\d.]+ ETH$/)
    expect(await chain().getBalance({ address: recipient })).toBe(0n)
    // With ether, the visitor pays for it: the fee shown, the site's reason beside it.
    await fundAccount(stack().anvil.rpcUrl, smart, { value: parseEther('1') })
    const hash = (await request('eth_sendTransaction', [
      { from: smart, to: recipient, value: toHex(1n) },
    ])) as Hex
    expect(feeRow()).toMatch(/^≈ [\d.]+ ETH$/)
    expect(frame.asked.at(-1)?.warnings).toEqual([
      'This site does not pay the network fee for this action',
    ])
    expect(
      await frame.request('ESTIMATE_FEE', {
        chainId: 31337,
        from: smart,
        to: recipient,
        value: toHex(1n),
      }),
    ).not.toHaveProperty('insufficientFunds')
    const receipt = await chain().getTransactionReceipt({ hash })
    const [event] = parseEventLogs({ abi: entryPointAbi, logs: receipt.logs })
    expect(event?.args.paymaster).toBe('0x0000000000000000000000000000000000000000')
    expect(await chain().getBalance({ address: recipient })).toBe(1n)
    expect(await signaturesGiven()).toBe(given)
  })

  it('uses only its own gateway’s paymaster, whatever paymaster service a page names', async () => {
    const before = await chain().getBalance({ address: smart })
    const { id } = (await request('wallet_sendCalls', [
      {
        calls: [{ to: token, data: transferData(parseEther('2')) }],
        capabilities: { paymasterService: { url: 'https://paymaster.attacker.example/rpc' } },
      },
    ])) as { id: Hex }
    expect(feeRow()).toBe(`paid by ${SPONSOR}`)
    const status = (await request('wallet_getCallsStatus', [id])) as {
      receipts: { transactionHash: Hex }[]
    }
    const hash = status.receipts[0]?.transactionHash ?? '0x'
    const receipt = await chain().getTransactionReceipt({ hash })
    const [event] = parseEventLogs({ abi: entryPointAbi, logs: receipt.logs })
    expect(event?.args.paymaster).toBe(defaultVerifyingPaymaster)
    expect(await chain().getBalance({ address: smart })).toBe(before)
  })
})

describe('a site whose budget runs out between the approval and the paymaster’s signature', () => {
  it('sends nothing and asks the visitor again, with the fee theirs and the reason', async () => {
    const frame = createNodeFrame(stack().service, undefined, { projectId: STINGY })
    await logInByMail(frame, {
      service: stack().service,
      mail: stack().mail,
      email: 'stingy@example.com',
      seen: new Set(),
    })
    const { smart } = await readVisitorAccounts(frame)
    await fundAccount(stack().anvil.rpcUrl, smart, {
      tokens: [{ address: token, amount: parseEther('10') }],
    })
    // Another visitor's operation reserves all but 1,000 gwei of the day's budget: every limit
    // at 1 gwei, 19,999,000 gas with the paymaster's 100,000.
    const answer = await fetch(
      `${stack().gateway.url}/v1/bundler?projectId=${STINGY}&chainId=eip155:31337&bundler=pimlico`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1:5173' },
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method: 'pm_getPaymasterData',
          params: [
            {
              sender: '0x000000000000000000000000000000000000c0DE',
              nonce: '0x0',
              callData: encodeFunctionData({
                abi: parseAbi(['function execute(address dest, uint256 value, bytes func)']),
                functionName: 'execute',
                args: [token, 0n, transferData(1n)],
              }),
              signature: '0x',
              callGasLimit: toHex(19_898_998),
              verificationGasLimit: '0x1',
              preVerificationGas: '0x1',
              maxFeePerGas: toHex(10n ** 9n),
              maxPriorityFeePerGas: toHex(10n ** 9n),
            },
            defaultAccountAbstraction.entryPoint,
            '0x7a69',
            {},
          ],
        }),
      },
    )
    expect(((await answer.json()) as { result?: unknown }).result).toBeDefined()
    const asked = frame.asked.length
    frame.nextDecision(true)
    frame.nextDecision(false)
    await expect(
      frame.request('RPC_REQUEST', {
        method: 'eth_sendTransaction',
        params: [{ from: smart, to: token, data: transferData(parseEther('1')) }],
      }),
    ).rejects.toThrow('User rejected the request.')
    const [approved, again] = frame.asked.slice(asked)
    expect(approved?.rows).toContainEqual({ label: 'Network fee', value: `paid by ${SPONSOR}` })
    expect(again?.warnings).toContain(
      'This site no longer pays the network fee for this action today',
    )
    // An account without ether is priced at what it would pay, and told it cannot.
    expect(again?.rows.find((row) => row.label === 'Network fee')?.value).toMatch(/^≈ [\d.]+ ETH$/)
    expect(again?.warnings).toContain('Insufficient balance')
    expect(await stack().chain().getCode({ address: smart })).toBeUndefined()
  })
})
