export { createMemoryStorage } from '../storage/createMemoryStorage'
export type {
  ContractAccountChange,
  ContractAdapter,
  ContractConnector,
  ContractContext,
} from './contractAdapter'
export type { ContractHarness } from './contractHarness'
export { createRecordingContext, type RecordingContext } from './createRecordingContext'
export {
  type DescribeAdapterContractParameters,
  describeAdapterContract,
} from './describeAdapterContract'
export {
  type DescribeEthersSiteContractParameters,
  describeEthersSiteContract,
  type EthersSiteSigner,
} from './describeEthersSiteContract'
export { devnetNetwork } from './devnetNetwork'
export {
  type ContractAdapterOptions,
  type ContractPage,
  openContractPage,
} from './openContractPage'
