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
})
