// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { modalCss } from '../../modal/modalCss'
import { Icon } from './Icon'

afterEach(() => {
  cleanup()
  for (const style of document.head.querySelectorAll('style')) style.remove()
})

/** The transforms the modal's style sheet gives `element`, from every rule that matches it. */
function transformsOf(element: Element): string[] {
  const style = document.createElement('style')
  style.textContent = modalCss.join('\n')
  document.head.append(style)
  const rules = [...(style.sheet?.cssRules ?? [])].filter(
    (rule): rule is CSSStyleRule => rule instanceof CSSStyleRule,
  )
  return rules
    .filter((rule) => rule.style.transform && element.matches(rule.selectorText))
    .map((rule) => rule.style.transform)
}

function renderIcon(dir: 'ltr' | 'rtl', icon: React.ReactElement) {
  const { container } = render(<div dir={dir}>{icon}</div>)
  const svg = container.querySelector('svg')
  if (!svg) throw new Error('no icon drawn')
  return svg
}

describe('Icon in right-to-left languages', () => {
  it('mirrors the back arrow and the next-view chevron', () => {
    expect(transformsOf(renderIcon('rtl', <Icon name="back" />))).toEqual(['scaleX(-1)'])
    expect(transformsOf(renderIcon('rtl', <Icon name="chevronRight" />))).toEqual(['scaleX(-1)'])
  })

  it('mirrors an icon marked directional', () => {
    const svg = renderIcon('rtl', <Icon name="external" directional />)
    expect(svg.hasAttribute('data-directional')).toBe(true)
    expect(transformsOf(svg)).toEqual(['scaleX(-1)'])
  })

  it('leaves icons without a direction, and any icon left to right, as drawn', () => {
    for (const name of ['close', 'copy', 'check', 'qr'] as const) {
      const svg = renderIcon('rtl', <Icon name={name} />)
      expect(svg.hasAttribute('data-directional')).toBe(false)
      expect(transformsOf(svg)).toEqual([])
      cleanup()
    }
    expect(transformsOf(renderIcon('rtl', <Icon name="back" directional={false} />))).toEqual([])
    cleanup()
    expect(transformsOf(renderIcon('ltr', <Icon name="back" />))).toEqual([])
  })
})
