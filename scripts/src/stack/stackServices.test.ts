import { describe, expect, it } from 'vitest'
import { NO_STACK_PARTS } from '../testing/noStackParts'
import type { StackContext } from './StackContext'
import type { StackParts } from './StackParts'
import { stackServices } from './stackServices'

const none = NO_STACK_PARTS

const runningOf = (ctx: Pick<StackContext, 'running' | 'apps' | 'onramp' | 'exchange'>) =>
  stackServices
    .filter((service) => service.runs(ctx as StackContext))
    .map((service) => service.name)

describe('stackServices', () => {
  it('starts the devnets first, then the services, then the web apps', () => {
    const all = Object.fromEntries(Object.keys(none).map((key) => [key, true])) as StackParts
    const onramp = { url: 'http://127.0.0.1:8790', secret: 's', treasury: '0x' }
    const exchange = {
      url: 'http://127.0.0.1:5177',
      apiKey: 'k',
      evmPrivateKey: '0x',
      solanaSecretKey: '0x',
    }
    expect(runningOf({ running: all, apps: 'dev', onramp, exchange })).toEqual([
      'devnets',
      'gateway',
      'relay',
      'bitcoin',
      'solana',
      'onramp',
      'exchange',
      'embedded wallet',
      'demo',
      'test-wallet',
    ])
  })

  it('runs only the devnets when nothing else is asked for', () => {
    expect(
      runningOf({ running: none, apps: false, onramp: undefined, exchange: undefined }),
    ).toEqual(['devnets'])
  })
})
