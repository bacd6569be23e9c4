import { useSmartAccountDevnet } from '@portico/test/devnet/useSmartAccountDevnet'
import { createPublicClient, http, serializeErc6492Signature } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { formatSiweMessage } from '../message/formatSiweMessage'
import { siwxSignInResponseSchema } from '../schemas/siwxApiSchemas'
import { createMemorySiwxStore } from '../server/createMemorySiwxStore'
import { createSiwxRoutes } from '../server/createSiwxRoutes'
import { verifyEip155Signature } from './verifyEip155Signature'
import { verifySiwxMessage } from './verifySiwxMessage'

const owner = privateKeyToAccount(generatePrivateKey())
const stranger = privateKeyToAccount(generatePrivateKey())
const devnet = useSmartAccountDevnet()

function messageFor(address: `0x${string}`, chainId: `eip155:${number}` = 'eip155:31337') {
  return formatSiweMessage({
    domain: 'app.example.com',
    accountAddress: address,
    uri: 'https://app.example.com',
    version: '1',
    chainId,
    nonce: 'smartnonce01',
    issuedAt: new Date().toISOString(),
  })
}

async function reasonOf(run: Promise<unknown>): Promise<string | undefined> {
  return run.then(
    () => undefined,
    (error: { reason?: string }) => error.reason ?? String(error),
  )
}

describe('EOA signatures on a devnet client', () => {
  it('verify through the client too', async () => {
    const message = messageFor(owner.address)
    const signature = await owner.signMessage({ message })
    const args = { address: owner.address, message, signature, client: devnet().publicClient }
    await expect(verifyEip155Signature(args)).resolves.toBeUndefined()
    const forged = await stranger.signMessage({ message })
    expect(await reasonOf(verifyEip155Signature({ ...args, signature: forged }))).toBe(
      'invalid-signature',
    )
  })
})

describe('ERC-1271: a deployed contract account', () => {
  it("accepts its owner's signature and refuses anyone else's", async () => {
    const account = await devnet().deployAccount(owner.address, 1n)
    const message = messageFor(account)
    const expected = { domain: 'app.example.com', chainId: 'eip155:31337' } as const
    const signature = await owner.signMessage({ message })
    const result = await verifySiwxMessage({
      message,
      signature,
      expected,
      publicClient: devnet().publicClient,
    })
    expect(result.address).toBe(account)

    const forged = await stranger.signMessage({ message })
    expect(
      await reasonOf(
        verifySiwxMessage({
          message,
          signature: forged,
          expected,
          publicClient: devnet().publicClient,
        }),
      ),
    ).toBe('invalid-signature')
    // Without a client the owner's ECDSA signature does not match the account address.
    expect(await reasonOf(verifySiwxMessage({ message, signature, expected }))).toBe(
      'invalid-signature',
    )
  })

  it('resolves the account on the chain the message names, through a client picker', async () => {
    const account = await devnet().deployAccount(owner.address, 2n)
    const noChainClient = createPublicClient({ transport: http(devnet().rpcUrl) })
    const publicClient = (chainId: string) =>
      chainId === 'eip155:31337' ? noChainClient : undefined
    const onDevnet = messageFor(account)
    const signature = await owner.signMessage({ message: onDevnet })
    const expected = { domain: 'app.example.com' }
    await expect(
      verifySiwxMessage({ message: onDevnet, signature, expected, publicClient }),
    ).resolves.toMatchObject({
      chainId: 'eip155:31337',
    })
    // The same account claimed on chain 1: the devnet client must not vouch for it.
    const onMainnet = messageFor(account, 'eip155:1')
    const mainnetSignature = await owner.signMessage({ message: onMainnet })
    expect(
      await reasonOf(
        verifySiwxMessage({
          message: onMainnet,
          signature: mainnetSignature,
          expected,
          publicClient: noChainClient,
        }),
      ),
    ).toBe('invalid-signature')
  })
})

describe('ERC-6492: a counterfactual contract account', () => {
  it('accepts a wrapped owner signature before the account exists, and nothing else', async () => {
    const { address, factoryData } = devnet().counterfactualAccount(owner.address, 3n)
    expect(await devnet().publicClient.getCode({ address })).toBeUndefined()
    const message = messageFor(address)
    const wrap = async (signer: typeof owner) =>
      serializeErc6492Signature({
        address: devnet().factory,
        data: factoryData,
        signature: await signer.signMessage({ message }),
      })
    const expected = { domain: 'app.example.com', chainId: 'eip155:31337' } as const
    const publicClient = devnet().publicClient

    const valid = await wrap(owner)
    await expect(
      verifySiwxMessage({ message, signature: valid, expected, publicClient }),
    ).resolves.toMatchObject({
      address,
    })
    // Verification is a simulation: the account is still not deployed.
    expect(await devnet().publicClient.getCode({ address })).toBeUndefined()

    const forged = await wrap(stranger)
    expect(
      await reasonOf(verifySiwxMessage({ message, signature: forged, expected, publicClient })),
    ).toBe('invalid-signature')
    expect(await reasonOf(verifySiwxMessage({ message, signature: valid, expected }))).toBe(
      'smart-account-unverifiable',
    )
  })
})

describe('smart accounts through the routes', () => {
  it('signs a counterfactual account in through the gateway routes', async () => {
    const routes = createSiwxRoutes({
      store: createMemorySiwxStore(),
      isOriginAllowed: ({ origin }) => origin === 'https://app.example.com',
      publicClient: devnet().publicClient,
    })
    const { nonce } = (await (
      await routes.request('/v1/siwx/nonce?projectId=p', { method: 'POST' })
    ).json()) as {
      nonce: string
    }
    const { address, factoryData } = devnet().counterfactualAccount(owner.address, 6n)
    const message = formatSiweMessage({
      domain: 'app.example.com',
      accountAddress: address,
      uri: 'https://app.example.com',
      version: '1',
      chainId: 'eip155:31337',
      nonce,
      issuedAt: new Date().toISOString(),
    })
    const signature = serializeErc6492Signature({
      address: devnet().factory,
      data: factoryData,
      signature: await owner.signMessage({ message }),
    })
    const response = await routes.request('/v1/siwx/sessions?projectId=p', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://app.example.com' },
      body: JSON.stringify({ message, signature }),
    })
    expect(response.status).toBe(201)
    expect(siwxSignInResponseSchema.parse(await response.json()).session.address).toBe(address)
  })
})
