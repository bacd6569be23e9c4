import { deployTestNfts } from '@portico/test/devnet/deployTestNfts'
import { deployTestTokens } from '@portico/test/devnet/deployTestTokens'
import type { DeployedTestNfts } from '@portico/test/devnet/testNfts'
import type { DeployedTestTokens } from '@portico/test/devnet/testTokens'
import { encodeFunctionData, type Hex, maxUint160, maxUint256, parseAbi } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import { createNodeFrame } from '../src/testing/createNodeFrame'
import { logInByMail } from '../src/testing/logInByMail'
import { permitTypedData } from '../src/testing/permitTypedData'
import { setUpAnvilTestService } from '../src/testing/setUpAnvilTestService'
import { shownWhenDeclined } from '../src/testing/shownWhenDeclined'
import { HASH_MESSAGE_WARNING } from './approvalWarnings'

// The attack: a page asks the visitor to approve something that hands over their tokens, and
// the approval view shows only a selector and a byte count. Each request here is declined; what
// the frame showed for it is what the test reads.

let frame: ReturnType<typeof createNodeFrame>
let address: string
let tokens: DeployedTestTokens
let nfts: DeployedTestNfts
const spender = '0x1111111111111111111111111111111111111111'
const noCode = '0x000000000000000000000000000000000000dEaD'
const abi = parseAbi([
  'function approve(address spender, uint256 amount)',
  'function increaseAllowance(address spender, uint256 addedValue)',
  'function transferFrom(address from, address to, uint256 amount)',
  'function setApprovalForAll(address operator, bool approved)',
])
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600

const running = setUpAnvilTestService()
beforeAll(async () => {
  const { service, mail, anvil } = running
  ;[tokens, nfts] = await Promise.all([
    deployTestTokens(anvil.rpcUrl),
    deployTestNfts(anvil.rpcUrl, { metadataBaseUrl: 'http://127.0.0.1:9', mint: false }),
  ])
  frame = createNodeFrame(service)
  const email = 'approvals@example.com'
  await logInByMail(frame, { service, mail, email, seen: new Set() })
  address = String(((await frame.request('GET_USER', {})) as { address: string }).address)
}, 60_000)

/** Sends a request the visitor declines, and returns what the frame showed for it. */
const shown = (method: string, params: unknown[]) => shownWhenDeclined(frame, method, params)
const send = (to: string, data: Hex) => shown('eth_sendTransaction', [{ from: address, to, data }])
const signTyped = (typedData: unknown) =>
  shown('eth_signTypedData_v4', [address, JSON.stringify(typedData)])

describe('the approval view decodes what moves value, with the token read from the chain', () => {
  it('says an unlimited ERC-20 approve in words, with the symbol and the spender', async () => {
    const d = await send(
      tokens.erc20.address,
      encodeFunctionData({ abi, functionName: 'approve', args: [spender, maxUint256] }),
    )
    expect(d.title).toBe('Approve transaction')
    expect(d.rows).toEqual(
      expect.arrayContaining([
        { label: 'Action', value: 'Allow spending' },
        { label: 'Token', value: `PTT · ${tokens.erc20.address}` },
        { label: 'Spender', value: spender },
        { label: 'Amount', value: 'Unlimited PTT' },
      ]),
    )
    expect(d.warnings).toEqual([
      'Unlimited: the spender can take all of your PTT, now and later, until you revoke it.',
    ])
  })

  it('reads decimals from the token: increaseAllowance and transferFrom of a 6-decimal token', async () => {
    const raised = await send(
      tokens.tetherStyle.address,
      encodeFunctionData({ abi, functionName: 'increaseAllowance', args: [spender, 1_500_000n] }),
    )
    expect(raised.rows).toEqual(
      expect.arrayContaining([
        { label: 'Action', value: 'Raise a spending allowance' },
        { label: 'Added amount', value: '1.5 tUSDT' },
      ]),
    )
    expect(raised.warnings).toBeUndefined()
    const moved = await send(
      tokens.tetherStyle.address,
      encodeFunctionData({
        abi,
        functionName: 'transferFrom',
        args: [address as Hex, spender, 2_000_000_000n],
      }),
    )
    expect(moved.rows).toEqual(
      expect.arrayContaining([
        { label: 'Action', value: 'Move tokens' },
        { label: 'From', value: address },
        { label: 'Recipient', value: spender },
        { label: 'Amount', value: '2000 tUSDT' },
      ]),
    )
  })

  it('shows a token that does not answer as its address and raw amount, with a warning', async () => {
    const d = await send(
      noCode,
      encodeFunctionData({ abi, functionName: 'approve', args: [spender, 123n] }),
    )
    expect(d.rows).toContainEqual({ label: 'Amount', value: `123 (raw units) of ${noCode}` })
    expect(d.rows).toContainEqual({ label: 'Token', value: noCode })
    expect(d.warnings).toEqual([
      `The token at ${noCode} did not tell its symbol or decimals: the amount is shown in raw units.`,
    ])
  })

  it('says setApprovalForAll gives the operator the whole collection, named from the chain', async () => {
    const d = await send(
      nfts.erc721.address,
      encodeFunctionData({ abi, functionName: 'setApprovalForAll', args: [spender, true] }),
    )
    const collection = `Portico Pals (${nfts.erc721.address})`
    expect(d.rows).toContainEqual({ label: 'Collection', value: collection })
    expect(d.rows).toContainEqual({ label: 'Operator', value: spender })
    expect(d.warnings).toEqual([
      'This gives the operator all of your tokens of Portico Pals: it can move any of them, now and later.',
    ])
  })

  it('decodes an EIP-2612 permit: owner, spender, amount and deadline', async () => {
    const deadline = inAnHour()
    const d = await signTyped(
      permitTypedData({
        token: { name: 'Portico Test Token', address: tokens.erc20.address },
        owner: address,
        spender,
        value: '25000000000000000000',
        deadline,
        domainType: true,
      }),
    )
    expect(d.title).toBe('Sign typed data')
    expect(d.rows).toEqual(
      expect.arrayContaining([
        { label: 'Action', value: 'Allow spending (permit)' },
        { label: 'Owner', value: address },
        { label: 'Spender', value: spender },
        { label: 'Amount', value: '25 PTT' },
        { label: 'Deadline', value: expect.stringMatching(/ UTC \(in (60 minutes|1 hour)\)$/) },
      ]),
    )
    expect(d.warnings).toBeUndefined()
  })

  it('decodes Permit2 allowances and transfers, uint160 max as Unlimited', async () => {
    const domain = {
      name: 'Permit2',
      chainId: 31337,
      verifyingContract: '0x000000000022D473030F116dDEE9F6B43aC78BA3',
    }
    const details = [
      { name: 'token', type: 'address' },
      { name: 'amount', type: 'uint160' },
      { name: 'expiration', type: 'uint48' },
      { name: 'nonce', type: 'uint48' },
    ]
    const single = await signTyped({
      types: {
        PermitSingle: [
          { name: 'details', type: 'PermitDetails' },
          { name: 'spender', type: 'address' },
          { name: 'sigDeadline', type: 'uint256' },
        ],
        PermitDetails: details,
      },
      primaryType: 'PermitSingle',
      domain,
      message: {
        details: {
          token: tokens.tetherStyle.address,
          amount: maxUint160.toString(),
          expiration: '281474976710655',
          nonce: 0,
        },
        spender,
        sigDeadline: inAnHour(),
      },
    })
    expect(single.rows).toEqual(
      expect.arrayContaining([
        { label: 'Action', value: 'Allow spending through Permit2' },
        { label: 'Spender', value: spender },
        { label: 'Amount', value: 'Unlimited tUSDT' },
        { label: 'Allowance expires', value: 'Never expires' },
      ]),
    )
    expect(single.warnings).toEqual([
      'Unlimited: the spender can take all of your tUSDT, now and later, until you revoke it.',
    ])
    const batch = await signTyped({
      types: {
        PermitBatchTransferFrom: [
          { name: 'permitted', type: 'TokenPermissions[]' },
          { name: 'spender', type: 'address' },
          { name: 'nonce', type: 'uint256' },
          { name: 'deadline', type: 'uint256' },
        ],
        TokenPermissions: [
          { name: 'token', type: 'address' },
          { name: 'amount', type: 'uint256' },
        ],
      },
      primaryType: 'PermitBatchTransferFrom',
      domain,
      message: {
        permitted: [
          { token: tokens.erc20.address, amount: '3000000000000000000' },
          { token: tokens.tetherStyle.address, amount: '4000000' },
        ],
        spender,
        nonce: 1,
        deadline: inAnHour(),
      },
    })
    expect(batch.rows).toEqual(
      expect.arrayContaining([
        { label: 'Action', value: 'Let the spender transfer your tokens once' },
        { label: 'Amount', value: '3 PTT' },
        { label: 'Amount', value: '4 tUSDT' },
      ]),
    )
  })

  it('warns when typed data is bound to another chain than the current one', async () => {
    const d = await signTyped({
      types: { Mail: [{ name: 'contents', type: 'string' }] },
      primaryType: 'Mail',
      domain: { name: 'Elsewhere', chainId: 1 },
      message: { contents: 'hello' },
    })
    expect(d.warnings).toEqual([
      'This signature is for chain 1, not for the current network Anvil (31337).',
    ])
  })

  it('keeps a 32-byte message as hex and warns that it can authorise a transaction', async () => {
    const hash = `0x${'ab'.repeat(32)}`
    const d = await shown('personal_sign', [hash, address])
    expect(d.text).toBe(hash)
    expect(d.warnings).toEqual([HASH_MESSAGE_WARNING])
  })
})
