import { h, type VNode } from 'vue'

/**
 * The kit's spinner (styled by `spinnerCss`), as the buttons draw it while busy.
 * @example
 * h('button', [spinner(16), h('span', 'Connecting…')])
 */
export function spinner(size: number): VNode {
  return h(
    'svg',
    {
      class: 'portico-spinner',
      width: size,
      height: size,
      viewBox: '0 0 24 24',
      fill: 'none',
      'aria-hidden': 'true',
    },
    [
      h('circle', {
        cx: '12',
        cy: '12',
        r: '9',
        stroke: 'currentColor',
        'stroke-opacity': '0.2',
        'stroke-width': '2.5',
      }),
      h('path', {
        d: 'M21 12a9 9 0 00-9-9',
        stroke: 'currentColor',
        'stroke-width': '2.5',
        'stroke-linecap': 'round',
      }),
    ],
  )
}
