import {
  committedArtifactsFile,
  writeContractArtifacts,
} from '@portico/test/devnet/compileContracts'

// After changing packages/test/contracts/*.sol (or solc / OpenZeppelin versions):
// `node --conditions=portico-source --import tsx scripts/src/updateContractArtifacts.ts`, then commit the artifacts.
const key = await writeContractArtifacts()
console.log(`wrote ${committedArtifactsFile} (key ${key})`)
