export type { AnalyticsBatch, AnalyticsEvent } from './analyticsEvent'
export {
  analyticsBatchSchema,
  analyticsEventSchema,
  analyticsIntakeResponseSchema,
} from './analyticsEvent'
export type { BalanceResponse, TokenBalance } from './balance'
export { balanceResponseSchema, tokenBalanceSchema } from './balance'
export type { BalanceQuery } from './balanceQuery'
export { balanceQuerySchema } from './balanceQuery'
export type { BundlerNetworksResponse } from './bundlerNetworks'
export { bundlerNetworksResponseSchema } from './bundlerNetworks'
export type { ConvertQuotesResponse, ConvertTokensResponse } from './convert'
export {
  allowanceQuerySchema,
  allowanceResponseSchema,
  buildApproveQuerySchema,
  buildApproveResponseSchema,
  buildTransactionRequestSchema,
  buildTransactionResponseSchema,
  convertErrorSchema,
  convertQuotesQuerySchema,
  convertQuotesResponseSchema,
  convertTokensQuerySchema,
  convertTokensResponseSchema,
  gasPriceResponseSchema,
} from './convert'
export type { ApiError } from './errorResponse'
export { apiErrorSchema } from './errorResponse'
export type { FungiblePriceRequest, FungiblePriceResponse } from './fungiblePrice'
export {
  fungiblePriceRequestSchema,
  fungiblePriceResponseSchema,
  fungiblePriceSchema,
} from './fungiblePrice'
export type { Approval, HistoryResponse, HistoryStart, Transaction, Transfer } from './history'
export {
  approvalSchema,
  historyResponseSchema,
  historyStartSchema,
  transactionSchema,
  transferSchema,
} from './history'
export type { HistoryQuery } from './historyQuery'
export { historyQuerySchema } from './historyQuery'
export type { IdentityResponse } from './identity'
export { identityResponseSchema } from './identity'
export type { IdentityQuery } from './identityQuery'
export { identityQuerySchema } from './identityQuery'
export type { Nft, NftsResponse } from './nfts'
export { nftSchema, nftsResponseSchema } from './nfts'
export type { NftsQuery } from './nftsQuery'
export { nftsQuerySchema } from './nftsQuery'
export type { OnrampOptionsResponse } from './onramp'
export {
  onrampOptionsResponseSchema,
  onrampQuoteRequestSchema,
  onrampQuoteResponseSchema,
  onrampUrlResponseSchema,
} from './onramp'
export type {
  CreatePaymentRequest,
  PayExchange,
  PayExchangesResponse,
  PaymentRecord,
  PaymentStatus,
  PayQrResponse,
  PayUrlResponse,
} from './pay'
export {
  createPaymentRequestSchema,
  payExchangeRequestSchema,
  payExchangeSchema,
  payExchangesResponseSchema,
  paymentRecordSchema,
  paymentStatusSchema,
  payQrResponseSchema,
  payTransactionRequestSchema,
  payUrlResponseSchema,
} from './pay'
export {
  caip2Schema,
  caip10Schema,
  decimalStringSchema,
  integerStringSchema,
  sdkQuerySchema,
} from './primitives'
export type { NameRecord } from './profile'
export {
  nameRecordSchema,
  nameSuggestionsResponseSchema,
  registerNameRequestSchema,
  reverseNamesResponseSchema,
} from './profile'
export type { AllowedOriginsResponse, AnalyticsConfigResponse } from './projectConfig'
export { allowedOriginsResponseSchema, analyticsConfigResponseSchema } from './projectConfig'
export type { AppkitConfigResponse, ProjectLimitsResponse } from './projectSettings'
export {
  appkitConfigResponseSchema,
  projectLimitsResponseSchema,
  remoteFeatureSchema,
} from './projectSettings'
export type { GrantedPermission, SessionGrantMessage } from './sessions'
export {
  grantedPermissionSchema,
  recordSessionRequestSchema,
  revokeSessionRequestSchema,
  sessionGrantMessageSchema,
  sessionRevokeMessage,
  sessionsResponseSchema,
} from './sessions'
export type { SupportedChainsResponse } from './supportedChains'
export { supportedChainsResponseSchema } from './supportedChains'
export type { GetWalletsResponse, WalletRecord } from './wallets'
export { getWalletsResponseSchema, walletRecordSchema } from './wallets'
export type { GetWalletsQuery } from './walletsQuery'
export { getWalletsQuerySchema } from './walletsQuery'
