// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { lazyView } from './lazyView'

afterEach(cleanup)

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>
}

describe('lazyView', () => {
  it('shows a spinner while the chunk loads the first time', async () => {
    const View = lazyView(async () => ({ default: Greeting }))
    render(<View name="Ada" />)
    expect(screen.getByTestId('portico-view-loading')).toBeTruthy()
    expect(await screen.findByText('Hello Ada')).toBeTruthy()
  })

  it('renders at once, without the spinner, once preloaded', async () => {
    let loads = 0
    const View = lazyView(async () => {
      loads++
      return { default: Greeting }
    })
    await act(() => View.preload())
    await View.preload()
    render(<View name="Grace" />)
    expect(screen.queryByTestId('portico-view-loading')).toBeNull()
    expect(screen.getByText('Hello Grace')).toBeTruthy()
    expect(loads).toBe(1)
  })
})
