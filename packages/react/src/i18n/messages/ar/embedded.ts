import type { Translation } from '../en'
import type { embedded as english } from '../en/embedded'

/** Arabic messages of the embedded area. */
export const embedded: Translation<typeof english> = {
  'embedded.loading': 'جارٍ التحميل',
  'embedded.otp.intro': 'أدخل الرمز المكوّن من 6 أرقام الذي أرسلناه إلى <mailbox>{email}</mailbox>',
  'embedded.otp.label': 'رمز من 6 أرقام',
  'embedded.otp.checking': 'جارٍ التحقق من الرمز',
  'embedded.otp.resent': 'رمز جديد في الطريق.',
  'embedded.otp.notReceived': 'لم يصلك؟',
  'embedded.otp.resend': 'إعادة إرسال الرمز',
  'embedded.verifyDevice.text':
    'هذا المتصفح جديد على حسابك. أرسلنا رسالة إلى <mailbox>{email}</mailbox>: افتح الرابط فيها للموافقة على هذا الجهاز.',
  'embedded.verifyDevice.waiting': 'في انتظار الموافقة…',
  'embedded.verifyDevice.retry': 'إعادة المحاولة',
  'embedded.updateEmail.text':
    'بريدك الإلكتروني هو <mailbox>{email}</mailbox>. سنرسل رمزًا إليه، ثم رمزًا آخر إلى العنوان الجديد.',
  'embedded.updateEmail.label': 'البريد الإلكتروني الجديد',
  'embedded.updateEmail.invalid': 'أدخل عنوان بريد إلكتروني صالحًا',
  'embedded.updateEmail.same': 'هذا بريدك الإلكتروني بالفعل',
  'embedded.updateEmail.cancel': 'إلغاء',
  'embedded.updateEmail.save': 'حفظ',
  'embedded.updateEmailPrimary.intro':
    'لتغيير بريدك الإلكتروني، أدخل الرمز المكوّن من 6 أرقام الذي أرسلناه إلى <mailbox>{email}</mailbox>',
  'embedded.updateEmailSecondary.updated': 'تم تحديث البريد الإلكتروني',
  'embedded.approve.loading': 'جارٍ تحميل الطلب…',
  'embedded.error.cooldown':
    '{seconds, plural, zero {يُرجى المحاولة مرة أخرى بعد # ثانية} one {يُرجى المحاولة مرة أخرى بعد ثانية واحدة} two {يُرجى المحاولة مرة أخرى بعد ثانيتين} few {يُرجى المحاولة مرة أخرى بعد # ثوانٍ} many {يُرجى المحاولة مرة أخرى بعد # ثانية} other {يُرجى المحاولة مرة أخرى بعد # ثانية}}',
  'embedded.error.invalidCode': 'رمز غير صالح',
  'embedded.error.codeExpired': 'انتهت صلاحية الرمز. يُرجى طلب رمز جديد',
  'embedded.error.tooManyCodes': 'رموز خاطئة كثيرة جدًا. يُرجى طلب رمز جديد',
  'embedded.error.loginExpired': 'انتهت صلاحية تسجيل الدخول هذا. يُرجى البدء من جديد',
  'embedded.error.emailTaken': 'هذا البريد الإلكتروني مستخدم بالفعل',
  'embedded.error.invalidEmail': 'بريد إلكتروني غير صالح',
  'embedded.error.tryLater': 'يُرجى المحاولة مرة أخرى لاحقًا',
  'embedded.error.tooManyRequests': 'طلبات كثيرة جدًا',
  'embedded.error.mailFailed': 'تعذّر إرسال الرسالة. يُرجى المحاولة مرة أخرى',
  'embedded.error.sessionExpired': 'انتهت الجلسة',
  'embedded.error.loadFailed': 'خطأ في الشبكة - تعذّر تحميل Embedded Wallet',
  'embedded.error.timeout': 'انتهت مهلة طلب Embedded Wallet',
  'embedded.error.somethingWrong': 'حدث خطأ ما',
  'embedded.error.aborted': 'تم إلغاء الطلب',
  'embedded.error.unknown': 'حدث خطأ',
  'embedded.error.dependency': 'تعذّر تحميل تسجيل الدخول بالبريد الإلكتروني',
  'embedded.error.declined': 'لقد رفضت الطلب في محفظتك.',
  'embedded.error.rpcNotAllowed': 'استدعاء RPC المطلوب غير مسموح به',
  'embedded.recovery.protected': 'محفظتك محمية',
  'embedded.recovery.connecting': 'جارٍ فتح محفظتك…',
  'embedded.recovery.retry': 'إعادة المحاولة',
  'embedded.recovery.cancelledProtect': 'لم يتم تعيين كلمة مرور للاسترداد.',
  'embedded.recovery.cancelledUnlock': 'تبقى محفظتك مقفلة على هذا الجهاز.',
  'embedded.recovery.cancelledSignIn': 'لم تسجّل الدخول.',
  'embedded.recovery.cancelledCreate': 'لن تكون محفظتك جاهزة حتى تحميها.',
  'embedded.recovery.settingUp': 'جارٍ إعداد محفظتك…',
  'embedded.error.recoveryRequired':
    'هذه المحفظة محمية بكلمة مرور للاسترداد: أدخلها لاستخدام هذا الجهاز',
  'embedded.error.recoverySetupRequired': 'احمِ محفظتك لإكمال إعدادها',
  'embedded.error.tooManyRecoveryPasswords':
    'عدد كبير جدًا من كلمات مرور الاسترداد الخاطئة. يُرجى المحاولة مرة أخرى لاحقًا',
  'embedded.error.alreadyProtected': 'هذه المحفظة لديها بالفعل كلمة مرور للاسترداد أو مفتاح مرور',
  'embedded.security.export': 'تصدير المفتاح الخاص',
  'embedded.security.exportHint': 'اعرض مفتاحك داخل المحفظة لاستخدامه في تطبيق آخر',
  'embedded.security.remove': 'إزالة هذا الجهاز',
  'embedded.security.removeHint': 'سينسى هذا المتصفح محفظتك',
  'embedded.security.signOutEverywhere': 'تسجيل الخروج من كل مكان',
  'embedded.security.signOutEverywhereHint': 'إنهاء جلساتك على جميع الأجهزة، بما فيها هذا الجهاز',
  'embedded.security.removeConfirm':
    'هل تريد إزالة هذا الجهاز؟ ستحتاج إلى بريدك الإلكتروني (وكلمة مرور الاسترداد) لاستخدام هذه المحفظة هنا مرة أخرى.',
  'embedded.security.signOutEverywhereConfirm':
    'هل تريد تسجيل الخروج من كل مكان؟ سيحتاج كل جهاز، بما فيه هذا الجهاز، إلى بريدك الإلكتروني لفتح هذه المحفظة مرة أخرى.',
  'embedded.security.cancel': 'إلغاء',
  'embedded.security.removed': 'تمت إزالة هذا الجهاز من محفظتك',
  'embedded.security.signedOutEverywhere': 'تم تسجيل الخروج من جميع الأجهزة',
  'embedded.error.exportStale': 'حفاظًا على أمانك، سجّل الدخول مرة أخرى لتصدير مفتاحك',
  'embedded.error.onlyDevice':
    'هذا هو الجهاز الوحيد الذي يمكن استرداد محفظتك منه. افتح المحفظة على جهاز آخر أولًا',
  'embedded.error.protectFirst': 'افتح محفظتك أولًا على جهاز يحتفظ بها واحمِها',
  'embedded.error.keyHeldAfterEmailChange':
    'تم تغيير البريد الإلكتروني لهذه المحفظة مؤخرًا: يحصل الجهاز الجديد على المفتاح بعد أن يوافق عليه عنوان البريد السابق (أرسلنا إليه رابطًا)، أو عندما يتعذّر التراجع عن التغيير',
}
