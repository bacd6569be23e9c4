import { verifyEip155Signature } from '@portico/siwx-server/verify'
import {
  anvilAccounts,
  createPorticoAccountClient,
  defaultAccountAbstraction,
  deployTestTokens,
  deployUniswapV2,
  fundAccount,
  rpcRequest,
  sendFromDevAccount,
  TEST_SWAP_GAS,
  uniswapV2RouterAbi,
} from '@portico/test/devnet'
import { readTokenBalance } from '@portico/test/devnet/readTokenBalance'
import {
  type Address,
  createPublicClient,
  encodeFunctionData,
  type Hex,
  http,
  isErc6492Signature,
  parseAbi,
  parseEther,
  toHex,
} from 'viem'
import { getUserOperationHash } from 'viem/account-abstraction'
import { describe, expect, it } from 'vitest'
import { createNodeFrame } from '../src/testing/createNodeFrame'
import { callJson } from '../src/testing/createTestService'
import { deployPorticoAccount } from '../src/testing/deployPorticoAccount'
import { logInByMail } from '../src/testing/logInByMail'
import { readVisitorAccounts } from '../src/testing/readVisitorAccounts'
import { sendsTwoCallBatch } from '../src/testing/sendsTwoCallBatch'
import { setUpSmartAccountStack } from '../src/testing/setUpSmartAccountStack'

const PROJECT = 'smart-test'
const email = 'smart@example.com'
const recipient: Address = '0x000000000000000000000000000000000000bEEF'
const thief: Address = '0x000000000000000000000000000000000000dEaD'
const factoryAbi = parseAbi([
  'function getAddress(address owner, uint256 salt) view returns (address)',
])

const seen = new Set<string>()

// One devnet with ERC-4337, its alto, a real gateway listing it as smart-account enabled (and a
// second chain without a bundler, where the same account's ERC-1271 signatures must not hold),
// and the frame service in front of them: alto takes seconds.
const stack = setUpSmartAccountStack({ projectId: PROJECT, chainB: true })

describe('the embedded wallet as a smart account through a real gateway, alto and anvil', () => {
  let frame: ReturnType<typeof createNodeFrame>
  let eoa: Address
  let smart: Address
  const chain = () => stack().chain()
  const request = (method: string, params?: unknown[]) =>
    frame.request('RPC_REQUEST', { method, ...(params && { params }) })

  it('lists only the gateway’s smart-account networks', async () => {
    frame = createNodeFrame(stack().service, undefined, { projectId: PROJECT })
    await logInByMail(frame, { service: stack().service, mail: stack().mail, email, seen })
    expect(await frame.request('GET_SMART_ACCOUNT_ENABLED_NETWORKS')).toEqual({
      smartAccountEnabledNetworks: [31337],
    })
  })

  it('makes the counterfactual smart account the default account, the EOA listed beside it', async () => {
    const { user, eoa: owner } = await readVisitorAccounts(frame)
    eoa = owner
    smart = await chain().readContract({
      address: defaultAccountAbstraction.porticoAccountFactory,
      abi: factoryAbi,
      functionName: 'getAddress',
      args: [eoa, 0n],
    })
    expect(user).toMatchObject({
      address: smart,
      preferredAccountType: 'smartAccount',
      smartAccountDeployed: false,
      accounts: [
        { type: 'smartAccount', address: smart },
        { type: 'eoa', address: eoa },
      ],
    })
    expect(await frame.request('INIT_SMART_ACCOUNT')).toEqual({ address: smart, isDeployed: false })
    expect(await request('eth_accounts')).toEqual([smart])
    expect(await chain().getCode({ address: smart })).toBeUndefined()
  })

  it('signs as the counterfactual account: ERC-6492, verified by our SIWX verifier', async () => {
    const message = `Sign in as ${smart}`
    const signature = (await request('personal_sign', [toHex(message), smart])) as Hex
    expect(isErc6492Signature(signature)).toBe(true)
    await verifyEip155Signature({ address: smart, message, signature, client: chain() })
    await expect(
      verifyEip155Signature({ address: smart, message: `${message}!`, signature, client: chain() }),
    ).rejects.toThrow()
    // Verifying did not deploy it: the first user operation does.
    expect(await chain().getCode({ address: smart })).toBeUndefined()
  })

  it('sends eth_sendTransaction as a user operation that deploys the account first', async () => {
    await fundAccount(stack().anvil.rpcUrl, smart, { value: parseEther('1') })
    const hash = (await request('eth_sendTransaction', [
      { from: smart, to: recipient, value: toHex(parseEther('0.1')) },
    ])) as Hex
    const receipt = await chain().getTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(await chain().getBalance({ address: recipient })).toBe(parseEther('0.1'))
    expect(await chain().getCode({ address: smart })).toMatch(/^0x[0-9a-f]{2,}/)
    expect(frame.asked.at(-1)).toMatchObject({ title: 'Approve transaction' })
    expect(await frame.request('GET_USER', { chainId: 31337 })).toMatchObject({
      address: smart,
      smartAccountDeployed: true,
    })
    // The deployed account's next operation: no init code, the next nonce.
    const second = (await request('eth_sendTransaction', [
      { from: smart, to: recipient, value: toHex(parseEther('0.2')) },
    ])) as Hex
    expect((await chain().getTransactionReceipt({ hash: second })).status).toBe('success')
    expect(await chain().getBalance({ address: recipient })).toBe(parseEther('0.3'))
  })

  it('sends EIP-5792 batches as one user operation and reports their status', async () => {
    expect(await request('wallet_getCapabilities', [smart])).toEqual({
      '0x7a69': { atomic: { status: 'supported' } },
    })
    await expect(request('wallet_getCapabilities', [])).rejects.toThrow(
      'wallet_getCapabilities requires an address parameter',
    )
    // Spec §5: each `to` starts with 0x, `data` is 0x-prefixed when present.
    await expect(
      request('wallet_sendCalls', [{ calls: [{ to: recipient.slice(2), value: '0x1' }] }]),
    ).rejects.toThrow('Each call needs a `to` address starting with 0x')
    await expect(
      request('wallet_sendCalls', [{ calls: [{ to: recipient, data: 'abcd' }] }]),
    ).rejects.toThrow('Call data must be 0x-prefixed hex')
    const other: Address = '0x000000000000000000000000000000000000cafE'
    await sendsTwoCallBatch(frame, chain(), smart, [recipient, other])
  })

  it('asks first: a declined transaction sends nothing', async () => {
    frame.nextDecision(false)
    await expect(
      request('eth_sendTransaction', [{ from: smart, to: recipient, value: '0x1' }]),
    ).rejects.toThrow('User rejected the request.')
    expect(await chain().getBalance({ address: recipient })).toBe(parseEther('0.31'))
  })

  it('signs as the deployed account: ERC-1271 messages and typed data', async () => {
    const message = 'Hello from the smart account'
    const signature = (await request('personal_sign', [toHex(message), smart])) as Hex
    expect(isErc6492Signature(signature)).toBe(false)
    await verifyEip155Signature({ address: smart, message, signature, client: chain() })
    const typedData = {
      types: { Mail: [{ name: 'contents', type: 'string' }] },
      primaryType: 'Mail',
      domain: { name: 'Portico test', chainId: 31337 },
      message: { contents: 'Hello typed data' },
    } as const
    const typed = (await request('eth_signTypedData_v4', [smart, JSON.stringify(typedData)])) as Hex
    expect(await chain().verifyTypedData({ address: smart, signature: typed, ...typedData })).toBe(
      true,
    )
  })

  // The attack: a dapp asks personal_sign of a user operation's hash and sends the operation with
  // that signature. The account accepts only the owner's typed PorticoUserOperation, which no
  // message signature (of the smart account or of the EOA, the same key) can be.
  const attackOperation = async () => {
    const { smart: client, account } = await createPorticoAccountClient({
      rpcUrl: stack().anvil.rpcUrl,
      chainId: 31337,
      bundlerUrl: stack().alto.url,
      owner: eoa,
    })
    expect(account.address).toBe(smart)
    const prepared = await client.prepareUserOperation({
      calls: [{ to: thief, value: parseEther('0.1') }],
    })
    const userOpHash = getUserOperationHash({
      userOperation: { ...prepared, sender: smart, signature: '0x' },
      entryPointAddress: defaultAccountAbstraction.entryPoint,
      entryPointVersion: '0.7',
      chainId: 31337,
    } as Parameters<typeof getUserOperationHash>[0])
    const sendWith = (signature: Hex) =>
      client.sendUserOperation({ ...prepared, signature } as Parameters<
        typeof client.sendUserOperation
      >[0])
    return { userOpHash, sendWith }
  }

  it('refuses a user operation carrying the smart account’s personal_sign of its hash (AA24)', async () => {
    const { userOpHash, sendWith } = await attackOperation()
    const signature = (await request('personal_sign', [userOpHash, smart])) as Hex
    await expect(sendWith(signature)).rejects.toThrow(/AA24/)
    expect(await chain().getBalance({ address: thief })).toBe(0n)
  })

  it('refuses a user operation carrying the EOA’s personal_sign of its hash (AA24)', async () => {
    const { userOpHash, sendWith } = await attackOperation()
    await frame.request('SET_PREFERRED_ACCOUNT', { type: 'eoa' })
    try {
      const signature = (await request('personal_sign', [userOpHash, eoa])) as Hex
      await expect(sendWith(signature)).rejects.toThrow(/AA24/)
    } finally {
      await frame.request('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })
    }
    expect(await chain().getBalance({ address: thief })).toBe(0n)
  })

  it("gives the calls room for a later block: a swap estimated in the second of the pair's last trade still goes through when mined a minute later", async () => {
    const rpcUrl = stack().anvil.rpcUrl
    const tokens = await deployTestTokens(rpcUrl)
    const uniswap = await deployUniswapV2(rpcUrl, tokens)
    const path = [uniswap.weth, tokens.erc20.address]
    const buy = encodeFunctionData({
      abi: uniswapV2RouterAbi,
      functionName: 'swapExactETHForTokens',
      args: [0n, path, smart, 2n ** 40n],
    })
    const at = (seconds: bigint) =>
      rpcRequest(rpcUrl, 'evm_setNextBlockTimestamp', [toHex(seconds)])
    // The pair trades in the latest block, at `pinned`.
    const pinned = (await chain().getBlock()).timestamp + 1n
    await at(pinned)
    await sendFromDevAccount(
      rpcUrl,
      {
        from: anvilAccounts[4]?.address as Address,
        to: uniswap.router,
        data: buy,
        value: parseEther('0.01'),
        gas: TEST_SWAP_GAS,
      },
      'a trade in the pair',
    )
    // The bundler estimates the visitor's swap in that second (no time passed for the pair), and
    // the bundle waits until a minute later, when the pair's accumulators are written too.
    await at(pinned)
    await rpcRequest(rpcUrl, 'evm_setAutomine', [false])
    try {
      const sent = request('eth_sendTransaction', [
        { from: smart, to: uniswap.router, value: toHex(parseEther('0.05')), data: buy },
      ])
      sent.catch(() => undefined)
      await expect
        .poll(
          async () =>
            (
              (await rpcRequest(rpcUrl, 'eth_getBlockByNumber', ['pending', false])) as {
                transactions: unknown[]
              }
            ).transactions.length,
          { timeout: 30_000 },
        )
        .toBeGreaterThan(0)
      await at(pinned + 60n)
      await rpcRequest(rpcUrl, 'evm_mine', [])
      const hash = (await sent) as Hex
      expect((await chain().getTransactionReceipt({ hash })).status).toBe('success')
      const ptt = await readTokenBalance(chain(), tokens.erc20.address, smart)
      expect(ptt).toBeGreaterThan(0n)
    } finally {
      await rpcRequest(rpcUrl, 'evm_setAutomine', [true])
    }
  }, 90_000)

  it('signs ERC-1271 for its own account and chain only', async () => {
    const message = 'For this account on Devnet A'
    const signature = (await request('personal_sign', [toHex(message), smart])) as Hex
    expect(await chain().verifyMessage({ address: smart, message, signature })).toBe(true)
    // The same owner's account with another salt: another account, another domain.
    const sibling = await deployPorticoAccount(stack().anvil.rpcUrl, eoa, 1n)
    expect(await chain().verifyMessage({ address: sibling, message, signature })).toBe(false)
    // The same account (same address and owner) deployed on the other devnet.
    expect(await deployPorticoAccount(stack().anvilB.rpcUrl, eoa, 0n)).toBe(smart)
    const chainB = createPublicClient({ transport: http(stack().anvilB.rpcUrl) })
    expect(await chainB.verifyMessage({ address: smart, message, signature })).toBe(false)
  })

  it('as the EOA, refuses typed data that would be the smart account’s own signature', async () => {
    await frame.request('SET_PREFERRED_ACCOUNT', { type: 'eoa' })
    try {
      const asked = frame.asked.length
      const userOp = {
        types: { PorticoUserOperation: [{ name: 'userOpHash', type: 'bytes32' }] },
        primaryType: 'PorticoUserOperation',
        domain: { name: 'Portico Account', version: '1', chainId: 31337, verifyingContract: smart },
        message: { userOpHash: `0x${'11'.repeat(32)}` },
      }
      const refused = [
        userOp,
        // Its domain on another chain, the address in lower case.
        {
          ...userOp,
          domain: { ...userOp.domain, chainId: 31338, verifyingContract: smart.toLowerCase() },
        },
        // The ERC-1271 structure, whatever domain it names.
        {
          types: { PorticoMessage: [{ name: 'hash', type: 'bytes32' }] },
          primaryType: 'PorticoMessage',
          domain: { name: 'Portico Account', version: '1', chainId: 1, verifyingContract: thief },
          message: { hash: `0x${'22'.repeat(32)}` },
        },
        // ERC-4337's own typed operation (EntryPoint v0.8): an EOA delegated by EIP-7702 takes
        // its key's signature of it as the operation's authorisation.
        {
          types: {
            PackedUserOperation: [
              { name: 'sender', type: 'address' },
              { name: 'nonce', type: 'uint256' },
              { name: 'callData', type: 'bytes' },
            ],
          },
          primaryType: 'PackedUserOperation',
          domain: {
            name: 'ERC4337',
            version: '1',
            chainId: 31337,
            verifyingContract: '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108',
          },
          message: { sender: eoa, nonce: '0', callData: '0x' },
        },
        // Any structure under the smart account's domain.
        {
          types: { Mail: [{ name: 'contents', type: 'string' }] },
          primaryType: 'Mail',
          domain: {
            name: 'Portico Account',
            version: '1',
            chainId: 31337,
            verifyingContract: smart,
          },
          message: { contents: 'hi' },
        },
      ]
      for (const typedData of refused) {
        await expect(
          request('eth_signTypedData_v4', [eoa, JSON.stringify(typedData)]),
        ).rejects.toThrow('Action not allowed')
      }
      // Refused before the visitor is asked anything.
      expect(frame.asked.length).toBe(asked)
      const mail = {
        types: { Mail: [{ name: 'contents', type: 'string' }] },
        primaryType: 'Mail',
        domain: { name: 'Portico test', chainId: 31337, verifyingContract: thief },
        message: { contents: 'Hello typed data' },
      } as const
      const signature = (await request('eth_signTypedData_v4', [eoa, JSON.stringify(mail)])) as Hex
      expect(await chain().verifyTypedData({ address: eoa, signature, ...mail })).toBe(true)
    } finally {
      await frame.request('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })
    }
  })

  it('switches to the EOA and back (SET_PREFERRED_ACCOUNT), remembered by the frame', async () => {
    expect(await frame.request('SET_PREFERRED_ACCOUNT', { type: 'eoa' })).toEqual({
      type: 'eoa',
      address: eoa,
    })
    expect(await request('eth_accounts')).toEqual([eoa])
    expect(await frame.request('GET_USER', { chainId: 31337 })).toMatchObject({
      address: eoa,
      preferredAccountType: 'eoa',
    })
    // Another frame page of the same device (storage) keeps the choice.
    const again = createNodeFrame(stack().service, frame.storage, { projectId: PROJECT })
    expect(await again.request('RPC_REQUEST', { method: 'eth_accounts' })).toEqual([eoa])
    expect(await frame.request('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })).toEqual({
      type: 'smartAccount',
      address: smart,
    })
    expect(await request('eth_accounts')).toEqual([smart])
  })

  it('has no batches as the EOA', async () => {
    await frame.request('SET_PREFERRED_ACCOUNT', { type: 'eoa' })
    expect(await request('wallet_getCapabilities', [eoa])).toEqual({})
    await expect(
      request('wallet_sendCalls', [{ calls: [{ to: recipient, value: '0x1' }] }]),
    ).rejects.toThrow('Action not allowed')
    await frame.request('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })
  })

  it('is the EOA on a network without a bundler', async () => {
    await frame.request('SWITCH_NETWORK', { chainId: 31338 })
    expect(await request('eth_accounts')).toEqual([eoa])
    expect(await frame.request('GET_USER', { chainId: 31338 })).toMatchObject({
      address: eoa,
      accounts: [{ type: 'eoa', address: eoa }],
    })
    await expect(frame.request('INIT_SMART_ACCOUNT')).rejects.toThrow('Action not allowed')
    await expect(frame.request('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })).rejects.toThrow(
      'Action not allowed',
    )
    await frame.request('SWITCH_NETWORK', { chainId: 31337 })
  })

  it('lets only signed-in frames reach the bundler, on the chains it serves', async () => {
    const { app } = stack().service
    const body = { jsonrpc: '2.0', id: 1, method: 'eth_supportedEntryPoints', params: [] }
    const path = `/bundler/v1?projectId=${PROJECT}&chainId=31337`
    expect((await callJson(app, 'POST', path, body)).status).toBe(401)
    const token = JSON.parse(frame.storage.getItem('portico-frame/v1/session') ?? '{}')
      .accessToken as string
    const served = await callJson(app, 'POST', path, body, token)
    expect(served.body.result).toEqual([defaultAccountAbstraction.entryPoint])
    const other = await callJson(
      app,
      'POST',
      `/bundler/v1?projectId=${PROJECT}&chainId=1`,
      body,
      token,
    )
    expect(other.status).toBe(400)
  })
})
