// @vitest-environment jsdom
import { KNOWN_CHAINS } from '@portico/common'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { PorticoContext } from '../../context/PorticoContext'
import { ViewTitleContext } from '../../context/ViewTitleContext'
import { createTestClient } from '../../testing/createTestClient'
import { renderWithClient } from '../../testing/renderWithClient'
import { TransactionDonePanel } from './TransactionDonePanel'

afterEach(cleanup)

const HASH = `0x${'ab'.repeat(32)}`

function renderPanel(caipNetwork: Parameters<typeof TransactionDonePanel>[0]['caipNetwork']) {
  const { client } = createTestClient()
  const onDone = vi.fn()
  renderWithClient(
    <TransactionDonePanel
      summary="Swapped 1 ETH for 3,000 tUSDT"
      hash={HASH}
      caipNetwork={caipNetwork}
      onDone={onDone}
      testId="panel"
      doneTestId="panel-done"
    />,
    client,
  )
  return onDone
}

it('shows the summary and the short hash, links the explorer and closes with Done', () => {
  const onDone = renderPanel(KNOWN_CHAINS.mainnet)
  expect(screen.getByTestId('panel-summary').textContent).toBe('Swapped 1 ETH for 3,000 tUSDT')
  expect(screen.getByTestId('panel-hash').textContent).toBe('0xab…ababab')
  const link = screen.getByRole('link', { name: /View on explorer/ })
  expect(link.getAttribute('href')).toBe(`https://etherscan.io/tx/${HASH}`)
  fireEvent.click(screen.getByTestId('panel-done'))
  expect(onDone).toHaveBeenCalledOnce()
})

it('offers no explorer link on a network without one (a devnet)', () => {
  renderPanel(undefined)
  expect(screen.queryByRole('link', { name: /View on explorer/ })).toBeNull()
})

it("names the finished step in the modal's header while it shows, and gives the title back", () => {
  const { client } = createTestClient()
  const titles: (string | undefined)[] = []
  const panel = (
    <TransactionDonePanel
      title="Swap complete"
      summary="Swapped"
      hash={HASH}
      caipNetwork={undefined}
      onDone={() => undefined}
      testId="panel"
      doneTestId="panel-done"
    />
  )
  const { unmount } = render(
    <PorticoContext.Provider value={client}>
      <ViewTitleContext.Provider value={(title) => titles.push(title)}>
        {panel}
      </ViewTitleContext.Provider>
    </PorticoContext.Provider>,
  )
  expect(titles).toEqual(['Swap complete'])
  unmount()
  expect(titles).toEqual(['Swap complete', undefined])
})
