import { describe, expect, it } from 'vitest'
import { endChosenSession } from './endChosenSession'

function session(connectorId: string | undefined) {
  const ended: { report: boolean; forget: boolean }[] = []
  let current = connectorId === undefined ? undefined : { connectorId }
  return {
    ended,
    current: () => current,
    end(how: { report: boolean; forget: boolean }) {
      ended.push(how)
      current = undefined
    },
  }
}

describe('endChosenSession', () => {
  it('ends the connected session, reported and forgotten, when no wallet or that wallet is named', () => {
    for (const named of [undefined, 'io.metamask']) {
      const s = session('io.metamask')
      expect(endChosenSession(s, named)).toEqual({ connectorId: 'io.metamask' })
      expect(s.ended).toEqual([{ report: true, forget: true }])
    }
  })

  it('leaves the session alone when another wallet is named, or nothing is connected', () => {
    const other = session('io.metamask')
    expect(endChosenSession(other, 'app.phantom')).toBeUndefined()
    expect(other.ended).toEqual([])
    const none = session(undefined)
    expect(endChosenSession(none, undefined)).toBeUndefined()
    expect(none.ended).toEqual([])
  })
})
