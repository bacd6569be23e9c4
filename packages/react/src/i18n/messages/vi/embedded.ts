import type { Translation } from '../en'
import type { embedded as english } from '../en/embedded'

/** Vietnamese messages of the embedded area. */
export const embedded: Translation<typeof english> = {
  'embedded.loading': 'Đang tải',
  'embedded.otp.intro': 'Nhập mã 6 chữ số chúng tôi đã gửi tới <mailbox>{email}</mailbox>',
  'embedded.otp.label': 'Mã 6 chữ số',
  'embedded.otp.checking': 'Đang kiểm tra mã',
  'embedded.otp.resent': 'Mã mới đang được gửi.',
  'embedded.otp.notReceived': 'Không nhận được?',
  'embedded.otp.resend': 'Gửi lại mã',
  'embedded.verifyDevice.text':
    'Trình duyệt này mới với tài khoản của bạn. Chúng tôi đã gửi email tới <mailbox>{email}</mailbox>: mở liên kết trong đó để phê duyệt thiết bị này.',
  'embedded.verifyDevice.waiting': 'Đang chờ phê duyệt…',
  'embedded.verifyDevice.retry': 'Thử lại',
  'embedded.updateEmail.text':
    'Email của bạn là <mailbox>{email}</mailbox>. Chúng tôi sẽ gửi một mã tới địa chỉ này, rồi một mã tới địa chỉ mới.',
  'embedded.updateEmail.label': 'Email mới',
  'embedded.updateEmail.invalid': 'Nhập địa chỉ email hợp lệ',
  'embedded.updateEmail.same': 'Đây đã là email của bạn',
  'embedded.updateEmail.cancel': 'Hủy',
  'embedded.updateEmail.save': 'Lưu',
  'embedded.updateEmailPrimary.intro':
    'Để đổi email, hãy nhập mã 6 chữ số chúng tôi đã gửi tới <mailbox>{email}</mailbox>',
  'embedded.updateEmailSecondary.updated': 'Đã cập nhật email',
  'embedded.approve.loading': 'Đang tải yêu cầu…',
  'embedded.error.cooldown': '{seconds, plural, other {Vui lòng thử lại sau # giây}}',
  'embedded.error.invalidCode': 'Mã không hợp lệ',
  'embedded.error.codeExpired': 'Mã đã hết hạn. Vui lòng yêu cầu mã mới',
  'embedded.error.tooManyCodes': 'Nhập sai mã quá nhiều lần. Vui lòng yêu cầu mã mới',
  'embedded.error.loginExpired': 'Phiên đăng nhập này đã hết hạn. Vui lòng bắt đầu lại',
  'embedded.error.emailTaken': 'Email này đã được sử dụng',
  'embedded.error.invalidEmail': 'Email không hợp lệ',
  'embedded.error.tryLater': 'Vui lòng thử lại sau',
  'embedded.error.tooManyRequests': 'Quá nhiều yêu cầu',
  'embedded.error.mailFailed': 'Không thể gửi email. Vui lòng thử lại',
  'embedded.error.sessionExpired': 'Phiên đã hết hạn',
  'embedded.error.loadFailed': 'Lỗi mạng - Không thể tải Embedded Wallet',
  'embedded.error.timeout': 'Yêu cầu tới Embedded Wallet đã hết thời gian chờ',
  'embedded.error.somethingWrong': 'Đã xảy ra sự cố',
  'embedded.error.aborted': 'Yêu cầu đã bị hủy',
  'embedded.error.unknown': 'Đã xảy ra lỗi',
  'embedded.error.dependency': 'Không thể tải thành phần đăng nhập bằng email',
  'embedded.error.declined': 'Bạn đã từ chối yêu cầu trong ví.',
  'embedded.error.rpcNotAllowed': 'Lệnh gọi RPC được yêu cầu không được phép',
  'embedded.recovery.protected': 'Ví của bạn đã được bảo vệ',
  'embedded.recovery.connecting': 'Đang mở ví của bạn…',
  'embedded.recovery.retry': 'Thử lại',
  'embedded.recovery.cancelledProtect': 'Chưa đặt mật khẩu khôi phục nào.',
  'embedded.recovery.cancelledUnlock': 'Ví của bạn vẫn bị khóa trên thiết bị này.',
  'embedded.recovery.cancelledSignIn': 'Bạn chưa đăng nhập.',
  'embedded.error.recoveryRequired':
    'Ví này được bảo vệ bằng mật khẩu khôi phục: hãy nhập mật khẩu để dùng thiết bị này',
  'embedded.error.tooManyRecoveryPasswords':
    'Nhập sai mật khẩu khôi phục quá nhiều lần. Vui lòng thử lại sau',
  'embedded.error.alreadyProtected': 'Ví này đã có mật khẩu khôi phục hoặc khóa truy cập',
  'embedded.security.export': 'Xuất khóa riêng tư',
  'embedded.security.exportHint': 'Xem khóa của bạn trong ví để dùng ở ứng dụng khác',
  'embedded.security.remove': 'Xóa thiết bị này',
  'embedded.security.removeHint': 'Trình duyệt này sẽ quên ví của bạn',
  'embedded.security.signOutEverywhere': 'Đăng xuất ở mọi nơi',
  'embedded.security.signOutEverywhereHint': 'Kết thúc phiên trên mọi thiết bị, kể cả thiết bị này',
  'embedded.security.removeConfirm':
    'Xóa thiết bị này? Bạn sẽ cần email (và mật khẩu khôi phục) để dùng lại ví này ở đây.',
  'embedded.security.signOutEverywhereConfirm':
    'Đăng xuất ở mọi nơi? Mọi thiết bị, kể cả thiết bị này, sẽ cần email của bạn để mở lại ví này.',
  'embedded.security.cancel': 'Hủy',
  'embedded.security.removed': 'Thiết bị này đã được xóa khỏi ví của bạn',
  'embedded.security.signedOutEverywhere': 'Đã đăng xuất trên mọi thiết bị',
  'embedded.error.exportStale': 'Vì sự an toàn của bạn, hãy đăng nhập lại để xuất khóa',
  'embedded.error.onlyDevice':
    'Đây là thiết bị duy nhất có thể khôi phục ví của bạn. Hãy mở ví trên một thiết bị khác trước',
}
