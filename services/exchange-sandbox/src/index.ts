export type { ExchangeAsset } from './assets/ExchangeAsset'
export { listExchangeAssets } from './assets/listExchangeAssets'
export {
  type ExchangeConfig,
  exchangeConfigSchema,
} from './config/exchangeConfigSchema'
export { exchangeProductionProblems } from './config/exchangeProductionProblems'
export { createExchange } from './createExchange'
export { createExchangeApp } from './createExchangeApp'
export { openExchangeDb } from './db/openExchangeDb'
export { exchangeCli } from './exchangeCli'
export { createExchangeStore } from './ledger/createExchangeStore'
export { createChainPayers } from './payout/createChainPayers'
export { createPayouts } from './payout/createPayouts'
export { createSolanaPayer, solanaHotWalletSigner } from './payout/createSolanaPayer'
