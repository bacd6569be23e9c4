// The wallet actions and the ethers code they need (providers, signer, ABI coding): one chunk,
// fetched by the adapter's first action (the restore at start-up, or a click), not with the page.
export { sendEvmTransaction } from './sendEvmTransaction'
export { signPersonalMessage } from './signPersonalMessage'
export { signTypedDataV4 } from './signTypedDataV4'
