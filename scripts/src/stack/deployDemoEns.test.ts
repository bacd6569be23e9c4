import { startAnvil } from '@portico/test/devnet/startAnvil'
import {
  type GatewayProcess,
  startGatewayProcess,
} from '@portico/test/services/startGatewayProcess'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoEnsName, demoEnsNames } from './demoEnsName'
import { deployDemoEns } from './deployDemoEns'
import { gatewayConfig } from './gatewayConfig'

let anvil: Awaited<ReturnType<typeof startAnvil>>
let gateway: GatewayProcess

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
  const stackConfig = gatewayConfig({
    chains: [],
    projectId: 'portico-demo',
    allowedOrigins: [],
    dbPath: ':memory:',
  })
  gateway = await startGatewayProcess({
    chains: [{ chainId: 31337, name: 'Devnet', rpcUrl: anvil.rpcUrl }],
    nftMetadata: stackConfig.nftMetadata,
    names: demoEnsNames(31337),
  })
  await deployDemoEns(anvil.rpcUrl, gateway.url)
}, 120_000)

afterAll(async () => {
  await gateway?.close()
  await anvil?.stop()
})

describe("the dev stack's ENS", () => {
  it('gives vitalik.eth its address, primary name and an avatar the gateway serves', async () => {
    const identity = await fetch(`${gateway.url}/v1/identity/${demoEnsName.address}`)
    expect(await identity.json()).toEqual({
      name: 'vitalik.eth',
      avatar: `${gateway.url}/public/name-avatar/vitalik.eth`,
    })
    const record = (await (
      await fetch(`${gateway.url}/v1/profile/account/vitalik.eth`)
    ).json()) as {
      addresses: Record<string, { address: string }>
    }
    expect(record.addresses['60']?.address).toBe(demoEnsName.address)
    const avatar = await fetch(`${gateway.url}/public/name-avatar/vitalik.eth`)
    expect(avatar.headers.get('content-type')).toMatch(/^image\/svg\+xml/)
    expect(await avatar.text()).toMatch(/^<svg/)
  })
})
