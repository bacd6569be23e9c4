import { describe, expect, it } from 'vitest'
import { buildQuery } from './buildQuery'

describe('buildQuery', () => {
  it('leaves out undefined and null, keeps order, stringifies values', () => {
    expect(
      buildQuery([
        ['page', 2],
        ['search', undefined],
        ['badge_type', null],
        ['include_pay_only', true],
        ['st', 'portico'],
      ]),
    ).toBe('?page=2&include_pay_only=true&st=portico')
  })

  it('joins lists with commas and still sends an empty list', () => {
    const query = buildQuery([
      ['include', ['metamask', 'rainbow']],
      ['chains', []],
    ])
    expect(new URLSearchParams(query).get('include')).toBe('metamask,rainbow')
    expect(query).toBe('?include=metamask%2Crainbow&chains=')
  })

  it('is empty when nothing is left', () => {
    expect(buildQuery([['cursor', undefined]])).toBe('')
  })
})
