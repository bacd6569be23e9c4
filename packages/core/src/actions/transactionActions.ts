// Signing, sending and the wallet side of requests (with their approval step and the view after
// a send): one chunk, fetched by the first of them. A page that opens the modal and connects
// never fetches it.

export { sendTokenFlow } from '../flows/sendTokenFlow'
export { requestWallet } from './requestWallet'
export { sendTransaction } from './sendTransaction'
export { signMessage } from './signMessage'
