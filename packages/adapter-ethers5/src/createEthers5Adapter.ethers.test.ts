import { describeEthersSiteContract } from '@portico/test/adapterContract'
import { providers } from 'ethers'
import { createEthers5Adapter } from './createEthers5Adapter'

describeEthersSiteContract({
  name: 'createEthers5Adapter',
  createAdapter: (options) => createEthers5Adapter(options),
  wrapper: {
    name: "ethers v5's Web3Provider",
    signerOf: async (walletProvider) => {
      const signer = new providers.Web3Provider(
        walletProvider as providers.ExternalProvider,
      ).getSigner()
      return {
        address: await signer.getAddress(),
        signMessage: (message) => signer.signMessage(message),
      }
    },
  },
  sourceDir: import.meta.dirname,
})
