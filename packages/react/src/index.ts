'use client'

export {
  AccountButton,
  type AccountButtonProps,
} from './components/AccountButton/AccountButton'
export {
  ConnectButton,
  type ConnectButtonProps,
} from './components/ConnectButton/ConnectButton'
export {
  NetworkButton,
  type NetworkButtonProps,
} from './components/NetworkButton/NetworkButton'
export { PorticoProvider, type PorticoProviderProps } from './context/PorticoProvider'
export { usePorticoClient } from './hooks/clientHooks'
export type { UseModalReturn } from './hooks/UseModalReturn'
export type { UsePorticoReturn } from './hooks/UsePorticoReturn'
export { type UseAccountReturn, useAccount } from './hooks/useAccount'
export { type UseDisconnectReturn, useDisconnect } from './hooks/useDisconnect'
export { useEvents } from './hooks/useEvents'
export { type UseLocaleReturn, useLocale } from './hooks/useLocale'
export { useModal } from './hooks/useModal'
export { type UseNetworkReturn, useNetwork } from './hooks/useNetwork'
export { type UsePayOptions, type UsePayReturn, usePay } from './hooks/usePay'
export { usePortico } from './hooks/usePortico'
export { type UseThemeReturn, useTheme } from './hooks/useTheme'
export { type UseWalletProviderReturn, useWalletProvider } from './hooks/useWalletProvider'
export { PorticoModal, type PorticoModalProps } from './modal/PorticoModal'
