import { KNOWN_CHAINS } from '@portico/common'
import { describe, expect, it } from 'vitest'
import { createTestSolanaState } from '../testing/createTestSolanaState'
import { openSession } from './openSession'

describe('openSession', () => {
  const chainId = KNOWN_CHAINS.solanaDevnet.id

  it('starts the session with the accounts the wallet shares and reports it', async () => {
    const { state, wallet, signer, context } = await createTestSolanaState()
    const connection = await openSession(state, { wallet, chainId, silent: false })
    expect(connection).toMatchObject({ connectorId: wallet.name, address: signer.address, chainId })
    expect(context.accounts.at(-1)?.address).toBe(signer.address)
  })

  it('silently, finds nothing the wallet has not granted yet', async () => {
    const { state, wallet } = await createTestSolanaState()
    expect(await openSession(state, { wallet, chainId, silent: true })).toBeUndefined()
    expect(state.session.current()).toBeUndefined()
  })
})
