import { sessionRevokeMessage, sessionsResponseSchema } from '@portico/common/schemas/api'
import { anvilAccounts } from '@portico/test/devnet'
import { createManualClock } from '@portico/test/services/createManualClock'
import { type Address, type Hex, keccak256, toHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { serializeErc6492Signature } from 'viem/utils'
import { describe, expect, it } from 'vitest'
import { createTestGateway } from '../testing/createTestGateway'
import { useSmartAccountGateway } from '../testing/useSmartAccountGateway'

const ORIGIN = 'http://127.0.0.1:5173'
const START = Date.parse('2026-03-01T12:00:00Z')
const EXPIRY = Math.floor(START / 1000) + 3600
const [alice, bob] = anvilAccounts as [
  (typeof anvilAccounts)[number],
  (typeof anvilAccounts)[number],
]
const token: Address = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const sessionKey: Address = '0x000000000000000000000000000000000000cafE'
const stack = useSmartAccountGateway(
  {
    projects: [
      { projectId: 'p', allowedOrigins: [ORIGIN] },
      { projectId: 'q', allowedOrigins: [ORIGIN] },
    ],
    siwx: { rateLimit: { capacity: 1000, refillPerSecond: 100 } },
  },
  createManualClock(START),
)

const signAs = (privateKey: Hex, message: string) =>
  privateKeyToAccount(privateKey).signMessage({ message })
const pciOf = (label: string) => keccak256(toHex(label))
const grantOf = (address: Address, pci: Hex, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    pci,
    chainId: 31337,
    address,
    projectId: 'p',
    expiry: EXPIRY,
    signer: { type: 'key', data: { type: 'secp256k1', id: sessionKey } },
    permissions: [
      {
        type: 'contract-call',
        data: { address: token, functions: [{ functionName: 'transfer', selector: '0xa9059cbb' }] },
        policies: [{ type: 'spending-limit', data: { limit: '10000000000000000000' } }],
      },
    ],
    project: { name: 'Demo', url: ORIGIN, iconUrl: 'https://example.com/icon.png' },
    ...extra,
  })
const post = (path: string, body: unknown, contentType?: string) =>
  stack.gateway().app.request(path, {
    method: 'POST',
    headers: { Origin: ORIGIN, ...(contentType && { 'Content-Type': contentType }) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
const record = (address: Address, message: string, signature: string, project = 'p') =>
  post(`/v1/sessions/${address}?projectId=${project}`, { message, signature }, 'application/json')
// The SDK sends the revoke as a JSON text without a content type (api-shapes.md).
const revoke = (address: Address, body: unknown) =>
  post(`/v1/sessions/${address}/revoke?projectId=p`, body)
const list = async (account: string, project = 'p') => {
  const res = await stack
    .gateway()
    .app.request(`/v1/sessions/${account}?st=appkit&sv=react-wagmi-1.8.24&projectId=${project}`, {
      headers: { Origin: ORIGIN },
    })
  expect(res.status).toBe(200)
  return sessionsResponseSchema.parse(await res.json()).pcis
}

describe('smart sessions at the gateway', () => {
  const pci = pciOf('alice one')

  it('records a grant the account signed and lists it by CAIP-10 address for its project', async () => {
    const message = grantOf(alice.address, pci)
    const res = await record(alice.address, message, await signAs(alice.privateKey, message))
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ pci })
    expect(await list(`eip155:31337:${alice.address}`)).toEqual([
      {
        pci,
        expiry: EXPIRY,
        project: { id: 'p', name: 'Demo', url: ORIGIN, iconUrl: 'https://example.com/icon.png' },
        chainId: 'eip155:31337',
        signer: { type: 'key', data: { type: 'secp256k1', id: sessionKey } },
        permissions: JSON.parse(message).permissions,
        revoked: false,
      },
    ])
    // Another project, another chain or another account sees none of it.
    expect(await list(`eip155:31337:${alice.address}`, 'q')).toEqual([])
    expect(await list(`eip155:1:${alice.address}`)).toEqual([])
    expect(await list(`eip155:31337:${bob.address}`)).toEqual([])
  })

  it('refuses a grant signed by another key, or naming another account or project', async () => {
    const message = grantOf(alice.address, pciOf('forged'))
    const forged = await record(alice.address, message, await signAs(bob.privateKey, message))
    expect(forged.status).toBe(401)
    expect(await forged.json()).toMatchObject({ code: 'SESSION_INVALID_SIGNATURE' })
    const signed = await signAs(alice.privateKey, message)
    expect((await record(bob.address, message, signed)).status).toBe(400)
    expect((await record(alice.address, message, signed, 'q')).status).toBe(400)
    expect(await list(`eip155:31337:${alice.address}`)).toHaveLength(1)
  })

  it('refuses malformed input', async () => {
    const message = grantOf(alice.address, pciOf('malformed'))
    const signature = await signAs(alice.privateKey, message)
    const expect400 = async (res: Response, code = 'INVALID_PARAMS') => {
      expect(res.status).toBe(400)
      expect(await res.json()).toMatchObject({ code })
    }
    await expect400(await record(alice.address, 'not json', signature))
    await expect400(await record(alice.address, grantOf(alice.address, '0x1234' as Hex), signature))
    await expect400(
      await record(alice.address, grantOf(alice.address, pci, { chainId: 5 }), signature),
    )
    await expect400(
      await record(alice.address, grantOf(alice.address, pci, { permissions: [] }), signature),
    )
    await expect400(
      await post(`/v1/sessions/${alice.address}?projectId=p`, '{nope'),
      'INVALID_JSON',
    )
    await expect400(
      await post(`/v1/sessions/eip155:31337:${alice.address}?projectId=p`, { message, signature }),
    )
    await expect400(await revoke(alice.address, { pci: 'nope', signature }))
    await expect400(await revoke(alice.address, { pci }))
    // The list needs a CAIP-10 address.
    const plain = await stack.gateway().app.request(`/v1/sessions/${alice.address}?projectId=p`, {
      headers: { Origin: ORIGIN },
    })
    expect(plain.status).toBe(400)
  })

  it('revokes with the account’s signature only, and a replayed grant does not undo it', async () => {
    const forged = await revoke(alice.address, {
      pci,
      signature: await signAs(bob.privateKey, sessionRevokeMessage(pci)),
    })
    expect(forged.status).toBe(401)
    expect(await forged.json()).toMatchObject({ code: 'SESSION_INVALID_SIGNATURE' })
    expect((await list(`eip155:31337:${alice.address}`))[0]).toMatchObject({ revoked: false })

    const res = await revoke(alice.address, {
      pci,
      signature: await signAs(alice.privateKey, sessionRevokeMessage(pci)),
    })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ pci, revoked: true })
    expect((await list(`eip155:31337:${alice.address}`))[0]).toMatchObject({ pci, revoked: true })

    const message = grantOf(alice.address, pci)
    expect(
      (await record(alice.address, message, await signAs(alice.privateKey, message))).status,
    ).toBe(200)
    expect((await list(`eip155:31337:${alice.address}`))[0]).toMatchObject({ pci, revoked: true })

    const unknown = pciOf('never granted')
    const missing = await revoke(alice.address, {
      pci: unknown,
      signature: await signAs(alice.privateKey, sessionRevokeMessage(unknown)),
    })
    expect(missing.status).toBe(404)
  })

  it('checks smart accounts’ signatures on chain: ERC-1271 deployed, ERC-6492 counterfactual', async () => {
    // OwnedAccount answers isValidSignature with its owner's ECDSA signature of the hash.
    const owner = privateKeyToAccount(bob.privateKey)
    const deployed = await stack.smart().deployAccount(owner.address, 1n)
    const pci1271 = pciOf('deployed')
    const message = grantOf(deployed, pci1271)
    expect((await record(deployed, message, await owner.signMessage({ message }))).status).toBe(200)
    const wrong = await record(
      deployed,
      grantOf(deployed, pciOf('deployed 2')),
      await signAs(alice.privateKey, message),
    )
    expect(wrong.status).toBe(401)
    const revoked = await revoke(deployed, {
      pci: pci1271,
      signature: await owner.signMessage({ message: sessionRevokeMessage(pci1271) }),
    })
    expect(revoked.status).toBe(200)

    const { address, factoryData } = stack.smart().counterfactualAccount(owner.address, 2n)
    const pci6492 = pciOf('counterfactual')
    const grant = grantOf(address, pci6492)
    const signature = serializeErc6492Signature({
      address: stack.smart().factory,
      data: factoryData,
      signature: await owner.signMessage({ message: grant }),
    })
    expect((await record(address, grant, signature)).status).toBe(200)
    expect(await list(`eip155:31337:${address}`)).toMatchObject([{ pci: pci6492, revoked: false }])
  })

  it('is rate limited like sign-in, per client', async () => {
    const limited = await createTestGateway(
      {
        chains: [{ chainId: 31337, name: 'Anvil', rpcUrl: stack.anvil().rpcUrl }],
        projects: [{ projectId: 'p', allowedOrigins: [ORIGIN] }],
        indexer: { enabled: false },
        siwx: { rateLimit: { capacity: 2, refillPerSecond: 0.001 } },
      },
      { clock: createManualClock(START) },
    )
    try {
      const ask = () =>
        limited.app.request(`/v1/sessions/eip155:31337:${alice.address}?projectId=p`, {
          headers: { Origin: ORIGIN },
        })
      expect((await ask()).status).toBe(200)
      expect((await ask()).status).toBe(200)
      expect((await ask()).status).toBe(429)
    } finally {
      await limited.close()
    }
  })
})
