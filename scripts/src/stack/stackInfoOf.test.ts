import { describe, expect, it } from 'vitest'
import { stackDevnets } from './stackDevnets'
import { stackInfoOf } from './stackInfoOf'
import { defaultStackPorts } from './stackPorts'

const parts = {
  gateway: true,
  relay: true,
  walletFrame: true,
  walletApp: true,
  onramp: false,
  exchange: true,
  bitcoin: false,
  bundlers: false,
  solana: false,
  apps: true,
}
const info = (walletFrame: boolean) =>
  stackInfoOf({
    host: '127.0.0.1',
    ports: { ...defaultStackPorts, walletFrame: 15789 },
    parts: { ...parts, walletFrame },
    devnets: stackDevnets,
    projectId: 'portico-demo',
    bitcoinCaipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
    bitcoinRpcUrl: 'http://127.0.0.1:18443',
  })

describe('stackInfoOf', () => {
  it('names the wallet frame on localhost (a passkey relying party), every other part on 127.0.0.1', () => {
    const { urls } = info(true)
    expect(urls.walletFrame).toBe('http://localhost:15789')
    expect(urls.demo).toBe('http://127.0.0.1:5173')
    expect(urls.gateway).toBe('http://127.0.0.1:8787')
    expect(urls.mailInbox).toBe('http://127.0.0.1:1080')
    expect(urls.identityProvider).toBe('http://127.0.0.1:8790')
    expect(urls.exchange).toBe('http://127.0.0.1:5177')
  })

  it('has no frame URL while the frame does not run', () => {
    expect(info(false).urls.walletFrame).toBeUndefined()
  })
})
