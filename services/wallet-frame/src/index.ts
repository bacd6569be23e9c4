export { type Clock, systemClock } from './config/Clock'
export { type Logger, silentLogger } from './config/Logger'
export { loadConfig } from './config/loadConfig'
export {
  type FrameChain,
  type WalletFrameConfig,
  type WalletFrameConfigInput,
  walletFrameConfigSchema,
} from './config/walletFrameConfigSchema'
export { createApp, type WalletFrameDeps } from './createApp'
export { ERROR_CODES, type ErrorCode } from './errors/errorCodes'
export { WalletFrameError } from './errors/WalletFrameError'
export {
  ACTION_NOT_ALLOWED,
  RPC_NOT_ALLOWED,
  USER_REJECTED_MESSAGE,
} from './frame/FrameRequestError'
export { createFileKms } from './kms/createFileKms'
export type { Kms } from './kms/Kms'
export { type RunningWalletFrame, startWalletFrame } from './startWalletFrame'
