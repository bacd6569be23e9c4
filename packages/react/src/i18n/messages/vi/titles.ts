import type { Translation } from '../en'
import type { titles as english } from '../en/titles'

/** Vietnamese messages of the titles area. */
export const titles: Translation<typeof english> = {
  'titles.connect': 'Kết nối ví',
  'titles.allWallets': 'Tất cả ví',
  'titles.account': 'Tài khoản',
  'titles.networks': 'Chọn mạng',
  'titles.unsupportedChain': 'Chuyển mạng',
  'titles.siwxSignMessage': 'Đăng nhập',
  'titles.walletSend': 'Gửi',
  'titles.walletSendSelectToken': 'Chọn token',
  'titles.walletSendPreview': 'Xem lại giao dịch gửi',
  'titles.walletSendSent': 'Đã gửi giao dịch',
  'titles.swap': 'Hoán đổi',
  'titles.swapSelectTokenFrom': 'Chọn token để bán',
  'titles.swapSelectTokenTo': 'Chọn token để mua',
  'titles.swapPreview': 'Xem lại hoán đổi',
  'titles.walletReceive': 'Nhận',
  'titles.onRampProviders': 'Mua',
  'titles.onRampBuy': 'Mua tiền mã hóa',
  'titles.onRampWaiting': 'Đang mua',
  'titles.whatIsAWallet': 'Ví là gì?',
  'titles.emailVerifyOtp': 'Xác nhận email',
  'titles.emailVerifyDevice': 'Đăng ký thiết bị',
  'titles.approveTransaction': 'Phê duyệt giao dịch',
  'titles.connectSocials': 'Tất cả mạng xã hội',
  'titles.updateEmail': 'Sửa email',
  'titles.updateEmailPrimaryOtp': 'Xác nhận email hiện tại',
  'titles.updateEmailSecondaryOtp': 'Xác nhận email mới',
  'titles.registerAccountName': 'Chọn tên',
  'titles.registerAccountNameSuccess': 'Đã đăng ký tên',
}
