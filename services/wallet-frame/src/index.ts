export { loadConfig, WALLET_FRAME_ENV } from './config/loadConfig'
export {
  type FrameChain,
  type WalletFrameConfig,
  type WalletFrameConfigInput,
  walletFrameConfigSchema,
} from './config/walletFrameConfigSchema'
export { walletFrameProductionProblems } from './config/walletFrameProductionProblems'
export { createApp } from './createApp'
export { walletFrameMigrations } from './db/migrations'
export { openWalletFrameDb, type WalletFrameDbTarget } from './db/openWalletFrameDb'
export { ERROR_CODES, type ErrorCode } from './errors/errorCodes'
export { WalletFrameError } from './errors/WalletFrameError'
export { createFileKms } from './kms/createFileKms'
export type { Kms } from './kms/Kms'
export {
  ACTION_NOT_ALLOWED,
  RPC_NOT_ALLOWED,
  USER_REJECTED_MESSAGE,
} from './shared/frameMessages'
export { type RunningWalletFrame, startWalletFrame } from './startWalletFrame'
export type { WalletFrameDeps } from './WalletFrameDeps'
export { walletFrameCli } from './walletFrameCli'
