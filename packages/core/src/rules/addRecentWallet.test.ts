import { describe, expect, it } from 'vitest'
import { addRecentWallet } from './addRecentWallet'

const a = { id: 'a', name: 'A' }
const b = { id: 'b', name: 'B' }
const c = { id: 'c', name: 'C' }

describe('addRecentWallet', () => {
  it('puts the newest first and keeps 2', () => {
    expect(addRecentWallet([a, b], c)).toEqual([c, a])
  })

  it('moves a wallet already listed to the front without duplicating it', () => {
    expect(addRecentWallet([a, b], b)).toEqual([b, a])
  })

  it('starts a list', () => {
    expect(addRecentWallet([], a)).toEqual([a])
  })
})
