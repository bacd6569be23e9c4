import { anvilAccounts } from '../devnet/testAccounts'
import type { TestWallet } from '../wallet/TestWallet'
import type { ApprovalRequest } from '../wallet/walletTypes'
import { describeApproval } from './describeApproval'
import { panelStyles } from './panelStyles'

/**
 * Options of {@link createWalletPanel}.
 * @example
 * createWalletPanel({ wallet, autoApprove: false, accountIndex: 0, onAutoApproveChange, onAccountChange })
 */
export type WalletPanelOptions = {
  wallet: TestWallet
  autoApprove: boolean
  onAutoApproveChange: (autoApprove: boolean) => void
  onAccountChange: (accountIndex: number) => void
  accountIndex: number
}

/**
 * The in-page wallet's badge and confirm panel.
 * @example
 * const panel: WalletPanel = createWalletPanel(options)
 * panel.refresh()
 */
export type WalletPanel = {
  /** Shows the request and resolves with the user's choice. */
  ask: (request: ApprovalRequest) => Promise<boolean>
  /** Redraws the badge after a state change. */
  refresh: () => void
  remove: () => void
}

const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> = {},
  children: (Node | string)[] = [],
): HTMLElementTagNameMap[K] {
  const node = Object.assign(document.createElement(tag), props)
  node.append(...children)
  return node
}

/**
 * Draws the in-page test wallet: a badge (account, network, connection) that opens controls
 * to switch network or account, toggle auto-approve and disconnect, and a confirm panel for
 * requests. Lives in its own shadow root at the end of `<html>`, above everything.
 *
 * @example
 * const panel = createWalletPanel({ wallet, autoApprove: false, accountIndex: 0, onAutoApproveChange, onAccountChange })
 * const approved = await panel.ask(request)
 */
export function createWalletPanel(options: WalletPanelOptions): WalletPanel {
  const { wallet } = options
  const host = element('div', { id: 'portico-test-wallet' })
  const root = host.attachShadow({ mode: 'open' })
  root.append(element('style', { textContent: panelStyles }))

  const dot = element('span', { className: 'dot' })
  const summary = element('span', { className: 'muted' })
  const badge = element('button', { className: 'badge', type: 'button' }, [
    dot,
    element('span', { className: 'tag', textContent: 'Test wallet' }),
    summary,
  ])
  badge.setAttribute('aria-expanded', 'false')

  const network = element('select')
  network.setAttribute('aria-label', 'Network')
  const account = element('select')
  account.setAttribute('aria-label', 'Account')
  anvilAccounts.forEach((entry, index) => {
    account.append(
      element('option', { value: String(index), textContent: `#${index} ${short(entry.address)}` }),
    )
  })
  account.value = String(options.accountIndex)
  const auto = element('input', { type: 'checkbox', checked: options.autoApprove, id: 'auto' })
  const disconnect = element('button', {
    className: 'action',
    type: 'button',
    textContent: 'Disconnect',
  })
  const controls = element('div', { className: 'body', hidden: true }, [
    element('label', { className: 'row' }, ['Network', network]),
    element('label', { className: 'row' }, ['Account', account]),
    element('label', { className: 'row' }, ['Approve requests automatically', auto]),
    element('div', { className: 'row' }, [
      element('span', { className: 'muted', textContent: 'Dev keys only, never real funds.' }),
      disconnect,
    ]),
  ])

  const heading = element('h2', { id: 'confirm-title' })
  const details = element('pre')
  const reject = element('button', { className: 'action', type: 'button', textContent: 'Reject' })
  const approve = element('button', {
    className: 'action primary',
    type: 'button',
    textContent: 'Approve',
  })
  const confirm = element('div', { className: 'confirm', hidden: true }, [
    heading,
    details,
    element('div', { className: 'row' }, [reject, approve]),
  ])
  confirm.setAttribute('role', 'dialog')
  confirm.setAttribute('aria-labelledby', 'confirm-title')
  const panel = element('div', { className: 'panel' }, [badge, confirm, controls])
  root.append(panel)
  document.documentElement.append(host)

  const refresh = () => {
    dot.classList.toggle('on', wallet.authorized)
    summary.textContent = `${wallet.authorized ? short(wallet.address) : 'not connected'} · chain ${wallet.chainId}`
    network.replaceChildren(
      ...wallet.chains.map((chain) =>
        element('option', {
          value: String(chain.chainId),
          textContent: chain.name ?? `Chain ${chain.chainId}`,
        }),
      ),
    )
    network.value = String(wallet.chainId)
    disconnect.disabled = !wallet.authorized
  }
  const raise = () => panel.toggleAttribute('data-raised', !confirm.hidden || !controls.hidden)
  badge.addEventListener('click', () => {
    controls.hidden = !controls.hidden
    badge.setAttribute('aria-expanded', String(!controls.hidden))
    raise()
  })
  network.addEventListener('change', () => wallet.switchChain(Number(network.value)))
  account.addEventListener('change', () => options.onAccountChange(Number(account.value)))
  auto.addEventListener('change', () => options.onAutoApproveChange(auto.checked))
  disconnect.addEventListener('click', () => wallet.disconnect())

  // One request at a time, as a wallet popup does.
  let queue = Promise.resolve()
  const ask = (request: ApprovalRequest) => {
    const answer = queue.then(
      () =>
        new Promise<boolean>((resolve) => {
          const text = describeApproval(request)
          heading.textContent = text.title
          details.textContent = [location.origin, ...text.lines].join('\n')
          confirm.hidden = false
          raise()
          const done = (approved: boolean) => {
            confirm.hidden = true
            raise()
            approve.onclick = null
            reject.onclick = null
            resolve(approved)
          }
          approve.onclick = () => done(true)
          reject.onclick = () => done(false)
        }),
    )
    queue = answer.then(() => undefined)
    return answer
  }
  refresh()
  return { ask, refresh, remove: () => host.remove() }
}
