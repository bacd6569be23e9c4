import type { Translation } from '../en'
import type { alerts as english } from '../en/alerts'

/** Vietnamese messages of the alerts area. */
export const alerts: Translation<typeof english> = {
  'alerts.networkNotFound.short': 'Không tìm thấy mạng',
  'alerts.networkNotFound.long':
    'Ví đã chuyển sang một mạng mà ứng dụng này không hỗ trợ. Hãy thêm mạng đó vào tùy chọn networks hoặc chuyển lại.',
  'alerts.invalidAppConfiguration.short': 'Cấu hình ứng dụng không hợp lệ',
  'alerts.invalidAppConfiguration.long':
    'Nguồn gốc của trang này không có trong danh sách nguồn gốc được phép, hoặc danh sách không hợp lệ. Hãy cập nhật cấu hình dự án.',
  'alerts.embeddedWalletLoadFailed.short': 'Lỗi mạng - Không thể tải ví nhúng',
  'alerts.embeddedWalletLoadFailed.long': 'Không thể tải ví nhúng. Vui lòng thử lại sau.',
  'alerts.embeddedWalletRequestTimeout.short': 'Yêu cầu tới ví nhúng đã hết thời gian',
  'alerts.embeddedWalletRequestTimeout.long':
    'Ví nhúng không phản hồi kịp thời. Vui lòng thử lại sau.',
  'alerts.sessionExpired.short': 'Phiên đã hết hạn',
  'alerts.sessionExpired.long':
    'Phiên chưa có hiệu lực hoặc đã hết hạn. Hãy kiểm tra cài đặt thời gian và kết nối lại.',
  'alerts.invalidProjectId.short': 'ID dự án không hợp lệ',
  'alerts.invalidProjectId.long':
    'Máy chủ không chấp nhận ID dự án. Hãy kiểm tra tùy chọn projectId.',
  'alerts.projectIdNotConfigured.short': 'Chưa cấu hình ID dự án',
  'alerts.projectIdNotConfigured.long': 'Chưa đặt ID dự án. Hãy truyền projectId khi tạo client.',
  'alerts.rateLimited.short': 'Quá nhiều yêu cầu',
  'alerts.rateLimited.long':
    'Quá nhiều yêu cầu tải cấu hình ứng dụng. Một số tính năng có thể không dùng được; vui lòng thử lại sau.',
  'alerts.serverError.short': 'Lỗi máy chủ',
  'alerts.serverError.long':
    'Máy chủ không thể tải cấu hình ứng dụng. Một số tính năng có thể không dùng được; vui lòng thử lại sau.',
  'alerts.banner.dismiss': 'Đóng: {title}',
  'alerts.view.loading': 'Đang tải',
  'alerts.toast.userRejected': 'Bạn đã từ chối yêu cầu trong ví.',
  'alerts.toast.actionNotAllowed': 'Không cho phép thao tác này',
  'alerts.toast.disconnectFailed': 'Ngắt kết nối thất bại',
  'alerts.toast.balanceUnavailable': 'Không có số dư token',
  'alerts.toast.transactionsFailed': 'Không thể tải giao dịch',
  'alerts.toast.signatureDeclined': 'Đã từ chối ký',
  'alerts.toast.somethingWentWrong': 'Đã xảy ra sự cố',
  'alerts.toast.errorOccurred': 'Đã xảy ra lỗi',
  'alerts.toast.requestAborted': 'Yêu cầu đã bị hủy',
  'alerts.toast.insufficientBalance': 'Số dư không đủ',
  'alerts.toast.insufficientLiquidity': 'Thanh khoản không đủ',
  'alerts.toast.quoteExpired': 'Báo giá đã hết hạn. Hãy lấy báo giá mới để hoán đổi.',
  'alerts.toast.swapFailed': 'Hoán đổi thất bại trên chuỗi. Không có gì được hoán đổi.',
  'alerts.toast.swapNeedsEvm': 'Hãy kết nối ví trên mạng EVM để hoán đổi.',
  'alerts.toast.smartAccountsUnsupported': 'Ứng dụng này có thể không hỗ trợ Smart Accounts',
  'alerts.toast.authenticationFailed': 'Đã xảy ra sự cố khi khởi tạo xác thực',
}
