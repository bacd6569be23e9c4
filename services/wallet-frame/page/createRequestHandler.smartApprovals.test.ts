import {
  type Alto,
  type Anvil,
  defaultAccountAbstraction,
  deployAccountAbstraction,
  deployTestTokens,
  startAlto,
  startAnvil,
} from '@portico/test/devnet'
import type { DeployedTestTokens } from '@portico/test/devnet/testTokens'
import {
  type GatewayProcess,
  startGatewayProcess,
} from '@portico/test/services/startGatewayProcess'
import { codeOf, type MailCatcher, nextMail } from '@portico/wallet-frame-dev'
import { encodeFunctionData, maxUint256, parseAbi } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createNodeFrame } from '../src/testing/createNodeFrame'
import {
  createTestService,
  startTestMailCatcher,
  type TestService,
} from '../src/testing/createTestService'

// The attack: the same unlimited approve, sent by the smart account as a user operation or
// hidden in a wallet_sendCalls batch, must read as plainly as when the EOA sends it.

const PROJECT = 'smart-approvals'
const spender = '0x1111111111111111111111111111111111111111'
const approveAll = encodeFunctionData({
  abi: parseAbi(['function approve(address spender, uint256 amount)']),
  functionName: 'approve',
  args: [spender, maxUint256],
})
const unlimited =
  'Unlimited: the spender can take all of your PTT, now and later, until you revoke it.'

let mail: MailCatcher
let anvil: Anvil
let alto: Alto
let gateway: GatewayProcess
let service: TestService
let tokens: DeployedTestTokens
let frame: ReturnType<typeof createNodeFrame>
let smart: string

beforeAll(async () => {
  ;[mail, anvil] = await Promise.all([startTestMailCatcher(), startAnvil({ chainId: 31337 })])
  await deployAccountAbstraction(anvil.rpcUrl)
  tokens = await deployTestTokens(anvil.rpcUrl)
  alto = await startAlto({ rpcUrl: anvil.rpcUrl, entryPoint: defaultAccountAbstraction.entryPoint })
  gateway = await startGatewayProcess({
    chains: [{ chainId: 31337, name: 'Devnet A', rpcUrl: anvil.rpcUrl, bundlerUrl: alto.url }],
    projects: [{ projectId: PROJECT, allowedOrigins: ['http://127.0.0.1:5173'] }],
  })
  service = await createTestService({
    mail,
    clock: { now: () => Date.now() },
    config: {
      // Not a custody test: the operator keeps recovery and the visitor accepts its notice.
      custody: 'operator',
      gatewayUrl: gateway.url,
      chains: [{ chainId: 31337, name: 'Devnet A', rpcUrl: anvil.rpcUrl }],
    },
  })
  frame = createNodeFrame(service, undefined, { projectId: PROJECT })
  const email = 'smart.approvals@example.com'
  await frame.request('CONNECT_EMAIL', { email })
  await frame.request('CONNECT_OTP', { otp: codeOf(await nextMail(mail.webUrl, email, new Set())) })
  const user = (await frame.request('GET_USER', { chainId: 31337 })) as {
    address: string
    preferredAccountType: string
  }
  expect(user.preferredAccountType).toBe('smartAccount')
  smart = user.address
}, 120_000)
afterAll(async () => {
  await service?.close()
  await gateway?.close()
  await alto?.stop()
  await Promise.all([mail?.stop(), anvil?.stop()])
})

async function shown(method: string, params: unknown[]) {
  frame.nextDecision(false)
  await expect(frame.request('RPC_REQUEST', { method, params })).rejects.toThrow(
    'User rejected the request.',
  )
  const description = frame.asked.at(-1)
  if (!description) throw new Error('nothing was shown')
  return description
}

describe('the smart account shows the same decoding as the EOA', () => {
  it('decodes an unlimited approve sent as a user operation', async () => {
    const d = await shown('eth_sendTransaction', [
      { from: smart, to: tokens.erc20.address, data: approveAll },
    ])
    expect(d.rows).toEqual(
      expect.arrayContaining([
        { label: 'Action', value: 'Allow spending' },
        { label: 'Amount', value: 'Unlimited PTT' },
        { label: 'Spender', value: spender },
      ]),
    )
    expect(d.warnings).toEqual([unlimited])
  })

  it('decodes each call of a wallet_sendCalls batch and raises their warnings', async () => {
    const d = await shown('wallet_sendCalls', [
      {
        calls: [
          { to: '0x000000000000000000000000000000000000bEEF', value: '0x1' },
          { to: tokens.erc20.address, data: approveAll },
        ],
      },
    ])
    expect(d.title).toBe('Approve calls')
    expect(d.text?.split('\n')[1]).toBe(
      `2. ${tokens.erc20.address} · 0 ETH · Allow ${spender} to spend Unlimited PTT`,
    )
    expect(d.warnings).toEqual([unlimited])
  })
})
