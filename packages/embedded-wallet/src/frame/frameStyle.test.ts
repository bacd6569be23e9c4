// @vitest-environment jsdom
import { afterEach, expect, it } from 'vitest'
import { hideFrame, showFrame } from './frameStyle'

afterEach(() => {
  document.body.innerHTML = ''
})

it('shows the frame over the view with the keyboard in it, and hides it out of reach', () => {
  const iframe = document.createElement('iframe')
  document.body.append(iframe)
  hideFrame(iframe)
  expect(iframe.getAttribute('aria-hidden')).toBe('true')
  expect(iframe.tabIndex).toBe(-1)
  expect(iframe.style.pointerEvents).toBe('none')

  showFrame(iframe, { top: 10, left: 20, width: 360, height: 440 })
  expect(document.activeElement).toBe(iframe)
  expect(iframe.getAttribute('aria-hidden')).toBeNull()
  expect([iframe.style.top, iframe.style.left, iframe.style.width, iframe.style.height]).toEqual([
    '10px',
    '20px',
    '360px',
    '440px',
  ])

  hideFrame(iframe)
  expect(document.activeElement).not.toBe(iframe)
  expect(iframe.style.opacity).toBe('0')
})
