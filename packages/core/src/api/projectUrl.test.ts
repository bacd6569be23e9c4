import { describe, expect, it } from 'vitest'
import { projectUrl } from './projectUrl'

describe('projectUrl', () => {
  it('puts the path on the base URL and the project after the path’s own parameters', () => {
    const config = { baseUrl: 'http://127.0.0.1:8787/', projectId: 'demo' }
    expect(projectUrl(config, '/v1/profile/account')).toBe(
      'http://127.0.0.1:8787/v1/profile/account?projectId=demo',
    )
    expect(
      projectUrl(config, '/v1/pay/exchanges', [
        ['page', 2],
        ['asset', undefined],
      ]),
    ).toBe('http://127.0.0.1:8787/v1/pay/exchanges?page=2&projectId=demo')
  })
})
