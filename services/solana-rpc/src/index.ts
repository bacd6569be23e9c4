export {
  AirdropFailedError,
  type ChainCommit,
  clusterGenesisHash,
  createLocalSolanaChain,
  type LocalSolanaChain,
  type SignatureStatus,
} from './chain/createLocalSolanaChain'
export type { SimulationOutcome } from './chain/simulateOnSvm'
export { handleRpcPayload, type RpcResponse, rpcMethods } from './rpc/handleRpcPayload'
export { SolanaRpcError } from './rpc/SolanaRpcError'
export { type SeededTestChain, seedTestChain } from './seed/seedTestChain'
export {
  solanaTestAccountCount,
  solanaTestAccountKey,
  solanaTestLamports,
  solanaTestMintKey,
  solanaTestToken,
} from './seed/solanaTestAccounts'
export {
  type SolanaRpcServer,
  type SolanaRpcServerOptions,
  startSolanaRpcServer,
} from './startSolanaRpcServer'
