import { describe, expect, it } from 'vitest'
import { isCaipNetworkId } from '../caip/isCaipNetworkId'
import { parseCaipNetworkId } from '../caip/parseCaipNetworkId'
import { PREFERRED_ACCOUNT_TYPES } from './accountTypes'
import * as cacheTiming from './cacheTiming'
import { DEFAULT_CHAIN_ID } from './defaultChainId'
import { EMBEDDED_ALLOWED_ANCESTORS, EMBEDDED_WALLET_TIMEOUTS_MS } from './embeddedWallet'
import {
  CONNECT_METHOD_ORDER,
  CONNECTOR_TYPE_ORDER,
  DEFAULT_FEATURES,
  DEFAULT_SOCIALS,
  WALLET_FEATURE_ORDER,
} from './features'
import { DEVNET_CHAINS, KNOWN_CHAINS } from './knownChains'
import * as limits from './limits'
import * as modalAnimation from './modalAnimation'
import { NAMESPACE_FEATURES } from './namespaceFeatures'
import { ONRAMP_DEFAULT_PAYMENT_CURRENCIES, ONRAMP_DEFAULT_PURCHASE_CURRENCIES } from './onramp'
import { SAFE_RPC_METHODS } from './safeRpcMethods'
import * as sessionTiming from './sessionTiming'
import { STORAGE_KEYS } from './storageKeys'
import { SWAP_NETWORKS } from './swap'
import { THEME_COLORS } from './theme'
import * as clientTiming from './timing'
import { UNSAFE_RPC_METHODS } from './unsafeRpcMethods'

describe('spec §1 defaults', () => {
  it('turns on and off the right features', () => {
    const on = Object.entries(DEFAULT_FEATURES)
      .filter(([, v]) => v === true)
      .map(([k]) => k)
      .sort()
    const off = Object.entries(DEFAULT_FEATURES)
      .filter(([, v]) => v === false)
      .map(([k]) => k)
      .sort()
    expect(on).toEqual(
      [
        'swaps',
        'onramp',
        'receive',
        'send',
        'email',
        'emailShowWallets',
        'history',
        'analytics',
        'allWallets',
      ].sort(),
    )
    expect(off).toEqual(
      ['legalCheckbox', 'smartSessions', 'passkeys', 'collapseWallets', 'pay'].sort(),
    )
    expect(DEFAULT_FEATURES.socials).toEqual([
      'google',
      'x',
      'discord',
      'farcaster',
      'github',
      'apple',
      'facebook',
    ])
  })

  it('orders methods, connector groups and wallet features as the spec lists them', () => {
    expect(CONNECT_METHOD_ORDER).toEqual(['email', 'social', 'wallet'])
    expect(CONNECTOR_TYPE_ORDER).toEqual([
      'walletConnect',
      'recent',
      'injected',
      'featured',
      'custom',
      'external',
      'recommended',
    ])
    expect(WALLET_FEATURE_ORDER).toEqual(['onramp', 'swaps', 'receive', 'send'])
    expect(DEFAULT_CHAIN_ID).toBe('eip155:1')
    expect(DEFAULT_SOCIALS).toHaveLength(7)
  })
})

describe('spec §9 timing and limits', () => {
  it('has the documented values', () => {
    const timing = { ...clientTiming, ...cacheTiming, ...sessionTiming, ...modalAnimation }
    expect(timing).toMatchObject({
      TOAST_REPLACE_DELAY_MS: 150,
      SHAKE_RESET_MS: 500,
      MODAL_ANIMATION_MS: { open: 120, close: 150, viewChange: 150 },
      PAIRING_LIFETIME_MS: 240_000,
      PAIRING_EXPIRY_MARGIN_MS: 10_000,
      EMAIL_LOGIN_COOLDOWN_MS: 30_000,
      BALANCE_CACHE_MS: 30_000,
      IDENTITY_CACHE_MS: 300_000,
      TOKEN_BALANCE_RETRY_GUARD_MS: 30_000,
      IMAGE_PRELOAD_TIMEOUT_MS: 2_000,
      HTTP_TIMEOUT_MS: 10_000,
      HTTP_BATCH_SIZE: 1_000,
      SEARCH_MIN_WAIT_MS: 300,
      FALLBACK_RANKING: {
        stabilityWeight: 0.7,
        latencyWeight: 0.3,
        sampleCount: 10,
        timeoutMs: 1_000,
      },
    })
    expect(limits).toMatchObject({
      RECENT_WALLETS_LIMIT: 2,
      RECOMMENDED_WALLETS_LIMIT: 4,
      WALLET_PAGE_SIZE: 40,
      WALLET_PAGE_IMAGE_COUNT: 20,
      WALLET_SEARCH_ENTRIES: 100,
      TELEMETRY_ERRORS_PER_MINUTE: 5,
      DEFAULT_LOG_LEVEL: 'error',
    })
    expect(EMBEDDED_WALLET_TIMEOUTS_MS).toMatchObject({
      iframeLoad: 20_000,
      request: 30_000,
      readyDelay: 500,
      disconnectWait: 3_000,
    })
  })
})

describe('chains and namespaces', () => {
  it('lists swap networks as valid eip155 CAIP-2 ids', () => {
    expect(SWAP_NETWORKS).toHaveLength(12)
    for (const id of SWAP_NETWORKS) expect(parseCaipNetworkId(id).chainNamespace).toBe('eip155')
  })

  it('keeps known and devnet chains consistent: caipNetworkId = namespace:id', () => {
    for (const chain of [...Object.values(KNOWN_CHAINS), ...Object.values(DEVNET_CHAINS)]) {
      expect(chain.caipNetworkId).toBe(`${chain.chainNamespace}:${chain.id}`)
      expect(isCaipNetworkId(chain.caipNetworkId)).toBe(true)
      const decimals = { eip155: 18, solana: 9, bip122: 8 }[chain.chainNamespace]
      expect(chain.nativeCurrency.decimals).toBe(decimals)
    }
    expect(KNOWN_CHAINS.mainnet.id).toBe(1)
    expect(KNOWN_CHAINS.base.id).toBe(8453)
  })

  it('restricts features per namespace as spec §9 says', () => {
    expect(NAMESPACE_FEATURES).toEqual({
      balance: ['eip155', 'solana'],
      send: ['eip155', 'solana'],
      onramp: ['eip155', 'solana'],
      names: ['eip155'],
      activity: ['eip155'],
    })
    expect(PREFERRED_ACCOUNT_TYPES).toEqual({
      eip155: 'smartAccount',
      solana: 'eoa',
      polkadot: 'eoa',
      bip122: 'payment',
    })
  })
})

describe('RPC methods', () => {
  it('never lists a method as both safe and unsafe', () => {
    const safe = new Set<string>(SAFE_RPC_METHODS)
    expect(UNSAFE_RPC_METHODS.filter((m) => safe.has(m))).toEqual([])
  })

  it('puts signing and sending on the unsafe list', () => {
    for (const m of [
      'personal_sign',
      'eth_sendTransaction',
      'eth_signTypedData_v4',
      'wallet_sendCalls',
      'solana_signMessage',
      'solana_signTransaction',
      'solana_signAllTransactions',
      'solana_signAndSendTransaction',
      'wallet_grantPermissions',
      'wallet_revokePermissions',
    ]) {
      expect(UNSAFE_RPC_METHODS).toContain(m)
    }
    for (const m of ['wallet_getCallsStatus', 'wallet_getCapabilities', 'wallet_getAssets']) {
      expect(SAFE_RPC_METHODS).toContain(m)
    }
  })
})

describe('misc', () => {
  it('prefixes every storage key and keeps them unique', () => {
    const keys = Object.values(STORAGE_KEYS)
    for (const key of keys) expect(key.startsWith('@portico/')).toBe(true)
    expect(new Set(keys).size).toBe(keys.length)
  })

  it('has the theme colours and on-ramp defaults', () => {
    expect(THEME_COLORS.background).toEqual({ dark: '#121313', light: '#fff' })
    expect(ONRAMP_DEFAULT_PAYMENT_CURRENCIES.map((c) => c.id)).toEqual(['USD', 'EUR'])
    expect(ONRAMP_DEFAULT_PAYMENT_CURRENCIES[0].payment_method_limits).toEqual([
      { id: 'card', min: '10.00', max: '7500.00' },
      { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
    ])
    expect(ONRAMP_DEFAULT_PURCHASE_CURRENCIES.map((c) => c.symbol)).toEqual(['USDC', 'ETH'])
    for (const c of ONRAMP_DEFAULT_PURCHASE_CURRENCIES) {
      expect(c.networks.map((n) => n.chain_id)).toEqual(['1', '137'])
    }
  })

  it('allows the spec §6 default embedding hosts', () => {
    const joined = EMBEDDED_ALLOWED_ANCESTORS.join(' ')
    for (const host of [
      'localhost',
      'pages.dev',
      'vercel.app',
      'ngrok-free.app',
      'secure-mobile',
    ]) {
      expect(joined).toContain(host)
    }
  })
})
