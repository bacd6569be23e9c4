import type { Translation } from '../en'
import type { alerts as english } from '../en/alerts'

/** Thai messages of the alerts area. */
export const alerts: Translation<typeof english> = {
  'alerts.networkNotFound.short': 'ไม่พบเครือข่าย',
  'alerts.networkNotFound.long':
    'กระเป๋าเงินสลับไปยังเครือข่ายที่แอปนี้ไม่ได้ระบุไว้ เพิ่มเครือข่ายนั้นในตัวเลือก networks หรือสลับกลับ',
  'alerts.invalidAppConfiguration.short': 'การกำหนดค่าแอปไม่ถูกต้อง',
  'alerts.invalidAppConfiguration.long':
    'ต้นทางของหน้านี้ไม่อยู่ในรายการต้นทางที่อนุญาต หรือรายการไม่ถูกต้อง โปรดอัปเดตการกำหนดค่าโปรเจกต์',
  'alerts.embeddedWalletLoadFailed.short': 'ข้อผิดพลาดเครือข่าย - โหลดกระเป๋าเงินแบบฝังไม่ได้',
  'alerts.embeddedWalletLoadFailed.long': 'โหลดกระเป๋าเงินแบบฝังไม่ได้ โปรดลองอีกครั้งในภายหลัง',
  'alerts.embeddedWalletRequestTimeout.short': 'คำขอไปยังกระเป๋าเงินแบบฝังหมดเวลา',
  'alerts.embeddedWalletRequestTimeout.long':
    'กระเป๋าเงินแบบฝังไม่ตอบกลับภายในเวลาที่กำหนด โปรดลองอีกครั้งในภายหลัง',
  'alerts.sessionExpired.short': 'เซสชันหมดอายุ',
  'alerts.sessionExpired.long': 'เซสชันยังไม่มีผลหรือหมดอายุแล้ว ตรวจสอบการตั้งค่าเวลาแล้วเชื่อมต่ออีกครั้ง',
  'alerts.invalidProjectId.short': 'Project ID ไม่ถูกต้อง',
  'alerts.invalidProjectId.long': 'เซิร์ฟเวอร์ไม่ยอมรับ Project ID ตรวจสอบตัวเลือก projectId',
  'alerts.projectIdNotConfigured.short': 'ยังไม่ได้กำหนดค่า Project ID',
  'alerts.projectIdNotConfigured.long': 'ยังไม่ได้ตั้ง Project ID ส่ง projectId เมื่อสร้างไคลเอนต์',
  'alerts.rateLimited.short': 'คำขอมากเกินไป',
  'alerts.rateLimited.long':
    'มีคำขอโหลดการกำหนดค่าแอปมากเกินไป ฟีเจอร์บางอย่างอาจใช้ไม่ได้ โปรดลองอีกครั้งในภายหลัง',
  'alerts.serverError.short': 'เซิร์ฟเวอร์ขัดข้อง',
  'alerts.serverError.long':
    'เซิร์ฟเวอร์โหลดการกำหนดค่าแอปไม่ได้ ฟีเจอร์บางอย่างอาจใช้ไม่ได้ โปรดลองอีกครั้งในภายหลัง',
  'alerts.banner.dismiss': 'ปิด: {title}',
  'alerts.view.loading': 'กำลังโหลด',
  'alerts.toast.userRejected': 'คุณปฏิเสธคำขอในกระเป๋าเงินของคุณ',
  'alerts.toast.actionNotAllowed': 'ไม่อนุญาตให้ดำเนินการนี้',
  'alerts.toast.disconnectFailed': 'ยกเลิกการเชื่อมต่อไม่สำเร็จ',
  'alerts.toast.balanceUnavailable': 'ไม่มีข้อมูลยอดคงเหลือโทเค็น',
  'alerts.toast.transactionsFailed': 'ดึงรายการธุรกรรมไม่สำเร็จ',
  'alerts.toast.signatureDeclined': 'ปฏิเสธการลงนามแล้ว',
  'alerts.toast.somethingWentWrong': 'เกิดข้อผิดพลาดบางอย่าง',
  'alerts.toast.errorOccurred': 'เกิดข้อผิดพลาด',
  'alerts.toast.requestAborted': 'คำขอถูกยกเลิก',
  'alerts.toast.insufficientBalance': 'ยอดคงเหลือไม่เพียงพอ',
  'alerts.toast.insufficientLiquidity': 'สภาพคล่องไม่เพียงพอ',
  'alerts.toast.quoteExpired': 'ใบเสนอราคาหมดอายุแล้ว ขอใบเสนอราคาใหม่เพื่อสลับ',
  'alerts.toast.swapFailed': 'การสลับล้มเหลวบนเชน ไม่มีการสลับใดๆ',
  'alerts.toast.swapNeedsEvm': 'เชื่อมต่อกระเป๋าเงินบนเครือข่าย EVM เพื่อสลับ',
  'alerts.toast.smartAccountsUnsupported': 'แอปพลิเคชันนี้อาจไม่รองรับ Smart Accounts',
  'alerts.toast.authenticationFailed': 'เกิดปัญหาขณะเริ่มการยืนยันตัวตน',
}
