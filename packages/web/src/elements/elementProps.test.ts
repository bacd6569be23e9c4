import { describe, expect, it } from 'vitest'
import { elementProps } from './elementProps'

describe('elementProps', () => {
  it("reads each element's attributes into its button's props", () => {
    const warnings: string[] = []
    const warn = (message: string) => warnings.push(message)
    expect(
      elementProps(
        'portico-button',
        {
          label: 'Sign in',
          'loading-label': 'Wait…',
          size: 'sm',
          namespace: 'eip155',
          'when-connected': 'hide',
        },
        warn,
      ),
    ).toEqual({
      label: 'Sign in',
      loadingLabel: 'Wait…',
      size: 'sm',
      namespace: 'eip155',
      whenConnected: 'hide',
    })
    expect(elementProps('portico-network-button', { label: 'Chain' }, warn)).toEqual({
      label: 'Chain',
    })
    expect(
      elementProps('portico-account-button', { balance: 'hide', namespace: 'solana' }, warn),
    ).toEqual({ balance: 'hide', namespace: 'solana' })
    expect(warnings).toEqual([])
  })

  it('leaves out absent, empty and unknown values, and says which value it ignored', () => {
    const warnings: string[] = []
    const props = elementProps(
      'portico-account-button',
      { balance: 'maybe', namespace: 'dogecoin' },
      (message) => warnings.push(message),
    )
    expect(props).toEqual({})
    expect(warnings).toEqual([
      '<portico-account-button> ignores balance="maybe": expected show, hide',
      expect.stringMatching(
        /^<portico-account-button> ignores namespace="dogecoin": expected eip155, solana, /,
      ),
    ])
    expect(
      elementProps('portico-button', { label: '  ', size: 'xl', 'when-connected': null }, (m) =>
        warnings.push(m),
      ),
    ).toEqual({})
    expect(warnings.at(-1)).toBe('<portico-button> ignores size="xl": expected md, sm')
  })
})
