import { verifyEip155Signature } from '@portico/siwx-server/verify'
import {
  defaultAccountAbstraction,
  eip7702Devnet,
  fundAccount,
  rpcRequest,
} from '@portico/test/devnet'
import {
  type Address,
  concat,
  getAddress,
  type Hex,
  parseEther,
  serializeTypedData,
  toHex,
} from 'viem'
import { getUserOperationTypedData } from 'viem/account-abstraction'
import { recoverAuthorizationAddress } from 'viem/utils'
import { describe, expect, it } from 'vitest'
import { logInVisitor } from '../src/testing/logInVisitor'
import { sendsTwoCallBatch } from '../src/testing/sendsTwoCallBatch'
import { setUpSmartAccountStack } from '../src/testing/setUpSmartAccountStack'

// Devnet A with both EntryPoints (v0.7's smart accounts, v0.8's Simple7702Account at mainnet's
// addresses, the frame's defaults), alto serving both, a real gateway and the frame service.
// Another project's pages start a visitor who has chosen nothing on their own address.
const stack = setUpSmartAccountStack({
  projectId: 'eip7702-test',
  eip7702: true,
  projectAccountType: { 'eip7702-default': 'eip7702' },
})

// Two recipients, the line the approval says for an upgrade, and an address's code once delegated.
const [recipient, other] = [
  '0x000000000000000000000000000000000000bEEF',
  '0x000000000000000000000000000000000000cafE',
] as const
const upgradeLine = 'Upgrade your account to a smart account on Devnet A'
const delegatedTo = (implementation: Address) => concat(['0xef0100', implementation]).toLowerCase()

describe("the embedded wallet's own address as a smart account (EIP-7702) through a real gateway, alto and anvil", () => {
  let frame: Awaited<ReturnType<typeof logInVisitor>>['frame']
  let eoa: Address
  const chain = () => stack().chain()
  const request = (method: string, params?: unknown[]) =>
    frame.request('RPC_REQUEST', { method, ...(params && { params }) })
  // The bundle's transaction, which carries the operation's authorizations (EIP-7702's type 4).
  const authorizationsOf = async (hash: Hex) =>
    ((await chain().getTransaction({ hash })).authorizationList ?? []).map((authorization) => ({
      ...authorization,
      address: getAddress(authorization.address),
    }))

  it('switches a fresh wallet to its own address as a smart account, listed with the others', async () => {
    const visitor = await logInVisitor(stack(), 'eip7702@example.com')
    const { user, smart } = visitor
    frame = visitor.frame
    eoa = visitor.eoa
    expect(user.accounts).toEqual([
      { type: 'smartAccount', address: smart },
      { type: 'eoa', address: eoa },
      { type: 'eip7702', address: eoa },
    ])
    const switched = await frame.request('SET_PREFERRED_ACCOUNT', { type: 'eip7702' })
    expect(switched).toEqual({ type: 'eip7702', address: eoa })
    // The page now sees the EOA's address, not yet delegated.
    const seen = {
      accounts: await request('eth_accounts'),
      user: await frame.request('GET_USER', { chainId: 31337 }),
    }
    expect(seen).toMatchObject({
      accounts: [eoa],
      user: { address: eoa, preferredAccountType: 'eip7702', smartAccountDeployed: false },
    })
    expect(await request('wallet_getCapabilities', [eoa])).toEqual({
      '0x7a69': { atomic: { status: 'supported' } },
    })
  })

  it('sends eth_sendTransaction as a v0.8 user operation that delegates the EOA first, the approval saying so', async () => {
    await fundAccount(stack().anvil.rpcUrl, eoa, { value: parseEther('1') })
    // The page's preview prices the same operation, its authorization included.
    const preview = (await frame.request('ESTIMATE_FEE', {
      chainId: 31337,
      from: eoa,
      to: recipient,
      value: toHex(parseEther('0.1')),
    })) as { fee: Hex; insufficientFunds?: true }
    expect(BigInt(preview.fee)).toBeGreaterThan(0n)
    expect(preview.insufficientFunds).toBeUndefined()
    const hash = (await request('eth_sendTransaction', [
      { from: eoa, to: recipient, value: toHex(parseEther('0.1')) },
    ])) as Hex
    expect((await chain().getTransactionReceipt({ hash })).status).toBe('success')
    expect(await chain().getBalance({ address: recipient })).toBe(parseEther('0.1'))
    expect(await chain().getCode({ address: eoa })).toBe(delegatedTo(eip7702Devnet.implementation))
    expect(frame.asked.at(-1)).toMatchObject({
      title: 'Approve transaction',
      notes: [upgradeLine],
      rows: expect.arrayContaining([
        { label: 'Network fee', value: expect.stringMatching(/^≈ 0\.0\d+ ETH$/) },
      ]),
    })
    // The authorization the frame signed: the configured implementation, this chain (not 0),
    // the EOA's nonce, by the EOA.
    const [authorization, ...more] = await authorizationsOf(hash)
    expect(more).toEqual([])
    expect(authorization).toMatchObject({
      address: eip7702Devnet.implementation,
      chainId: 31337,
      nonce: 0,
    })
    if (!authorization) throw new Error('the bundle carried no authorization')
    expect(await recoverAuthorizationAddress({ authorization })).toBe(eoa)
    expect(await frame.request('GET_USER', { chainId: 31337 })).toMatchObject({
      address: eoa,
      smartAccountDeployed: true,
    })
  })

  it('sends a wallet_sendCalls batch of two calls at the same address, with no upgrade line', async () => {
    const batch = await sendsTwoCallBatch(frame, chain(), eoa, [recipient, other])
    expect(batch.shown?.notes).toBeUndefined()
    // Already delegated: the operation carries no authorization.
    expect(await authorizationsOf(batch.transactionHash)).toEqual([])
    // The bundler took it for EntryPoint v0.8, from the EOA's own address.
    const byHash = (await rpcRequest(stack().alto.url, 'eth_getUserOperationByHash', [
      batch.id,
    ])) as { entryPoint: string; userOperation: { sender: string } }
    expect(byHash.entryPoint.toLowerCase()).toBe(eip7702Devnet.entryPoint.toLowerCase())
    expect(byHash.userOperation.sender.toLowerCase()).toBe(eoa.toLowerCase())
  })

  it("prices an empty EOA's first operation as it would be charged, and says it cannot pay", async () => {
    const empty = await logInVisitor(stack(), 'empty7702@example.com')
    await empty.frame.request('SET_PREFERRED_ACCOUNT', { type: 'eip7702' })
    const preview = (await empty.frame.request('ESTIMATE_FEE', {
      chainId: 31337,
      from: empty.eoa,
      to: recipient,
      value: '0x1',
    })) as { fee: Hex; insufficientFunds?: true }
    expect(preview.insufficientFunds).toBe(true)
    expect(BigInt(preview.fee)).toBeGreaterThan(0n)
  })

  it("signs messages as the EOA, and refuses typed data that is the account's own operation", async () => {
    const message = 'Hello from the delegated EOA'
    const signature = (await request('personal_sign', [toHex(message), eoa])) as Hex
    await verifyEip155Signature({ address: eoa, message, signature, client: chain() })
    expect(await chain().verifyMessage({ address: eoa, message, signature })).toBe(true)
    const asked = frame.asked.length
    // The operation a page would have the EOA sign, to spend from its address as it likes.
    const packed = getUserOperationTypedData({
      chainId: 31337,
      entryPointAddress: eip7702Devnet.entryPoint,
      userOperation: {
        sender: eoa,
        nonce: 0n,
        callData: '0x',
        callGasLimit: 100_000n,
        verificationGasLimit: 100_000n,
        preVerificationGas: 50_000n,
        maxFeePerGas: 1n,
        maxPriorityFeePerGas: 1n,
        signature: '0x',
      },
    })
    await expect(
      request('eth_signTypedData_v4', [eoa, serializeTypedData(packed)]),
    ).rejects.toThrow('Action not allowed')
    expect(frame.asked.length).toBe(asked)
  })

  it('has no smart sessions as the delegated EOA', async () => {
    await expect(
      request('wallet_revokePermissions', [{ permissionsContext: `0x${'11'.repeat(32)}` }]),
    ).rejects.toThrow('Action not allowed')
  })

  // The attack: a page asks the frame, by any method, to sign an authorization to a contract of
  // its choosing (which would then own the visitor's address on every chain, with chain id 0).
  it('signs no authorization a page asks for, by any RPC method', async () => {
    const asked = frame.asked.length
    const authorization = { address: other, chainId: '0x0', nonce: '0x0' }
    for (const method of [
      'eth_signAuthorization',
      'wallet_signAuthorization',
      'eth_sign7702Authorization',
      'wallet_prepareAuthorization',
      'eth_signTransaction',
      'eth_sign',
    ]) {
      await expect(request(method, [eoa, authorization])).rejects.toThrow(
        'Requested RPC call is not allowed',
      )
    }
    expect(frame.asked.length).toBe(asked)
  })

  // The attack: a page has the delegated EOA call its own code (execute for itself), its
  // implementation or EntryPoint v0.8 (its deposit), approved as an ordinary call.
  it("refuses calls into the account's own machinery before asking", async () => {
    const asked = frame.asked.length
    for (const to of [eoa, eip7702Devnet.implementation, eip7702Devnet.entryPoint]) {
      await expect(
        request('eth_sendTransaction', [{ from: eoa, to, data: '0xb61d27f6' }]),
      ).rejects.toThrow('Requested RPC call is not allowed')
      await expect(
        request('wallet_sendCalls', [
          {
            calls: [
              { to: recipient, value: '0x1' },
              { to, data: '0x34fcd5be' },
            ],
          },
        ]),
      ).rejects.toThrow('Requested RPC call is not allowed')
    }
    expect(frame.asked.length).toBe(asked)
  })

  // The attack: the EOA was delegated to another contract (a phishing site's, or one the visitor
  // once chose elsewhere); the frame must not sign an operation for code it does not know, nor
  // let a page name the implementation.
  it('re-delegates an EOA delegated elsewhere to the configured implementation, whatever the page names', async () => {
    const foreign = defaultAccountAbstraction.porticoAccountFactory
    await rpcRequest(stack().anvil.rpcUrl, 'anvil_setCode', [eoa, delegatedTo(foreign)])
    expect(await frame.request('GET_USER', { chainId: 31337 })).toMatchObject({
      smartAccountDeployed: false,
    })
    const nonce = await chain().getTransactionCount({ address: eoa })
    const hash = (await request('eth_sendTransaction', [
      {
        from: eoa,
        to: recipient,
        value: toHex(parseEther('0.001')),
        // Not read: the frame's config is the only source of the implementation.
        authorizationList: [{ address: foreign, chainId: '0x0', nonce: toHex(nonce) }],
      },
    ])) as Hex
    expect(frame.asked.at(-1)?.notes).toEqual([upgradeLine])
    expect((await chain().getTransactionReceipt({ hash })).status).toBe('success')
    expect(await chain().getCode({ address: eoa })).toBe(delegatedTo(eip7702Devnet.implementation))
    const [authorization] = await authorizationsOf(hash)
    expect(authorization).toMatchObject({
      address: eip7702Devnet.implementation,
      chainId: 31337,
      nonce,
    })
  })

  it('asks first: a declined upgrade signs and sends nothing', async () => {
    await rpcRequest(stack().anvil.rpcUrl, 'anvil_setCode', [eoa, '0x'])
    const nonce = await chain().getTransactionCount({ address: eoa })
    frame.nextDecision(false)
    await expect(
      request('eth_sendTransaction', [{ from: eoa, to: recipient, value: '0x1' }]),
    ).rejects.toThrow('User rejected the request.')
    expect(frame.asked.at(-1)?.notes).toEqual([upgradeLine])
    expect(await chain().getCode({ address: eoa })).toBeUndefined()
    expect(await chain().getTransactionCount({ address: eoa })).toBe(nonce)
  })

  it("starts a visitor who has chosen nothing on the project's account type, their own choice winning", async () => {
    const visitor = await logInVisitor(stack(), 'eip7702-default@example.com', 'eip7702-default')
    expect(visitor.user).toMatchObject({ address: visitor.eoa, preferredAccountType: 'eip7702' })
    expect(await visitor.frame.request('RPC_REQUEST', { method: 'eth_accounts' })).toEqual([
      visitor.eoa,
    ])
    await visitor.frame.request('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })
    expect(await visitor.frame.request('GET_USER', { chainId: 31337 })).toMatchObject({
      address: visitor.smart,
      preferredAccountType: 'smartAccount',
    })
    // The stack's own project has no default of its own: the smart account.
    const other = await logInVisitor(stack(), 'eip7702-other@example.com')
    expect(other.user).toMatchObject({ address: other.smart, preferredAccountType: 'smartAccount' })
  })
})
