import { DEVNET_CHAINS, KNOWN_CHAINS } from '@portico/common'
import type { ChainAdapter } from '@portico/core'
import { describe, expect, it } from 'vitest'
import { toPorticoOptions } from './toPorticoOptions'
import { toAppKitThemeVariables, toPorticoThemeVariables } from './toPorticoThemeVariables'
import { toPorticoView } from './toPorticoView'

describe('theme variables', () => {
  it('maps every --w3m-* variable onto its --portico-* one and back', () => {
    const appKit = {
      '--w3m-font-family': 'Inter, sans-serif',
      '--w3m-accent': '#00bb7f',
      '--w3m-color-mix': '#123456',
      '--w3m-color-mix-strength': 40,
      '--w3m-font-size-master': '10px',
      '--w3m-border-radius-master': '2px',
      '--w3m-z-index': 1000,
      '--w3m-qr-color': '#000000',
    } as const
    const ours = toPorticoThemeVariables(appKit)
    expect(ours).toEqual({
      '--portico-font-family': 'Inter, sans-serif',
      '--portico-accent': '#00bb7f',
      '--portico-color-mix': '#123456',
      '--portico-color-mix-strength': 40,
      '--portico-font-size-master': '10px',
      '--portico-border-radius-master': '2px',
      '--portico-z-index': 1000,
      '--portico-qr-color': '#000000',
    })
    expect(toAppKitThemeVariables(ours)).toEqual(appKit)
  })

  it('drops names neither kit knows', () => {
    const given = { '--w3m-accent': 'red', '--w3m-background': 'blue', '--apkt-accent': 'x' }
    expect(toPorticoThemeVariables(given as never)).toEqual({ '--portico-accent': 'red' })
  })
})

describe('views', () => {
  it.each([
    'Account',
    'Connect',
    'Networks',
    'ApproveTransaction',
    'OnRampProviders',
    'ConnectingWalletConnectBasic',
    'Swap',
    'WhatIsAWallet',
    'AllWallets',
    'WalletSend',
  ] as const)('opens %s as the Portico view of that name', (view) => {
    expect(toPorticoView(view)).toEqual({ view })
  })

  it('has no Portico view for WhatIsANetwork or unknown names', () => {
    expect(toPorticoView('WhatIsANetwork')).toBeUndefined()
    expect(toPorticoView('toString')).toBeUndefined()
  })
})

describe('toPorticoOptions', () => {
  it('keeps the shared names, unwraps the adapters and renames the theme variables', () => {
    const porticoAdapter = { namespace: 'eip155' } as ChainAdapter
    const siwx = {} as never
    const options = toPorticoOptions({
      projectId: 'p1',
      networks: [DEVNET_CHAINS.devnetA, DEVNET_CHAINS.devnetB],
      defaultNetwork: DEVNET_CHAINS.devnetB,
      adapters: [{ porticoAdapter }],
      metadata: { name: 'App', description: 'An app', url: 'https://app.example', icons: [] },
      features: { swaps: false, analytics: true },
      themeMode: 'light',
      themeVariables: { '--w3m-accent': '#000000' },
      locale: 'ar',
      allowUnsupportedChain: true,
      featuredWalletIds: ['a'],
      siwx,
    })
    expect(options).toEqual({
      projectId: 'p1',
      networks: [DEVNET_CHAINS.devnetA, DEVNET_CHAINS.devnetB],
      defaultNetwork: DEVNET_CHAINS.devnetB,
      adapters: [porticoAdapter],
      metadata: { name: 'App', description: 'An app', url: 'https://app.example', icons: [] },
      features: { swaps: false, analytics: true },
      themeMode: 'light',
      themeVariables: { '--portico-accent': '#000000' },
      locale: 'ar',
      allowUnsupportedChain: true,
      featuredWalletIds: ['a'],
      siwx,
    })
  })

  it('gives networks the images of chainImages and puts customRpcUrls before their own', () => {
    const options = toPorticoOptions({
      projectId: 'p1',
      networks: [DEVNET_CHAINS.devnetA, DEVNET_CHAINS.devnetB, KNOWN_CHAINS.solana],
      chainImages: { 31337: '/a.png', [KNOWN_CHAINS.solana.id]: '/sol.png' },
      customRpcUrls: {
        'eip155:31338': [{ url: 'https://rpc.example/b' }, { url: 'http://127.0.0.1:8546' }],
      },
    })
    const [a, b, sol] = options.networks
    expect(a).toEqual({ ...DEVNET_CHAINS.devnetA, assets: { imageUrl: '/a.png' } })
    expect(b?.assets).toBeUndefined()
    // Each URL once, the app's first.
    expect(b?.rpcUrls.default.http).toEqual(['https://rpc.example/b', 'http://127.0.0.1:8546'])
    expect(sol?.assets?.imageUrl).toBe('/sol.png')
    expect(sol?.rpcUrls).toEqual(KNOWN_CHAINS.solana.rpcUrls)
    expect(options).not.toHaveProperty('chainImages')
    expect(options).not.toHaveProperty('customRpcUrls')
  })

  it('leaves options given as undefined unset', () => {
    const options = toPorticoOptions({
      projectId: 'p1',
      networks: [DEVNET_CHAINS.devnetA],
      themeMode: undefined as never,
    })
    expect(Object.keys(options).sort()).toEqual(['adapters', 'networks', 'projectId'])
  })
})
