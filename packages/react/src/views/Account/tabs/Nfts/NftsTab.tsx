/**
 * The Account view's NFTs tab. The gateway lists no collectibles yet, so it says so.
 * @example
 * <NftsTab />
 */
export function NftsTab() {
  return (
    <div className="portico-empty" data-testid="portico-nfts-empty">
      <span className="portico-empty-title">No NFTs yet</span>
      <span className="portico-empty-text">Collectibles you hold will show up here.</span>
    </div>
  )
}
