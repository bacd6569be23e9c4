import { describe, expect, it } from 'vitest'
import { committedArtifactsAreCurrent, compileContracts } from './compileContracts'

describe('compileContracts', () => {
  it('ships artifacts compiled from the current sources (else run scripts/src/updateContractArtifacts.ts)', () => {
    expect(committedArtifactsAreCurrent()).toBe(true)
  })

  it('gives both test tokens with their ABI and creation code', async () => {
    const { PorticoTestToken, TetherStyleToken } = await compileContracts()
    expect(PorticoTestToken.bytecode).toMatch(/^0x60/)
    const transfer = TetherStyleToken.abi.find(
      (item) => item.type === 'function' && item.name === 'transfer',
    )
    // Tether's ABI: transfer returns nothing.
    expect(transfer).toMatchObject({ outputs: [] })
  })

  it('gives the token paymaster with the quote it signs and its owner-only withdrawal', async () => {
    const { PorticoTokenPaymaster } = await compileContracts()
    const names = PorticoTokenPaymaster.abi.flatMap((item) =>
      item.type === 'function' ? [item.name] : [],
    )
    expect(names).toEqual(
      expect.arrayContaining(['getHash', 'parsePaymasterData', 'withdrawToken']),
    )
    const getHash = PorticoTokenPaymaster.abi.find(
      (item) => item.type === 'function' && item.name === 'getHash',
    )
    // The operation, the window, the token and the amount: what binds the quote.
    expect(getHash).toMatchObject({
      inputs: [
        {},
        { type: 'uint48' },
        { type: 'uint48' },
        { type: 'address' },
        { type: 'uint256' },
      ],
    })
  })
})
