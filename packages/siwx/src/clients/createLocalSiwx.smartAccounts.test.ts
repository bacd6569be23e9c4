import { useSmartAccountDevnet } from '@portico/test/devnet/useSmartAccountDevnet'
import { createMemoryStorage } from '@portico/test/storage/createMemoryStorage'
import { serializeErc6492Signature } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { createLocalSiwx } from './createLocalSiwx'

const owner = privateKeyToAccount(generatePrivateKey())
const devnet = useSmartAccountDevnet()

describe('createLocalSiwx with contract accounts', () => {
  it('signs a contract account in with createLocalSiwx when it has a public client', async () => {
    const account = await devnet().deployAccount(owner.address, 4n)
    const site = {
      domain: 'app.example.com',
      uri: 'https://app.example.com',
      storage: createMemoryStorage(),
    }
    const withClient = createLocalSiwx({ ...site, publicClient: devnet().publicClient })
    const message = await withClient.createMessage({
      accountAddress: account,
      chainId: 'eip155:31337',
    })
    await withClient.addSession(
      await withClient.signMessage(message, (text) => owner.signMessage({ message: text })),
    )
    expect(await withClient.getSessions('eip155:31337', account)).toHaveLength(1)

    const offline = createLocalSiwx({ ...site, storage: createMemoryStorage() })
    const counterfactual = devnet().counterfactualAccount(owner.address, 5n)
    const pending = await offline.createMessage({
      accountAddress: counterfactual.address,
      chainId: 'eip155:31337',
    })
    const session = await offline.signMessage(pending, async (text) =>
      serializeErc6492Signature({
        address: devnet().factory,
        data: counterfactual.factoryData,
        signature: await owner.signMessage({ message: text }),
      }),
    )
    const error = await offline.addSession(session).catch((e: { shortMessage?: string }) => e)
    expect(error).toMatchObject({
      shortMessage: 'This application might not support Smart Accounts',
    })
  })
})
