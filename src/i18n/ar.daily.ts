/** العربية (`ar`): the daily puzzles’ result card and statistics (src/base/daily.messages.ts), loaded with them. Words as in the glossary of src/i18n/ar.ts; a missing key falls back to English. */
import type { Translated } from '../base/messages.js';
import type { dailyMessages } from '../base/daily.messages.js';

const ar: Translated<typeof dailyMessages> = {
  dailyNumber: '{game} رقم {number}',
  dailyNext: 'اللغز التالي بعد',
  dailyShare: 'شارك النتيجة',
  dailyCopied: 'تم نسخ النتيجة.',
  dailyShared: 'تمت مشاركة النتيجة.',
  dailySelect: 'لا توجد حافظة هنا: النتيجة محددة في حقل النص، جاهزة للنسخ.',
  dailyShareField: 'النتيجة للمشاركة',
  dailyClose: 'إغلاق',
  dailyStats: 'الإحصاءات',
  dailyResult: 'نتيجة اليوم',
  dailyPlayed: 'الألعاب',
  dailySolvedShare: 'المحلولة %',
  dailyStreak: 'السلسلة الحالية',
  dailyBest: 'أفضل سلسلة',
  dailyBar: '{band}: {count}',
  dailyLatest: 'نتيجتك الأخيرة',
  dailyNone: 'أكمل لغز اليوم لترى إحصاءاتك هنا.',
  dailyReplay: 'إعادة: تُحتسب نتيجتك الأولى في اليوم فقط.',
  dailyStorage: 'لا يمكن حفظ الإحصاءات على هذا الجهاز، فهي تبقى حتى إغلاق الصفحة فقط.',
  dailyUnreadable: 'لا يمكن قراءة الإحصاءات المحفوظة هنا. تُركت كما هي، ونتائج اليوم تبقى حتى إغلاق الصفحة فقط.',
  dailyDeviceOnly: 'محفوظة على هذا الجهاز فقط.',
  dailyPast: 'لغز {date}: من يوم سابق، لا يُحتسب في أي إحصاءات أو سلسلة.',
  dailyEarlier: 'ألغاز سابقة',
  dailyEarlierItem: '#{number}، {date}',
  dailyToday: 'لغز اليوم',
};

export default ar;
