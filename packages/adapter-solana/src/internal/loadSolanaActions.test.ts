import { describe, expect, it } from 'vitest'
import { solanaActions } from '../actions/solanaActions'
import { loadSolanaActions } from './loadSolanaActions'

describe('loadSolanaActions', () => {
  it('loads the kit work once per adapter', async () => {
    const state = { loading: undefined }
    const first = loadSolanaActions(state)
    expect(loadSolanaActions(state)).toBe(first)
    expect(await first).toBe(solanaActions)
  })

  it('keeps what is already loading', async () => {
    const loading = Promise.resolve(solanaActions)
    expect(loadSolanaActions({ loading })).toBe(loading)
  })
})
