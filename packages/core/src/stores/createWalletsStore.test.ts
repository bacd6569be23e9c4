import { describe, expect, it } from 'vitest'
import { createWalletsStore } from './createWalletsStore'

describe('createWalletsStore', () => {
  it('appends pages without repeating a wallet', () => {
    const wallets = createWalletsStore()
    wallets.getState().appendPage(
      1,
      [
        { id: 'a', name: 'A' },
        { id: 'b', name: 'B' },
      ],
      3,
    )
    wallets.getState().appendPage(
      2,
      [
        { id: 'b', name: 'B' },
        { id: 'c', name: 'C' },
      ],
      3,
    )
    expect(wallets.getState().wallets.map((w) => w.id)).toEqual(['a', 'b', 'c'])
    expect(wallets.getState()).toMatchObject({ page: 2, count: 3 })
  })

  it('starts with the recent wallets it is given', () => {
    expect(createWalletsStore([{ id: 'r', name: 'R' }]).getState().recent).toEqual([
      { id: 'r', name: 'R' },
    ])
  })
})
