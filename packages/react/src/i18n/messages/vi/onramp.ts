import type { Translation } from '../en'
import type { onramp as english } from '../en/onramp'

/** Vietnamese messages of the onramp area. */
export const onramp: Translation<typeof english> = {
  'onramp.providers.loading': 'Đang tải nhà cung cấp',
  'onramp.providers.none': 'Không có nhà cung cấp nào bán tiền mã hóa cho mạng này',
  'onramp.providers.fee': 'Phí {range}',
  'onramp.buy.loading': 'Đang tải',
  'onramp.buy.label': 'Mua',
  'onramp.buy.network': 'Mạng',
  'onramp.buy.payWith': 'Thanh toán bằng',
  'onramp.buy.amount': 'Số tiền',
  'onramp.buy.fiat': 'Loại tiền thanh toán',
  'onramp.buy.openFailed': 'Không thể mở {provider}. Hãy thử lại.',
  'onramp.buy.continue': 'Tiếp tục với {provider}',
  'onramp.buy.enterAmount': 'Nhập số tiền',
  'onramp.method.card': 'Thẻ',
  'onramp.method.ach': 'Ngân hàng (ACH)',
  'onramp.amount.unavailable': 'Phương thức thanh toán này không khả dụng',
  'onramp.amount.range': 'Nhập số tiền từ {min} đến {max} {currency}',
  'onramp.quote.get': 'Bạn nhận',
  'onramp.quote.providerFee': 'Phí nhà cung cấp',
  'onramp.quote.networkFee': 'Phí mạng',
  'onramp.quote.total': 'Bạn trả',
  'onramp.quote.estimate': 'Ước tính – đang chờ báo giá thực',
  'onramp.waiting.label': 'Đang chờ giao dịch mua',
  'onramp.waiting.title': 'Đang mua {amount} {symbol}',
  'onramp.waiting.text':
    'Hoàn tất thanh toán trong cửa sổ {provider}. {symbol} sẽ hiển thị ở đây khi đến nơi.',
  'onramp.waiting.reopen': 'Mở lại {provider}',
  'onramp.waiting.closed':
    'Cửa sổ {provider} đã đóng. Nếu bạn đã thanh toán, {symbol} sẽ hiện ở đây khi đến nơi.',
  'onramp.waiting.back': 'Quay lại tài khoản',
  'onramp.waiting.arrived': 'Đã nhận {amount} {symbol} từ {provider}',
}
