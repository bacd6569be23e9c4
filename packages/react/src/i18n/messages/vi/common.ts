import type { Translation } from '../en'
import type { common as english } from '../en/common'

/** Vietnamese messages of the common area. */
export const common: Translation<typeof english> = {
  'common.back': 'Quay lại',
  'common.close': 'Đóng',
  'common.tryAgain': 'Thử lại',
  'common.loadMore': 'Tải thêm',
  'common.testnet': 'Testnet',
  'common.status.failed': 'Thất bại',
  'common.status.pending': 'Đang chờ',
  'common.link.opensExplorer': '(mở trình khám phá khối)',
  'common.nft.held': 'Đang giữ {amount}',
}
