// Actions a page needs only after the visitor acts (sign, send, switch, disconnect, sign in),
// and start-up (which runs after the first render), fetched as one chunk on first use. Those with effects callers observe at once (connect
// setting 'connecting', request registering itself, opening and closing the modal, start-up)
// stay in the first load.
export { authenticate } from './authenticate'
export { cancelAuthentication } from './cancelAuthentication'
export { disconnect } from './disconnect'
export { initialize } from './initialize'
export { refreshBalance } from './refreshBalance'
export { sendToken } from './sendToken'
export { sendTransaction } from './sendTransaction'
export { signMessage } from './signMessage'
export { switchNetwork } from './switchNetwork'
