export type { AnalyticsBatch, AnalyticsEvent } from './analyticsEvent'
export {
  analyticsBatchSchema,
  analyticsEventSchema,
  analyticsIntakeResponseSchema,
} from './analyticsEvent'
export type { BalanceQuery, BalanceResponse, TokenBalance } from './balance'
export { balanceQuerySchema, balanceResponseSchema, tokenBalanceSchema } from './balance'
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
export type { Approval, HistoryQuery, HistoryResponse, Transaction, Transfer } from './history'
export {
  approvalSchema,
  historyQuerySchema,
  historyResponseSchema,
  transactionSchema,
  transferSchema,
} from './history'
export type { IdentityQuery, IdentityResponse } from './identity'
export { identityQuerySchema, identityResponseSchema } from './identity'
export type { Nft, NftsQuery, NftsResponse } from './nfts'
export { nftSchema, nftsQuerySchema, nftsResponseSchema } from './nfts'
export type { OnrampOptionsResponse } from './onramp'
export {
  onrampOptionsResponseSchema,
  onrampQuoteRequestSchema,
  onrampQuoteResponseSchema,
  onrampUrlResponseSchema,
} from './onramp'
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
export type {
  AllowedOriginsResponse,
  AnalyticsConfigResponse,
  AppkitConfigResponse,
  ProjectLimitsResponse,
} from './projectConfig'
export {
  allowedOriginsResponseSchema,
  analyticsConfigResponseSchema,
  appkitConfigResponseSchema,
  projectLimitsResponseSchema,
  remoteFeatureSchema,
} from './projectConfig'
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
export type { GetWalletsQuery, GetWalletsResponse, WalletRecord } from './wallets'
export { getWalletsQuerySchema, getWalletsResponseSchema, walletRecordSchema } from './wallets'
