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
  'common.networks.label': 'Mạng',
  'common.networks.unavailable': 'Không khả dụng với ví này',
  'common.unsupportedChain.notice':
    'Ứng dụng này không hỗ trợ mạng hiện tại của bạn. Hãy chuyển sang một mạng được hỗ trợ để tiếp tục.',
  'common.unsupportedChain.label': 'Mạng được hỗ trợ',
  'common.notAvailable.title': 'Không khả dụng',
  'common.notAvailable.text': 'Tính năng này không khả dụng trong ứng dụng này.',
  'common.notAvailable.back': 'Quay lại',
  'common.disconnect': 'Ngắt kết nối',
}
