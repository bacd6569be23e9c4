import { h, type VNode } from 'vue'

/**
 * The Vue scenarios' page: a title and, beside it, the connect button of the scenario (the same
 * layout as the React scenarios' `ScenarioPage`).
 * @example
 * createApp({ render: () => vuePage('Vue baseline', h('button', 'Connect Wallet')) })
 */
export function vuePage(title: string, button: VNode): VNode {
  return h('main', { style: { fontFamily: 'system-ui, sans-serif', padding: '24px' } }, [
    h(
      'header',
      { style: { display: 'flex', justifyContent: 'space-between', alignItems: 'center' } },
      [h('h1', { style: { fontSize: '20px' } }, title), button],
    ),
  ])
}
