import { sessionsResponseSchema } from '@portico/common/schemas/api'
import {
  createPorticoAccountClient,
  type DeployedTestTokens,
  defaultAccountAbstraction,
  deployTestTokens,
  fundAccount,
  porticoSessionValidatorAbi,
} from '@portico/test/devnet'
import { readTokenBalance } from '@portico/test/devnet/readTokenBalance'
import {
  type Address,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  pad,
  parseEther,
  parseGwei,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { createNodeFrame } from '../src/testing/createNodeFrame'
import { callJson } from '../src/testing/createTestService'
import { logInByMail } from '../src/testing/logInByMail'
import { readVisitorAccounts } from '../src/testing/readVisitorAccounts'
import { setUpSmartAccountStack } from '../src/testing/setUpSmartAccountStack'

const PROJECT = 'sessions-test'
const email = 'sessions@example.com'
const recipient: Address = '0x000000000000000000000000000000000000bEEF'
const stranger: Address = '0x000000000000000000000000000000000000dEaD'

let tokens: DeployedTestTokens
const seen = new Set<string>()

// One devnet with ERC-4337 and the session validator, its alto, a real gateway (bundler and
// session routes) and the frame service in front of them.
const stack = setUpSmartAccountStack({ projectId: PROJECT })

describe('ERC-7715 smart sessions of the embedded smart account', () => {
  let frame: ReturnType<typeof createNodeFrame>
  let smart: Address
  let eoa: Address
  const sessionKey = privateKeyToAccount(generatePrivateKey())
  const chain = () => stack().chain()
  const request = (method: string, params?: unknown[]) =>
    frame.request('RPC_REQUEST', { method, ...(params && { params }) })
  const inAnHour = () => Math.floor(Date.now() / 1000) + 3600
  const gasLimit = {
    type: 'gas-limit',
    data: {
      limit: parseEther('0.05').toString(),
      perOperationLimit: parseEther('0.01').toString(),
    },
  }
  // Transfers to `recipient` only, 5 PTT in all; gas 0.05 ETH in all, 0.01 ETH per operation.
  const grantRequest = (overrides: Record<string, unknown> = {}) => ({
    chainId: '0x7a69',
    expiry: inAnHour(),
    signer: { type: 'key', data: { type: 'secp256k1', publicKey: sessionKey.publicKey } },
    permissions: [
      {
        type: 'contract-call',
        data: {
          address: tokens.erc20.address,
          functions: [
            {
              functionName: 'transfer',
              args: [{ index: 0, condition: 'equal', value: recipient }],
            },
          ],
          abi: erc20Abi,
        },
        policies: [
          { type: 'spending-limit', data: { limit: parseEther('5').toString() } },
          gasLimit,
        ],
      },
    ],
    ...overrides,
  })
  const syncDappData = (features?: { smartSessions: boolean }) =>
    frame.request('SYNC_DAPP_DATA', {
      sdkType: 'portico',
      sdkVersion: 'test',
      projectId: PROJECT,
      ...(features && { features }),
    })
  const listed = async () => {
    const response = await fetch(
      `${stack().gateway.url}/v1/sessions/eip155:31337:${smart}?st=appkit&sv=test&projectId=${PROJECT}`,
    )
    expect(response.status).toBe(200)
    return sessionsResponseSchema.parse(await response.json()).pcis
  }
  const transferAs = async (
    pci: Hex,
    amount: bigint,
    to: Address = recipient,
    gas: Record<string, bigint> = {},
  ) => {
    const { smart: client } = await createPorticoAccountClient({
      rpcUrl: stack().anvil.rpcUrl,
      chainId: 31337,
      bundlerUrl: stack().alto.url,
      // The account is the EOA's (factory salt 0); the app's key signs, not the EOA.
      owner: eoa,
      session: { id: pci, key: sessionKey },
    })
    const hash = await client.sendUserOperation({
      calls: [
        {
          to: tokens.erc20.address,
          data: encodeFunctionData({
            abi: erc20Abi,
            functionName: 'transfer',
            args: [to, amount],
          }),
        },
      ],
      ...gas,
    })
    return client.waitForUserOperationReceipt({ hash })
  }
  let pci: Hex

  it('signs in; the counterfactual smart account holds ether and test tokens', async () => {
    frame = createNodeFrame(stack().service, undefined, { projectId: PROJECT })
    await logInByMail(frame, { service: stack().service, mail: stack().mail, email, seen })
    ;[smart] = (await request('eth_accounts')) as [Address]
    ;({ eoa } = await readVisitorAccounts(frame))
    await fundAccount(stack().anvil.rpcUrl, smart, { value: parseEther('1') })
    tokens = await deployTestTokens(stack().anvil.rpcUrl, { holders: [smart], amount: '100' })
    expect(await chain().getCode({ address: smart })).toBeUndefined()
  }, 60_000)

  it('refuses wallet_grantPermissions unless the app turned smart sessions on', async () => {
    const asked = frame.asked.length
    await expect(request('wallet_grantPermissions', [grantRequest()])).rejects.toThrow(
      'Action not allowed',
    )
    await syncDappData({ smartSessions: false })
    await expect(request('wallet_grantPermissions', [grantRequest()])).rejects.toThrow(
      'Action not allowed',
    )
    expect(frame.asked.length).toBe(asked)
    await syncDappData({ smartSessions: true })
  })

  it('refuses malformed requests before asking the visitor', async () => {
    const asked = frame.asked.length
    const refused = async (params: unknown, message: string | RegExp) =>
      expect(request('wallet_grantPermissions', [params])).rejects.toThrow(message)
    await refused(grantRequest({ chainId: '0x1' }), 'Chain is not supported')
    await refused(grantRequest({ expiry: 1 }), 'The expiry has passed')
    await refused(
      grantRequest({ signer: { type: 'key', data: { type: 'secp256k1' } } }),
      /publicKey or an id/,
    )
    await refused(
      grantRequest({ signer: { type: 'account', data: { id: sessionKey.address } } }),
      'The signer must be a key',
    )
    const [permission] = grantRequest().permissions
    // The grant with its one permission's contract and functions replaced.
    const withData = (data: unknown) => grantRequest({ permissions: [{ ...permission, data }] })
    await refused(
      grantRequest({ permissions: [permission, permission] }),
      /One permission per grant/,
    )
    await refused(
      grantRequest({
        permissions: [{ ...permission, policies: [{ type: 'rate-limit', data: {} }] }],
      }),
      'Only the spending-limit and gas-limit policies are supported',
    )
    // No gas policy: the key's gas would come out of the account unbounded.
    await refused(
      grantRequest({
        permissions: [
          {
            ...permission,
            policies: [{ type: 'spending-limit', data: { limit: '1' } }],
          },
        ],
      }),
      /A gas-limit policy is required/,
    )
    await refused(
      grantRequest({
        permissions: [
          {
            ...permission,
            policies: [
              {
                type: 'gas-limit',
                data: { limit: '1000', perOperationLimit: '1001' },
              },
            ],
          },
        ],
      }),
      'The per-operation gas limit is above the gas limit',
    )
    // The account itself, its validator, factory and EntryPoint are never a session's target.
    for (const address of [
      smart,
      defaultAccountAbstraction.porticoSessionValidator,
      defaultAccountAbstraction.porticoAccountFactory,
      defaultAccountAbstraction.entryPoint,
    ])
      await refused(
        grantRequest({
          permissions: [{ ...permission, data: { ...permission?.data, address } }],
        }),
        'A session cannot call the wallet’s own contracts',
      )
    // Calls of the test token whose function rules do not hold.
    for (const [functions, message] of [
      [
        [
          {
            functionName: 'transfer(address,uint256)',
            args: [{ index: 0, condition: 'atMost', value: '5' }],
          },
        ],
        'An atMost rule needs a number',
      ],
      [
        [
          {
            functionName: 'multicall(bytes[])',
            args: [{ index: 0, condition: 'equal', value: '0' }],
          },
        ],
        'Argument rules apply to fixed-size arguments only',
      ],
      [[{ functionName: 'transfer' }], /needs a selector/],
    ] as const)
      await refused(withData({ address: tokens.erc20.address, functions }), message)
    // A name the app asserts never dresses up a selector: the transfer selector called
    // balanceOf, with or without an abi that says otherwise.
    for (const data of [
      {
        address: tokens.erc20.address,
        functions: [{ functionName: 'balanceOf', selector: '0xa9059cbb' }],
      },
      {
        address: tokens.erc20.address,
        functions: [{ functionName: 'balanceOf', selector: '0xa9059cbb' }],
        abi: erc20Abi,
      },
      {
        address: tokens.erc20.address,
        functions: [{ functionName: 'balanceOf(address)', selector: '0xa9059cbb' }],
      },
    ])
      await refused(withData(data), /needs a selector|does not match its selector/)
    await expect(
      request('wallet_revokePermissions', [{ permissionsContext: '0x12' }]),
    ).rejects.toThrow('Invalid permissionsContext')
    expect(frame.asked.length).toBe(asked)
  })

  it('grants nothing when the visitor declines', async () => {
    frame.nextDecision(false)
    await expect(request('wallet_grantPermissions', [grantRequest()])).rejects.toThrow(
      'User rejected the request.',
    )
    expect(frame.asked.at(-1)).toMatchObject({ title: 'Grant permissions' })
    expect(await chain().getCode({ address: smart })).toBeUndefined()
    expect(await listed()).toEqual([])
  })

  it('after approval, enables the session on chain (deploying the account) and records it at the gateway', async () => {
    const expiry = inAnHour()
    const answer = (await request('wallet_grantPermissions', [grantRequest({ expiry })])) as {
      permissionsContext: Hex
      expiry: number
      grantedPermissions: unknown[]
    }
    pci = answer.permissionsContext
    expect(pci).toMatch(/^0x[0-9a-f]{64}$/)
    expect(answer).toMatchObject({
      chainId: '0x7a69',
      address: smart,
      expiry,
      signer: { type: 'key', data: { type: 'secp256k1', id: sessionKey.address } },
      grantedPermissions: [
        {
          type: 'contract-call',
          data: {
            address: tokens.erc20.address,
            functions: [
              {
                functionName: 'transfer(address,uint256)',
                selector: '0xa9059cbb',
                args: [{ index: 0, condition: 'equal', value: pad(recipient).toLowerCase() }],
              },
            ],
          },
          policies: [
            { type: 'spending-limit', data: { limit: parseEther('5').toString() } },
            gasLimit,
          ],
        },
      ],
    })
    expect(frame.asked.at(-1)).toMatchObject({
      title: 'Grant permissions',
      rows: [
        { label: 'Contract', value: tokens.erc20.address },
        { label: 'Function', value: `transfer(address,uint256) (only recipient = ${recipient})` },
        { label: 'Spending limit', value: `${parseEther('5')} (token base units)` },
        { label: 'Gas budget', value: '0.05 ETH' },
        { label: 'Gas per operation', value: 'at most 0.01 ETH' },
        { label: 'Expires', value: new Date(expiry * 1000).toISOString() },
        { label: 'Session key', value: sessionKey.address },
        { label: 'Network', value: 'Devnet A (31337)' },
      ],
      text: expect.stringContaining('Anything else is refused on chain'),
    })
    expect(await chain().getCode({ address: smart })).toMatch(/^0x[0-9a-f]{2,}/)
    expect(
      await chain().readContract({
        address: defaultAccountAbstraction.porticoSessionValidator,
        abi: porticoSessionValidatorAbi,
        functionName: 'sessionOf',
        args: [smart, pci],
      }),
    ).toMatchObject({
      key: sessionKey.address,
      target: tokens.erc20.address,
      limit: parseEther('5'),
      gasBudget: parseEther('0.05'),
      gasPerOperation: parseEther('0.01'),
      callCount: 1,
    })
    expect(await listed()).toEqual([
      expect.objectContaining({
        pci,
        expiry,
        project: expect.objectContaining({ id: PROJECT, url: 'http://127.0.0.1:5173' }),
        revoked: false,
      }),
    ])
  }, 60_000)

  it('lets the app’s key spend within the limit, to the allowed recipient only, and no further', async () => {
    expect((await transferAs(pci, parseEther('3'))).success).toBe(true)
    await expect(transferAs(pci, 1n, stranger)).rejects.toThrow(/session: function not allowed/)
    // 1.4 M gas at 10 gwei may cost 0.014 ETH: over the 0.01 ETH the visitor allowed per operation.
    await expect(
      transferAs(pci, 1n, recipient, {
        verificationGasLimit: 1_000_000n,
        callGasLimit: 200_000n,
        preVerificationGas: 200_000n,
        maxFeePerGas: parseGwei('10'),
        maxPriorityFeePerGas: parseGwei('1'),
      }),
    ).rejects.toThrow(/session: gas above the per-operation cap/)
    await expect(transferAs(pci, parseEther('3'))).rejects.toThrow(
      /session: spending limit exceeded/,
    )
    expect(await readTokenBalance(chain(), tokens.erc20.address, recipient)).toBe(parseEther('3'))
  }, 60_000)

  it('revokes only after approval, on chain and at the gateway, even once the app turned smart sessions off', async () => {
    await syncDappData()
    frame.nextDecision(false)
    await expect(
      request('wallet_revokePermissions', [{ permissionsContext: pci }]),
    ).rejects.toThrow('User rejected the request.')
    expect(frame.asked.at(-1)).toMatchObject({ title: 'Revoke permissions' })
    expect((await transferAs(pci, 1n)).success).toBe(true)

    expect(await request('wallet_revokePermissions', [{ permissionsContext: pci }])).toBeNull()
    await expect(transferAs(pci, 1n)).rejects.toThrow(/session: revoked/)
    expect(await listed()).toEqual([expect.objectContaining({ pci, revoked: true })])
  }, 60_000)

  it('is the smart account’s only: as the EOA, not allowed', async () => {
    await syncDappData({ smartSessions: true })
    await frame.request('SET_PREFERRED_ACCOUNT', { type: 'eoa' })
    await expect(request('wallet_grantPermissions', [grantRequest()])).rejects.toThrow(
      'Action not allowed',
    )
    await frame.request('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })
  })

  it('lets only signed-in frames reach the gateway’s session routes, whose refusals come back', async () => {
    const { app } = stack().service
    const path = `/smart-sessions/v1/revoke?projectId=${PROJECT}`
    const body = { address: smart, pci, signature: `0x${'11'.repeat(65)}` }
    expect((await callJson(app, 'POST', path, body)).status).toBe(401)
    const token = JSON.parse(frame.storage.getItem('portico-frame/v1/session') ?? '{}')
      .accessToken as string
    // The gateway checks the account's signature: a signed-in frame cannot forge one.
    const forged = await callJson(app, 'POST', path, body, token)
    expect(forged).toMatchObject({
      status: 400,
      body: { message: 'The signature does not match the account' },
    })
    const record = await callJson(
      app,
      'POST',
      `/smart-sessions/v1/record?projectId=${PROJECT}`,
      { address: smart, message: '{}', signature: body.signature },
      token,
    )
    expect(record.status).toBe(400)
    expect(
      (await callJson(app, 'POST', path, { address: 'nope', pci, signature: '0x' }, token)).status,
    ).toBe(400)
  })
})
