export {
  PORTICO_ACCOUNT_PRIMARY_TYPES,
  porticoAccountDomain,
  porticoMessageTypedData,
  porticoUserOperationTypedData,
} from './account/porticoAccountTypedData'
export { tokenFeeOf } from './account/tokenFeeOf'
export {
  type GasQuantity,
  type UserOperationGasLimits,
  userOperationMaxCost,
} from './account/userOperationMaxCost'
export { decodeBase58, encodeBase58 } from './address/base58'
export {
  type Bech32Decoded,
  type Bech32Encoding,
  decodeBech32,
  encodeBech32,
} from './address/bech32'
export { checksumEvmAddress } from './address/checksumEvmAddress'
export {
  type BitcoinAddressInfo,
  type BitcoinAddressType,
  type BitcoinNetwork,
  getBitcoinAddressInfo,
} from './address/getBitcoinAddressInfo'
export { isAddressForNamespace } from './address/isAddressForNamespace'
export { isBitcoinAddress } from './address/isBitcoinAddress'
export { isEvmAddress } from './address/isEvmAddress'
export { isSolanaAddress } from './address/isSolanaAddress'
export { decodeSegwitAddress, encodeSegwitAddress, type SegwitAddress } from './address/segwit'
export {
  type BitcoinNetworkParams,
  bitcoinNetworkParamsSchema,
} from './bitcoin/BitcoinNetworkParams'
export {
  bitcoinMainnetParams,
  bitcoinTestnetParams,
  litecoinRegtestParams,
} from './bitcoin/bitcoinNetworks'
export { type DecodedBitcoinAddress, decodeBitcoinAddress } from './bitcoin/decodeBitcoinAddress'
export { p2wpkhAddress } from './bitcoin/p2wpkhAddress'
export { formatCaipAddress } from './caip/formatCaipAddress'
export { formatCaipNetworkId } from './caip/formatCaipNetworkId'
export { isCaipAddress } from './caip/isCaipAddress'
export { isCaipNetworkId } from './caip/isCaipNetworkId'
export { isChainNamespace } from './caip/isChainNamespace'
export { type ParsedCaipAddress, parseCaipAddress } from './caip/parseCaipAddress'
export { type ParsedCaipNetworkId, parseCaipNetworkId } from './caip/parseCaipNetworkId'
export { watchTip } from './chain/watchTip'
export { PREFERRED_ACCOUNT_TYPES } from './constants/accountTypes'
export {
  BALANCE_CACHE_MS,
  IDENTITY_CACHE_MS,
  IMAGE_PRELOAD_TIMEOUT_MS,
  SEARCH_MIN_WAIT_MS,
  TOKEN_BALANCE_RETRY_GUARD_MS,
  TRANSACTIONS_CACHE_MS,
} from './constants/cacheTiming'
export { CHAIN_NAMESPACES } from './constants/chainNamespaces'
export { DEFAULT_CHAIN_ID } from './constants/defaultChainId'
export {
  EMBEDDED_ALLOWED_ANCESTORS,
  EMBEDDED_WALLET_CONNECTOR_ID,
  EMBEDDED_WALLET_NAMESPACES,
  EMBEDDED_WALLET_SDK_VERSION,
  EMBEDDED_WALLET_TIMEOUTS_MS,
} from './constants/embeddedWallet'
export {
  CONNECT_METHOD_ORDER,
  CONNECTOR_TYPE_ORDER,
  DEFAULT_FEATURES,
  DEFAULT_SOCIALS,
  OAUTH_SOCIAL_PROVIDERS,
  WALLET_FEATURE_ORDER,
} from './constants/features'
export { DEVNET_CHAINS, KNOWN_CHAINS } from './constants/knownChains'
export {
  DEFAULT_LOG_LEVEL,
  DEFAULT_SLIPPAGE,
  LOGGER_BUFFER_BYTES,
  RECENT_WALLETS_LIMIT,
  RECOMMENDED_WALLETS_LIMIT,
  TELEMETRY_ERRORS_PER_MINUTE,
  WALLET_PAGE_IMAGE_COUNT,
  WALLET_PAGE_SIZE,
  WALLET_SEARCH_ENTRIES,
} from './constants/limits'
export {
  DEFAULT_LOCALE,
  type Locale,
  RTL_LOCALES,
  SUPPORTED_LOCALES,
} from './constants/locales'
export { MODAL_ANIMATION_MS } from './constants/modalAnimation'
export { NAMESPACE_FEATURES } from './constants/namespaceFeatures'
export {
  COINBASE_ONRAMP_CHAINS,
  COINBASE_ONRAMP_FALLBACK_CHAIN,
  ONRAMP_DEFAULT_PAYMENT_CURRENCIES,
  ONRAMP_DEFAULT_PURCHASE_CURRENCIES,
  ONRAMP_PROVIDERS,
  ONRAMP_RESTRICTED_TIMEZONES,
} from './constants/onramp'
export { SAFE_RPC_METHODS, type SafeRpcMethod } from './constants/safeRpcMethods'
export {
  EMAIL_LOGIN_COOLDOWN_MS,
  PAIRING_EXPIRY_MARGIN_MS,
  PAIRING_LIFETIME_MS,
} from './constants/sessionTiming'
export { STARTUP_STORAGE_KEYS } from './constants/startupStorageKeys'
export { STORAGE_KEYS, type StorageKey } from './constants/storageKeys'
export { SWAP_NETWORKS } from './constants/swap'
export { DEFAULT_THEME_MODE, THEME_COLORS } from './constants/theme'
export {
  FALLBACK_RANKING,
  HTTP_BATCH_SIZE,
  HTTP_TIMEOUT_MS,
  SECOND_MS,
  SHAKE_RESET_MS,
  TOAST_REPLACE_DELAY_MS,
} from './constants/timing'
export { UNSAFE_RPC_METHODS, type UnsafeRpcMethod } from './constants/unsafeRpcMethods'
export { InvalidAddressError } from './errors/address'
export { alertForServerMessage } from './errors/alertForServerMessage'
export { ALERTS, type Alert, type AlertKey } from './errors/alerts'
export { BaseError, type BaseErrorParameters } from './errors/BaseError'
export { TokenBalanceUnavailableError } from './errors/balance'
export { CompressedPublicKeyRequiredError } from './errors/bitcoin'
export { ChainNotSupportedError } from './errors/ChainNotSupportedError'
export { InvalidCaipAddressError, InvalidCaipNetworkIdError } from './errors/caip'
export {
  AdapterActionNotSupportedError,
  AdapterNotFoundError,
  AdapterOrConnectorNotFoundError,
  AuthConnectorNotFoundError,
  ChainAdapterNotFoundError,
  ChainRequiredForAccountDataError,
  ChainRequiredForConnectionClientError,
  ConnectionClientNotSetError,
  NetworkClientNotSetError,
} from './errors/client'
export { DisconnectError } from './errors/connection'
export { EmailCooldownError } from './errors/email'
export {
  EmailLoginDependencyError,
  EmbeddedWalletLoadError,
  EmbeddedWalletTimeoutError,
  FrameIframeNotSetError,
  FrameParentNotSetError,
  FrameUnknownError,
  RequestAbortedError,
  SomethingWentWrongError,
} from './errors/embeddedWallet'
export { fixedMessageError } from './errors/fixedMessageError'
export { InvalidDecimalError } from './errors/format'
export { FRAME_ERROR_CODES, type FrameErrorCode, isFrameErrorCode } from './errors/frameErrorCodes'
export { NoRpcUrlError } from './errors/NoRpcUrlError'
export {
  NameSuggestionsError,
  NamesForAddressError,
  NameZoneNotSupportedError,
  RegisterNameError,
  ResolveNameError,
} from './errors/names'
export {
  CaipNetworkNotFoundError,
  CaipNetworkOrAddressUndefinedError,
  NetworkNotFoundError,
} from './errors/network'
export { SiwxConfigConflictError } from './errors/options'
export { PaymentRpcError } from './errors/pay'
export {
  CallStatusNotApprovedError,
  NamespaceNotConfiguredError,
  ProviderNotConnectedError,
  SignClientNotInitializedError,
} from './errors/provider'
export {
  InvalidChainIdError,
  RpcCallNotAllowedError,
  SwitchChainError,
  type SwitchChainErrorCode,
  UserRejectedRequestError,
} from './errors/rpc'
export { type ErrorCatalogue, ServiceError } from './errors/ServiceError'
export {
  SendAmountAndReceiverRequiredError,
  SendTokenRequiredError,
  TokenTransferRefusedError,
  TransactionRefusedError,
  UnsupportedSendChainError,
} from './errors/send'
export { SERVER_ERROR_MESSAGES, SERVER_ERROR_STATUS } from './errors/serverMessages'
export { SERVICE_ERROR_CODES } from './errors/serviceErrorCodes'
export {
  NoActiveCaipAddressError,
  NoActiveCaipNetworkOrClientError,
  NoConnectionControllerClientError,
  SignatureDeclinedError,
  SiwxInitializationError,
  SiwxNotEnabledError,
  SmartAccountsNotSupportedError,
} from './errors/siwx'
export {
  GasPriceNetworkNotSupportedError,
  SwapAccountRequiredError,
  SwapInsufficientBalanceError,
  SwapInsufficientLiquidityError,
  SwapNetworkNotSupportedError,
  SwapQuoteExpiredError,
  SwapReceiptTimeoutError,
  SwapRevertedError,
} from './errors/swap'
export { FailedToFetchTransactionsError } from './errors/transactions'
export { ValidationError, type ValidationProblem } from './errors/ValidationError'
export { validate } from './errors/validate'
export {
  type ValidationIssueInput,
  validationIssueMessage,
} from './errors/validationIssueMessage'
export { expectedReceivedMessage, VALIDATION_MESSAGES } from './errors/validationMessages'
export { valueMessageError } from './errors/valueMessageError'
export { explorerTransactionUrl } from './format/explorerTransactionUrl'
export { formatBalance } from './format/formatBalance'
export { type FormatDecimalOptions, formatDecimal } from './format/formatDecimal'
export { formatHistoryAmount, getTransactionSign } from './format/formatHistoryAmount'
export { formatTokenAmount } from './format/formatTokenAmount'
export { formatTokenBalance } from './format/formatTokenBalance'
export { formatUnits } from './format/formatUnits'
export { formatUsd } from './format/formatUsd'
export { getHistoryMonthTitle } from './format/getHistoryMonthTitle'
export {
  groupTransactionsByMonth,
  type TransactionMonthGroup,
} from './format/groupTransactionsByMonth'
export { type Decimal, parseDecimal } from './format/parseDecimal'
export { parseUnits } from './format/parseUnits'
export { truncateAddress } from './format/truncateAddress'
export { carriesPaymentReference } from './pay/carriesPaymentReference'
export { createHttpJsonRpc } from './pay/createHttpJsonRpc'
export { eip681Uri } from './pay/eip681Uri'
export { ERC20_TRANSFER_TOPIC, erc20Paid } from './pay/erc20Paid'
export { evmNativePaid, type PaidAmount } from './pay/evmNativePaid'
export {
  type EvmCallFrame,
  type EvmReceipt,
  type EvmTransaction,
  evmCallFrameSchema,
  evmLogSchema,
  evmReceiptSchema,
  evmTransactionSchema,
} from './pay/evmPaymentSchemas'
export type { JsonRpcRequest } from './pay/JsonRpcRequest'
export type { PaymentAssetId, PaymentReading } from './pay/PaymentReading'
export type { PaymentUriRequest } from './pay/PaymentUriRequest'
export { parsePaymentUnits } from './pay/parsePaymentUnits'
export { paymentUri } from './pay/paymentUri'
export type { ReadPaymentArgs } from './pay/ReadPaymentArgs'
export { readEvmPayment } from './pay/readEvmPayment'
export { readPayment } from './pay/readPayment'
export { readSolanaPayment } from './pay/readSolanaPayment'
export { readTokenDecimals } from './pay/readTokenDecimals'
export { solanaAccountKeys, solanaPaid } from './pay/solanaPaid'
export { type SolanaTransaction, solanaTransactionSchema } from './pay/solanaPaymentSchemas'
export { solanaPayUri } from './pay/solanaPayUri'
export { areValidBatchedCalls, type BatchedCall } from './rules/areValidBatchedCalls'
export { assertEmailLoginAllowed } from './rules/assertEmailLoginAllowed'
export { clientAddressKey } from './rules/clientAddressKey'
export { evmChainIdToCoinType } from './rules/evmChainIdToCoinType'
export { filterHistory, isSpamTransaction } from './rules/filterHistory'
export { filterTokenBalances } from './rules/filterTokenBalances'
export { getResponseKind } from './rules/getResponseKind'
export { isCatalogueLink, WALLET_APP_SCHEMES } from './rules/isCatalogueLink'
export { isHttpUrl } from './rules/isHttpUrl'
export { isLoopbackHost } from './rules/isLoopbackHost'
export { isLoopbackOrigin } from './rules/isLoopbackOrigin'
export { isOriginAllowed } from './rules/isOriginAllowed'
export { isPageOriginAllowed } from './rules/isPageOriginAllowed'
export { isPairingExpired } from './rules/isPairingExpired'
export { isSafeWalletLink } from './rules/isSafeWalletLink'
export { isValidAccountName } from './rules/isValidAccountName'
export { isValidEmail } from './rules/isValidEmail'
export { isLocale, matchLocale } from './rules/matchLocale'
export { matchWildcard } from './rules/matchWildcard'
export {
  isKnownRpcMethod,
  isMessageSigningRpcMethod,
  isSafeRpcMethod,
  isUnsafeRpcMethod,
} from './rules/rpcMethods'
export type { AccountType, BitcoinAccountType, PreferredAccountTypes } from './types/AccountType'
export type { CaipAddress, CaipNetworkId } from './types/Caip'
export type { BlockExplorer, CaipNetwork, NativeCurrency } from './types/CaipNetwork'
export type { ChainNamespace } from './types/ChainNamespace'
export type {
  AdapterType,
  ConnectionStatus,
  ConnectMethod,
  ConnectorGroup,
  ConnectorType,
  WalletFeature,
} from './types/Connector'
export type { Features } from './types/Features'
export type {
  OnrampNetwork,
  OnrampPaymentCurrency,
  OnrampProvider,
  OnrampPurchaseCurrency,
  PaymentMethodLimit,
} from './types/Onramp'
export type { SiwxMessageData } from './types/SiwxMessageData'
export type { SocialProvider } from './types/SocialProvider'
export type { ResolvedThemeMode, ThemeMode, ThemeVariables } from './types/Theme'
export type { ToastVariant } from './types/Toast'
export type { TokenBalance, TokenQuantity } from './types/TokenBalance'
export type {
  Transaction,
  TransactionApproval,
  TransactionMetadata,
  TransactionOperationType,
  TransactionStatus,
  TransactionTransfer,
  TransferDirection,
  TransferFungibleInfo,
  TransferNftInfo,
} from './types/Transaction'
export type { WalletCatalogueEntry } from './types/WalletCatalogueEntry'
