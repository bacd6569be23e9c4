import { describe, expect, it, vi } from 'vitest'
import type { AnnouncedProvider, Eip1193Provider } from './announcedProvider'
import { watchAnnouncedProviders } from './watchAnnouncedProviders'

const icon = 'data:image/svg+xml;base64,PHN2Zy8+'
const provider = (): Eip1193Provider => ({
  request: async () => null,
  on: () => {},
  removeListener: () => {},
})

function announce(target: EventTarget, detail: unknown): void {
  target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
}

/** A wallet as extensions do it: announce now and again on every request. */
function installWallet(target: EventTarget, detail: AnnouncedProvider): void {
  announce(target, detail)
  target.addEventListener('eip6963:requestProvider', () => announce(target, detail))
}

const wallet = (rdns: string, uuid: string): AnnouncedProvider => ({
  info: { uuid, name: rdns, icon, rdns },
  provider: provider(),
})

describe('watchAnnouncedProviders', () => {
  it('finds wallets installed before it started, through eip6963:requestProvider', () => {
    const target = new EventTarget()
    installWallet(target, wallet('io.metamask', 'a'))
    installWallet(target, wallet('com.example', 'b'))
    const onChange = vi.fn()
    const watcher = watchAnnouncedProviders({ target, onChange })
    expect(watcher.getProviders().map((p) => p.info.rdns)).toEqual(['io.metamask', 'com.example'])
    expect(onChange).toHaveBeenCalledTimes(2)
  })

  it('reports wallets that announce later', () => {
    const target = new EventTarget()
    const onChange = vi.fn()
    watchAnnouncedProviders({ target, onChange })
    expect(onChange).not.toHaveBeenCalled()
    announce(target, wallet('io.late', 'late'))
    expect(onChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ info: expect.objectContaining({ rdns: 'io.late' }) }),
    ])
  })

  it('keeps a wallet once, by uuid and by rdns', () => {
    const target = new EventTarget()
    const onChange = vi.fn()
    const watcher = watchAnnouncedProviders({ target, onChange })
    const first = wallet('io.metamask', 'uuid-1')
    announce(target, first)
    announce(target, first)
    announce(target, { ...wallet('io.other', 'uuid-1') })
    announce(target, { ...wallet('io.metamask', 'uuid-2') })
    expect(watcher.getProviders()).toHaveLength(1)
    expect(watcher.getProviders()[0]?.provider).toBe(first.provider)
    expect(onChange).toHaveBeenCalledTimes(1)
  })

  it('ignores malformed announcements and says why', () => {
    const target = new EventTarget()
    const onInvalid = vi.fn()
    const watcher = watchAnnouncedProviders({ target, onChange: () => {}, onInvalid })
    announce(target, { info: { uuid: 'x', name: 'No provider', icon, rdns: 'io.x' } })
    announce(target, {
      ...wallet('io.y', 'y'),
      info: { uuid: 'y', name: 'Y', icon: 'https://tracker.example/y.png', rdns: 'io.y' },
    })
    target.dispatchEvent(new Event('eip6963:announceProvider'))
    expect(watcher.getProviders()).toEqual([])
    expect(onInvalid).toHaveBeenCalledTimes(3)
    expect(onInvalid.mock.calls[1]?.[0]).toMatch(/data:image/)
  })

  it('stops listening', () => {
    const target = new EventTarget()
    const onChange = vi.fn()
    const watcher = watchAnnouncedProviders({ target, onChange })
    watcher.stop()
    announce(target, wallet('io.after', 'after'))
    expect(onChange).not.toHaveBeenCalled()
  })
})
