import { describeEthersSiteContract } from '@portico/test/adapterContract'
import { BrowserProvider, type Eip1193Provider } from 'ethers'
import { createEthersAdapter } from './createEthersAdapter'

describeEthersSiteContract({
  name: 'createEthersAdapter',
  createAdapter: (options) => createEthersAdapter(options),
  wrapper: {
    name: "ethers' BrowserProvider",
    signerOf: async (walletProvider) => {
      const signer = await new BrowserProvider(walletProvider as Eip1193Provider).getSigner()
      return { address: signer.address, signMessage: (message) => signer.signMessage(message) }
    },
  },
  sourceDir: import.meta.dirname,
})
