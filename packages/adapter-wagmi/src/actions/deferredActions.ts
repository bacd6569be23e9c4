// The wallet actions and the viem code they need (transactions, ABI encoding, gas): one chunk,
// fetched by the adapter's first action (the restore at start-up, or a click), not with the page.
export { connectWallet } from './connectWallet'
export { disconnectWallet } from './disconnectWallet'
export { estimateEvmFee } from './estimateEvmFee'
export { getNativeBalance } from './getNativeBalance'
export { reconnectWallet } from './reconnectWallet'
export { requestWallet } from './requestWallet'
export { sendEvmTransaction } from './sendEvmTransaction'
export { signPersonalMessage } from './signPersonalMessage'
export { switchNetwork } from './switchNetwork'
export { transferErc20 } from './transferErc20'
export { watchNewBlocks } from './watchNewBlocks'
