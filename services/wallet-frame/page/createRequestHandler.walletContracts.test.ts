import {
  defaultAccountAbstraction,
  fundAccount,
  porticoSessionValidatorAbi,
} from '@portico/test/devnet'
import {
  type Address,
  encodeFunctionData,
  type Hex,
  maxUint256,
  parseAbi,
  parseEther,
  toFunctionSelector,
  toHex,
  zeroAddress,
} from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import type { createNodeFrame } from '../src/testing/createNodeFrame'
import { deployPorticoAccount } from '../src/testing/deployPorticoAccount'
import { logInVisitor } from '../src/testing/logInVisitor'
import { setUpSmartAccountStack } from '../src/testing/setUpSmartAccountStack'

// The attack: a page asks for a plain call (or a batch, or a transaction from the EOA) to the
// wallet's own machinery — `enableSession` on the account's session validator, or through the
// account's own `execute` — and the visitor, shown only "0x949c2102 (452 bytes)", approves. The
// page would hold a standing session key without `wallet_grantPermissions`, its view or the
// app's smartSessions switch. The frame must refuse before asking, and nothing may reach the chain.

const PROJECT = 'wallet-contracts'
const email = 'wallet.contracts@example.com'
const attackerKey: Address = '0x000000000000000000000000000000000000dEaD'
const recipient: Address = '0x000000000000000000000000000000000000bEEF'
const validator = defaultAccountAbstraction.porticoSessionValidator
const accountAbi = parseAbi(['function execute(address dest, uint256 value, bytes func)'])
const entryPointAbi = parseAbi([
  'function getNonce(address sender, uint192 key) view returns (uint256)',
])
const factoryAbi = parseAbi(['function sessionValidator() view returns (address)'])

let frame: ReturnType<typeof createNodeFrame>
let smart: Address
let eoa: Address
const chain = () => stack().chain()

// A session for the page's own key on any call to `recipient`, unlimited, for a day.
function enableSession(): { id: Hex; data: Hex } {
  const id = toHex(crypto.getRandomValues(new Uint8Array(32)))
  const data = encodeFunctionData({
    abi: porticoSessionValidatorAbi,
    functionName: 'enableSession',
    args: [
      id,
      {
        key: attackerKey,
        target: recipient,
        validUntil: Math.floor(Date.now() / 1000) + 86_400,
        spendingLimit: maxUint256,
        gasBudget: parseEther('1'),
        gasPerOperation: parseEther('0.1'),
        calls: [{ selector: toFunctionSelector('transfer(address,uint256)'), arguments: [] }],
      },
    ],
  })
  return { id, data }
}

const sessionKeyOf = async (id: Hex) =>
  (
    await chain().readContract({
      address: validator,
      abi: porticoSessionValidatorAbi,
      functionName: 'sessionOf',
      args: [smart, id],
    })
  ).key

const operationsOf = (account: Address) =>
  chain().readContract({
    address: defaultAccountAbstraction.entryPoint,
    abi: entryPointAbi,
    functionName: 'getNonce',
    args: [account, 0n],
  })

// Refused with the spec's sentence and code, and the visitor was never asked.
async function refused(method: string, params: unknown[]) {
  const asked = frame.asked.length
  const answer = frame.request('RPC_REQUEST', { method, params })
  await expect(answer).rejects.toThrow('Requested RPC call is not allowed')
  await expect(answer).rejects.toMatchObject({ code: 'RPC_NOT_ALLOWED' })
  expect(frame.asked.length).toBe(asked)
}

// One devnet with ERC-4337 and the session validator, its alto, a real gateway and the frame
// service; the smart account holds ether, so an operation the frame let through would be mined.
const stack = setUpSmartAccountStack({ projectId: PROJECT })
beforeAll(async () => {
  ;({ frame, smart, eoa } = await logInVisitor(stack(), email))
  await fundAccount(stack().anvil.rpcUrl, smart, { value: parseEther('1') })
  await fundAccount(stack().anvil.rpcUrl, eoa, { value: parseEther('1') })
}, 120_000)

describe('the wallet’s own contracts are out of reach of a plain approval', () => {
  it('knows the validator the factory installs (its first contract)', async () => {
    expect(
      await chain().readContract({
        address: defaultAccountAbstraction.porticoAccountFactory,
        abi: factoryAbi,
        functionName: 'sessionValidator',
      }),
    ).toBe(validator)
  })

  it('refuses wallet_sendCalls with enableSession on the validator, even as the second call', async () => {
    await frame.request('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })
    const session = enableSession()
    const operations = await operationsOf(smart)
    await refused('wallet_sendCalls', [
      {
        calls: [
          { to: recipient, value: '0x1' },
          // Lower-cased: the address is compared, not its spelling.
          { to: validator.toLowerCase(), data: session.data },
        ],
      },
    ])
    expect(await sessionKeyOf(session.id)).toBe(zeroAddress)
    // No user operation was signed or sent: the account's EntryPoint nonce has not moved.
    expect(await operationsOf(smart)).toBe(operations)
  }, 60_000)

  it('refuses eth_sendTransaction to the validator and to the account’s own execute', async () => {
    await frame.request('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })
    const direct = enableSession()
    const operations = await operationsOf(smart)
    await refused('eth_sendTransaction', [{ from: smart, to: validator, data: direct.data }])
    const nested = enableSession()
    await refused('eth_sendTransaction', [
      {
        from: smart,
        to: smart,
        data: encodeFunctionData({
          abi: accountAbi,
          functionName: 'execute',
          args: [validator, 0n, nested.data],
        }),
      },
    ])
    expect(await sessionKeyOf(direct.id)).toBe(zeroAddress)
    expect(await sessionKeyOf(nested.id)).toBe(zeroAddress)
    expect(await operationsOf(smart)).toBe(operations)
  }, 60_000)

  it('refuses calls to the account, its factory and the EntryPoint in a batch', async () => {
    await frame.request('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })
    const execute = encodeFunctionData({
      abi: accountAbi,
      functionName: 'execute',
      args: [recipient, 1n, '0x'],
    })
    await refused('wallet_sendCalls', [{ calls: [{ to: smart, data: execute }] }])
    // A plain transfer funds the EntryPoint deposit, which only a refused call could withdraw.
    for (const to of [
      defaultAccountAbstraction.porticoAccountFactory,
      defaultAccountAbstraction.entryPoint,
    ]) {
      await refused('wallet_sendCalls', [{ calls: [{ to, value: '0x1' }] }])
    }
  }, 60_000)

  it('refuses the EOA’s call to its deployed smart account, which the account obeys as its owner', async () => {
    // Deployed by someone else, so the owner's direct call would reach `execute`.
    await deployPorticoAccount(stack().anvil.rpcUrl, eoa, 0n)
    const client = chain()
    expect(await client.getCode({ address: smart })).toMatch(/^0x[0-9a-f]{2,}/)

    await frame.request('SET_PREFERRED_ACCOUNT', { type: 'eoa' })
    try {
      const session = enableSession()
      const execute = encodeFunctionData({
        abi: accountAbi,
        functionName: 'execute',
        args: [validator, 0n, session.data],
      })
      await refused('eth_sendTransaction', [{ from: eoa, to: smart, data: execute }])
      await refused('eth_sendTransaction', [{ from: eoa, to: validator, data: session.data }])
      expect(await sessionKeyOf(session.id)).toBe(zeroAddress)
      // Nothing was signed: the EOA has sent no transaction.
      expect(await client.getTransactionCount({ address: eoa })).toBe(0)
    } finally {
      await frame.request('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })
    }
  }, 60_000)

  it('lets the EOA fund its own smart account with a plain transfer, once approved', async () => {
    await frame.request('SET_PREFERRED_ACCOUNT', { type: 'eoa' })
    try {
      const before = await chain().getBalance({ address: smart })
      const asked = frame.asked.length
      frame.nextDecision(true)
      const hash = (await frame.request('RPC_REQUEST', {
        method: 'eth_sendTransaction',
        params: [{ from: eoa, to: smart, value: '0x5' }],
      })) as Hex
      await chain().waitForTransactionReceipt({ hash })
      expect(frame.asked.length).toBe(asked + 1)
      expect(await chain().getBalance({ address: smart })).toBe(before + 5n)
    } finally {
      await frame.request('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })
    }
  }, 60_000)

  it('still sends an ordinary call once approved', async () => {
    await frame.request('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })
    const before = await chain().getBalance({ address: recipient })
    frame.nextDecision(true)
    await frame.request('RPC_REQUEST', {
      method: 'eth_sendTransaction',
      params: [{ from: smart, to: recipient, value: '0x2' }],
    })
    expect(await chain().getBalance({ address: recipient })).toBe(before + 2n)
  }, 90_000)
})
