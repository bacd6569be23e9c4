import * as viemChains from 'viem/chains'
import { expect, it } from 'vitest'
import * as adapterWagmi from './adapter-wagmi'
import * as root from './index'
import * as networks from './networks'
import * as pay from './pay'
import * as payReact from './pay/react'
import * as react from './react'
import * as siwx from './siwx'

it('exports the public API by name, entry by entry', () => {
  expect(Object.keys(root).sort()).toEqual([
    'createAppKit',
    'createAppKitInstance',
    'defineAppKitElements',
    'toAppKitThemeVariables',
    'toPorticoOptions',
    'toPorticoThemeVariables',
    'toPorticoView',
  ])
  expect(Object.keys(react).sort()).toEqual([
    'AppKitAccountButton',
    'AppKitButton',
    'AppKitConnectButton',
    'AppKitNetworkButton',
    'AppKitProvider',
    'createAppKit',
    'useAppKit',
    'useAppKitAccount',
    'useAppKitBalance',
    'useAppKitEvents',
    'useAppKitNetwork',
    'useAppKitProvider',
    'useAppKitState',
    'useAppKitTheme',
    'useDisconnect',
    'useWalletInfo',
  ])
  expect(Object.keys(adapterWagmi)).toEqual(['WagmiAdapter'])
  expect(Object.keys(siwx)).toEqual(['DefaultSIWX'])
  expect(Object.keys(pay).sort()).toEqual([
    'AppKitPayError',
    'AppKitPayErrorCodes',
    'AppKitPayErrorMessages',
    'arbitrumUSDC',
    'arbitrumUSDT',
    'baseETH',
    'baseSepoliaETH',
    'baseUSDC',
    'ethereumUSDC',
    'ethereumUSDT',
    'getAvailableExchanges',
    'getExchanges',
    'getIsPaymentInProgress',
    'getPayError',
    'getPayResult',
    'getPayUrl',
    'openPay',
    'openPayUrl',
    'optimismUSDC',
    'optimismUSDT',
    'pay',
    'polygonUSDC',
    'polygonUSDT',
    'solanaUSDC',
    'solanaUSDT',
    'subscribeStateKey',
  ])
  expect(Object.keys(payReact)).toEqual(['usePay'])
  // Besides every chain of viem's (networks.test.ts):
  expect(
    Object.keys(networks)
      .filter((name) => !(name in viemChains))
      .sort(),
  ).toEqual([
    'AVAILABLE_NAMESPACES',
    'bitcoin',
    'bitcoinSignet',
    'bitcoinTestnet',
    'defineChain',
    'solana',
    'solanaDevnet',
    'solanaTestnet',
  ])
})
