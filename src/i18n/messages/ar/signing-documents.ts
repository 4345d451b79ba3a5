// العربية (الفصحى المعاصرة، أسلوب رسمي).
import type { Area } from '../area.ts';
import type { signingDocuments as en } from '../en/signing-documents.ts';

export const signingDocuments = (): Area<typeof en> => ({
  'signDocuments.heading': 'المستندات',
  'signDocuments.fact.zero': 'لا توجد مستندات للقراءة.',
  'signDocuments.fact.one': 'يوجد مستند واحد للقراءة، {pages} إجمالًا؛ وتوقّعه مرة واحدة.',
  'signDocuments.fact.two': 'يوجد مستندان للقراءة، {pages} إجمالًا؛ وتوقّعهما معًا دفعة واحدة.',
  'signDocuments.fact.few': 'توجد {count} مستندات للقراءة، {pages} إجمالًا؛ وتوقّعها جميعًا دفعة واحدة.',
  'signDocuments.fact.many': 'يوجد {count} مستندًا للقراءة، {pages} إجمالًا؛ وتوقّعها جميعًا دفعة واحدة.',
  'signDocuments.fact.other': 'يوجد {count} مستند للقراءة، {pages} إجمالًا؛ وتوقّعها جميعًا دفعة واحدة.',
  'signDocuments.pages.zero': '{count} صفحة',
  'signDocuments.pages.one': 'صفحة واحدة',
  'signDocuments.pages.two': 'صفحتان',
  'signDocuments.pages.few': '{count} صفحات',
  'signDocuments.pages.many': '{count} صفحة',
  'signDocuments.pages.other': '{count} صفحة',
  'signDocuments.download': '{link} لقراءتها أو طباعتها.',
  'signDocuments.downloadLink': 'نزّل جميع المستندات ({count}) في ملف PDF واحد',
  'signDocuments.nav': 'المستندات في هذا الطلب',
  'signDocuments.position': 'المستند {n} من {total}',
  'signDocuments.current': 'المستند {n} من {total}: {name}',
  'signDocuments.inView': 'معروض حاليًا',
});
