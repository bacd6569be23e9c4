export { type FetchHistoryPage, loadTransactions } from './actions/loadTransactions'
export { balanceQueryKey } from './actions/refreshBalance'
export type { SendTokenClient, SendTokenParameters } from './actions/SendTokenParameters'
export { sendToken } from './actions/sendToken'
export { type EndableSession, endChosenSession } from './adapters/endChosenSession'
export { type LazyAdapterParameters, lazyAdapter } from './adapters/lazyAdapter'
export type { ApiClientConfig } from './api/ApiClientConfig'
export type { ApiTransport, FetchLike, RequestOptions } from './api/ApiTransport'
export {
  ApiHttpError,
  ApiInvalidResponseError,
  ApiNetworkError,
  ApiRequestError,
  type ApiResponseInfo,
  ApiTimeoutError,
} from './api/apiErrors'
export {
  type BlockchainApiClient,
  createBlockchainApiClient,
  type HistoryPage,
} from './api/createBlockchainApiClient'
export {
  type CatalogueApiClient,
  createCatalogueApiClient,
  type GetWalletsParams,
} from './api/createCatalogueApiClient'
export { type JsonRequest, requestJson } from './api/requestJson'
export { PORTICO_SDK_TYPE, PORTICO_SDK_VERSION } from './api/sdkDefaults'
export { toTransport } from './api/toTransport'
/**
 * The started client's code (deferred actions, remote-data rules, the query library) as one
 * module, which core fetches when a client starts. For another package's lazy chunk that only
 * runs with a started client (the modal, an adapter's parts) to re-export: a site's bundler then
 * puts the modules both use in this one file, rather than a file for each combination of lazy
 * chunks that share them. Not for apps: its members change with core's internals, and the API
 * reference leaves it out.
 * @example
 * export { startedParts } from '@portico/core'
 * @internal
 */
export * as startedParts from './client/startedParts'
export { createPortico } from './createPortico'
export { encodeErc20Transfer } from './evm/encodeErc20Transfer'
export { estimateEvmFee } from './evm/estimateEvmFee'
export { estimateEvmFeeWith } from './evm/estimateEvmFeeWith'
export { getEvmNativeBalance } from './evm/getEvmNativeBalance'
export { InvalidRpcAnswerError, readQuantity } from './evm/readQuantity'
export { toQuantity } from './evm/toQuantity'
export { toRpcTransaction } from './evm/toRpcTransaction'
export { utf8ToHex } from './evm/utf8ToHex'
export {
  type BufferedPorticoLogger,
  createPorticoLogger,
  type PorticoLogLevel,
  type PorticoLogRecord,
} from './logger/createPorticoLogger'
export type { Identity, NamesClient, ResolvedName } from './names/NamesClient'
export { nftsPageQueryOptions } from './nfts/nftsQueryOptions'
export { EMPTY_PAY_STATE } from './pay/emptyPayState'
export { getAvailableExchanges } from './pay/getAvailableExchanges'
export { getExchanges } from './pay/getExchanges'
export { getIsPaymentInProgress } from './pay/getIsPaymentInProgress'
export { getPayError } from './pay/getPayError'
export { getPayResult } from './pay/getPayResult'
export { getPayUrl } from './pay/getPayUrl'
export { openPay } from './pay/openPay'
export { openPayUrl } from './pay/openPayUrl'
export type {
  PayClient,
  PayInsufficientBalance,
  PaymentRecord,
  PayRequest,
  PayState,
  PayStore,
  PayWalletStep,
} from './pay/PayClient'
export {
  PAY_ERROR_CODES,
  PAY_ERROR_MESSAGES,
  PayError,
  type PayErrorCode,
} from './pay/PayError'
export type {
  CurrentPayment,
  Exchange,
  GetExchangesParams,
  PaymentAsset,
  PaymentCallbacks,
  PaymentOptions,
  PaymentResult,
  PaymentStatus,
  PayUrlParams,
  PayUrlResponse,
} from './pay/PaymentAsset'
export { pay } from './pay/pay'
export {
  arbitrumUSDC,
  arbitrumUSDT,
  baseETH,
  baseSepoliaETH,
  baseUSDC,
  ethereumUSDC,
  ethereumUSDT,
  optimismUSDC,
  optimismUSDT,
  polygonUSDC,
  polygonUSDT,
  solanaUSDC,
  solanaUSDT,
} from './pay/payAssets'
export { subscribePayState } from './pay/subscribePayState'
export type { PrefetchKind } from './queries/ApiContext'
export {
  allowedOriginsQueryOptions,
  analyticsConfigQueryOptions,
  walletListQueryOptions,
} from './queries/catalogueQueryOptions'
export { CONFIG_ALERTS } from './queries/configAlerts'
export { filterMobileWallets, MOBILE_DEEPLINK_WALLET_IDS } from './queries/filterMobileWallets'
export { hasMoreWallets } from './queries/hasMoreWallets'
export { historyInfiniteQueryOptions, historyPageQueryOptions } from './queries/historyQueryOptions'
export { identityQueryOptions } from './queries/identityQueryOptions'
export type { PorticoApi } from './queries/PorticoApi'
export { isWalletInstalled, sortInstalledFirst } from './queries/sortInstalledFirst'
export {
  tokenBalancesQueryKey,
  tokenBalancesQueryOptions,
} from './queries/tokenBalancesQueryOptions'
export { httpRpcUrlOf } from './rpc/httpRpcUrlOf'
export type { RpcRequest } from './rpc/RpcRequest'
export { NetworkRpcError, NetworkRpcHttpError, requestNetworkRpc } from './rpc/requestNetworkRpc'
export { accountTypeOf } from './rules/accountTypeOf'
export { canGoBack } from './rules/canGoBack'
export { hasSessionToRestore } from './rules/hasSessionToRestore'
export { isSignInView } from './rules/isSignInView'
export { tokenBalancesOn } from './rules/tokenBalancesOn'
export { unlistedNetworkOf } from './rules/unlistedNetworkOf'
export { type SiweConfigSiwxOptions, siweConfigSiwx } from './siwx/siweConfigSiwx'
export type {
  AccountState,
  AccountStore,
  AccountTab,
  ChainAccountState,
  ConnectedWalletInfo,
  EmbeddedWalletUser,
} from './types/AccountState'
export type { AdapterAccountChange, AdapterContext } from './types/AdapterContext'
export type { AlertState, AlertStore, AlertVariant } from './types/AlertState'
export type {
  AdapterConnection,
  AdapterTransaction,
  ChainAdapter,
  FeeEstimate,
} from './types/ChainAdapter'
export type { ChainState, ChainStore, NetworkState } from './types/ChainState'
export type { Connection, ConnectionState, ConnectionStore } from './types/ConnectionState'
export type { Connector, ConnectorAccount, ConnectorInfo } from './types/Connector'
export type { ConnectorsState, ConnectorsStore } from './types/ConnectorsState'
export type {
  EmbeddedWallet,
  EmbeddedWalletModule,
  EmbeddedWalletSetup,
  FrameRect,
} from './types/EmbeddedWallet'
export type { EventsState, EventsStore } from './types/EventsState'
export type { ModalState, ModalStore } from './types/ModalState'
export type {
  OnrampClient,
  OnrampOptions,
  OnrampProviderOption,
  OnrampQuote,
} from './types/OnrampClient'
export type { OnrampState, OnrampStore } from './types/OnrampState'
export type { OptionsState, OptionsStore } from './types/OptionsState'
export type {
  ConnectParams,
  OpenOptions,
  Portico,
  SendTransactionParams,
} from './types/Portico'
export type { PageLocation, PorticoEnvironment } from './types/PorticoEnvironment'
export type {
  ConnectMethodUsed,
  PorticoEvent,
  PorticoEventEnvelope,
  PorticoEventName,
  WalletPlatform,
} from './types/PorticoEvent'
export type { PorticoMetadata } from './types/PorticoMetadata'
export type {
  PorticoLogger,
  PorticoOptions,
  ResolvedPorticoOptions,
} from './types/PorticoOptions'
export type { PorticoStorage, StorageLike } from './types/PorticoStorage'
export type { PorticoStores } from './types/PorticoStores'
export type { BackResult, RouterState, RouterStore } from './types/RouterState'
export type {
  RouterView,
  SentTransaction,
  TransactionOutcome,
  TransactionStackEntry,
  ViewName,
  ViewOf,
} from './types/RouterView'
export type { SendState, SendStore } from './types/SendState'
export type { SiweConfig, SiwxConfig, SiwxMessage, SiwxSession } from './types/SiwxConfig'
export type { SiwxState, SiwxStatus, SiwxStore } from './types/SiwxState'
export type { SwapClient, SwapQuote, SwapToken } from './types/SwapClient'
export type { SwapData, SwapProgress, SwapState, SwapStore } from './types/SwapState'
export type { ThemeState, ThemeStore } from './types/ThemeState'
export type { ToastOptions, ToastState, ToastStore } from './types/ToastState'
export type {
  TransactionsByYear,
  TransactionsState,
  TransactionsStore,
} from './types/TransactionsState'
export type { WalletsState, WalletsStore } from './types/WalletsState'
export { createLoader } from './utils/createLoader'
export { forwardCalls } from './utils/forwardCalls'
export { getErrorMessage } from './utils/getErrorMessage'
export { isNetworkAvailable } from './utils/isNetworkAvailable'
