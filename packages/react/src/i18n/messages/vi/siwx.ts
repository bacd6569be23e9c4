import type { Translation } from '../en'
import type { siwx as english } from '../en/siwx'

/** Vietnamese messages of the siwx area. */
export const siwx: Translation<typeof english> = {
  'siwx.title': '{app} muốn bạn <nowrap>đăng nhập</nowrap> để chứng minh bạn sở hữu ví này',
  'siwx.defaultAppName': 'Ứng dụng này',
  'siwx.subtitle': 'Ký miễn phí và không gửi giao dịch nào.',
  'siwx.subtitleSigning': 'Hãy phê duyệt yêu cầu đăng nhập trong ví của bạn.',
  'siwx.cancel': 'Hủy',
  'siwx.sign': 'Ký',
  'siwx.signing': 'Đang ký…',
  'siwx.retry': 'Thử lại',
  'siwx.required': '{app} yêu cầu đăng nhập. Hủy sẽ ngắt kết nối ví của bạn.',
  'siwx.error.declined': 'Đã từ chối chữ ký',
  'siwx.error.smartAccounts': 'Ứng dụng này có thể không hỗ trợ Smart Account',
  'siwx.error.init': 'Đã xảy ra sự cố khi khởi tạo xác thực',
  'siwx.error.notEnabled': 'SIWX chưa được bật',
  'siwx.error.noAddress': 'Không tìm thấy ActiveCaipAddress',
  'siwx.error.noNetwork': 'Không tìm thấy ActiveCaipNetwork hoặc client',
  'siwx.error.noClient': 'Không tìm thấy client ConnectionController',
}
