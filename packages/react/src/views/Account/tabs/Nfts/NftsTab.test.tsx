// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderWithClient } from '../../../../testing/renderWithClient'
import { createApiTestClient, TEST_ADDRESS } from '../testing/createApiTestClient'
import { NftsTab } from './NftsTab'

const PALS = '0xC3d8099e193918fE955E22d38601BA8Ae0A623e7'
const ITEMS = '0xFC33bba5bffBcB3aee4a3497A870f52Fd716EC99'

function nft(collection: string, tokenId: string, extra: Record<string, unknown> = {}) {
  const erc1155 = collection === ITEMS
  return {
    id: `eip155:31337:${collection}:${tokenId}`,
    chainId: 'eip155:31337',
    tokenId,
    amount: '1',
    name: erc1155 ? 'Potion' : `Portico Pal #${tokenId}`,
    imageUrl: `http://gateway.test/public/nft/${erc1155 ? 'items' : 'pals'}/${tokenId}.svg`,
    collection: {
      address: collection,
      name: erc1155 ? 'Portico Items' : 'Portico Pals',
      standard: erc1155 ? 'erc1155' : 'erc721',
    },
    ...extra,
  }
}

afterEach(cleanup)

function renderTab(answer: unknown) {
  const { client, requests } = createApiTestClient({
    [`/v1/account/${TEST_ADDRESS}/nfts`]: answer,
  })
  renderWithClient(<NftsTab />, client)
  return () => requests.filter((url) => url.pathname.endsWith('/nfts'))
}

describe('NftsTab', () => {
  it('shows each NFT with image, name and collection, page after page', async () => {
    const nftRequests = renderTab((url: URL) =>
      url.searchParams.get('cursor') === 'page-2'
        ? { data: [nft(ITEMS, '1', { amount: '3' })], next: null }
        : { data: [nft(PALS, '1'), nft(PALS, '3')], next: 'page-2' },
    )
    // jsdom has no IntersectionObserver: the loader row counts as in view and asks for page 2.
    await waitFor(() => expect(screen.getAllByTestId('portico-nft')).toHaveLength(3))
    const cards = screen.getAllByTestId('portico-nft')
    expect(cards[0]?.textContent).toBe('Portico Pal #1Portico Pals')
    expect(cards[0]?.querySelector('img')?.getAttribute('src')).toBe(
      'http://gateway.test/public/nft/pals/1.svg',
    )
    expect(cards[2]?.textContent).toBe('×3PotionPortico Items')
    const requests = nftRequests()
    expect(requests.map((url) => url.searchParams.get('chainId'))).toEqual([
      'eip155:31337',
      'eip155:31337',
    ])
    expect(requests.map((url) => url.searchParams.get('cursor'))).toEqual([null, 'page-2'])
    expect(screen.queryByText('Load more')).toBeNull()
  })

  it('falls back to the id and a lettered tile without metadata or when the image fails', async () => {
    renderTab({
      data: [
        nft(PALS, '7', { name: null, imageUrl: null }),
        nft(PALS, '8', { imageUrl: 'http://gateway.test/broken.svg' }),
      ],
      next: null,
    })
    const cards = await screen.findAllByTestId('portico-nft')
    expect(cards[0]?.textContent).toBe('##7Portico Pals')
    const broken = cards[1]?.querySelector('img')
    if (!broken) throw new Error('no image')
    fireEvent.error(broken)
    await waitFor(() => expect(cards[1]?.querySelector('img')).toBeNull())
    expect(cards[1]?.textContent).toBe('PPortico Pal #8Portico Pals')
  })

  it('says so when the account holds none', async () => {
    renderTab({ data: [], next: null })
    expect((await screen.findByTestId('portico-nfts-empty')).textContent).toContain('No NFTs yet')
  })

  it('offers a retry when the gateway fails', async () => {
    let fail = true
    renderTab(() => (fail ? 500 : { data: [nft(PALS, '1')], next: null }))
    const failed = await screen.findByTestId('portico-nfts-failed')
    expect(failed.textContent).toContain('Failed to fetch NFTs')
    fail = false
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findAllByTestId('portico-nft')).toHaveLength(1)
  })
})
