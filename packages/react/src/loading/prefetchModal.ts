import { loadModalModule } from './loadModal'

/**
 * Fetches the modal's code ahead of its first open, as a hover over a kit button does: for an
 * app that knows the visitor is about to open it (a page of its own that opens it on load, a
 * host framework mounting the modal on demand). A failed fetch is retried by the open itself.
 * @example
 * document.querySelector('#buy')?.addEventListener('pointerover', () => void prefetchModal())
 */
export async function prefetchModal(): Promise<void> {
  await loadModalModule()
}
