import { describe, expect, it } from 'vitest'
import { NoEsploraApiError } from '../errors/esplora'
import { WalletAccountNotFoundError } from '../errors/wallet'
import { createTestBitcoinState, regtest } from '../testing/createTestBitcoinState'
import { connectWallet } from './connectWallet'
import { prepareTransfer } from './prepareTransfer'

describe('prepareTransfer', () => {
  it('sends only from an account of the connected wallet', async () => {
    const { state, wallet, key } = createTestBitcoinState()
    await connectWallet(state, { connectorId: wallet.name })
    const tx = { caipNetwork: regtest, from: 'rltc1qnone', to: key.ordinals, value: 1_000n }
    await expect(prepareTransfer(state, tx)).rejects.toBeInstanceOf(WalletAccountNotFoundError)
  })

  it('needs the network’s Esplora API', async () => {
    const { state, wallet, key } = createTestBitcoinState()
    await connectWallet(state, { connectorId: wallet.name })
    const tx = { caipNetwork: regtest, from: key.payment, to: key.ordinals, value: 1_000n }
    await expect(prepareTransfer(state, tx)).rejects.toBeInstanceOf(NoEsploraApiError)
  })
})
