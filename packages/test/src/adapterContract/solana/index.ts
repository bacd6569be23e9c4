export {
  type DescribeSolanaAdapterContractParameters,
  describeSolanaAdapterContract,
} from './describeSolanaAdapterContract'
export type {
  SolanaContractAdapterOptions,
  SolanaContractHarness,
  SolanaContractPage,
} from './SolanaContractHarness'
export { solanaNetwork } from './solanaNetwork'
