// `@portico/test/adapterContract/bitcoin`: the adapter contract for Bitcoin (`bip122`) adapters.
export type { BitcoinContractHarness } from './BitcoinContractHarness'
export { type BitcoinContractPage, openBitcoinContractPage } from './bitcoinContractPage'
export type {
  BitcoinContractAdapter,
  BitcoinContractAdapterOptions,
  BitcoinContractEsplora,
} from './bitcoinContractTypes'
export {
  type DescribeBitcoinAdapterContractParameters,
  describeBitcoinAdapterContract,
} from './describeBitcoinAdapterContract'
