'use client'

export type * from './appKitTypes'
export {
  AppKitAccountButton,
  type AppKitAccountButtonProps,
} from './components/AppKitAccountButton'
export { AppKitButton, type AppKitButtonProps } from './components/AppKitButton'
export {
  AppKitConnectButton,
  type AppKitConnectButtonProps,
} from './components/AppKitConnectButton'
export {
  AppKitNetworkButton,
  type AppKitNetworkButtonProps,
} from './components/AppKitNetworkButton'
export { AppKitProvider, type AppKitProviderProps } from './components/AppKitProvider'
export { createAppKit } from './createAppKit'
export type { AppKitElementAttributes } from './elements/AppKitElementsJsx'
export { type UseAppKitReturn, useAppKit } from './hooks/useAppKit'
export { useAppKitAccount } from './hooks/useAppKitAccount'
export { type UseAppKitBalanceReturn, useAppKitBalance } from './hooks/useAppKitBalance'
export { useAppKitEvents } from './hooks/useAppKitEvents'
export { type UseAppKitNetworkReturn, useAppKitNetwork } from './hooks/useAppKitNetwork'
export { useAppKitProvider } from './hooks/useAppKitProvider'
export { useAppKitState } from './hooks/useAppKitState'
export { type UseAppKitThemeReturn, useAppKitTheme } from './hooks/useAppKitTheme'
export { type UseDisconnectReturn, useDisconnect } from './hooks/useDisconnect'
export { useWalletInfo } from './hooks/useWalletInfo'
