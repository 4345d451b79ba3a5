// Magyar (magázó „Ön” forma), az aláírási oldal több dokumentummal.
import type { Area } from '../area.ts';
import type { signingDocuments as en } from '../en/signing-documents.ts';

export const signingDocuments = (): Area<typeof en> => ({
  'signDocuments.heading': 'A dokumentumok',
  'signDocuments.fact.one': '{count} elolvasandó dokumentum van, összesen {pages}; egyszer írja alá.',
  'signDocuments.fact.other':
    '{count} elolvasandó dokumentum van, összesen {pages}; mindegyiket egyszerre írja alá.',
  'signDocuments.pages.one': '{count} oldal',
  'signDocuments.pages.other': '{count} oldal',
  'signDocuments.download': '{link} az olvasáshoz vagy nyomtatáshoz.',
  'signDocuments.downloadLink': 'Töltse le mind a(z) {count} dokumentumot egyetlen PDF-ben',
  'signDocuments.nav': 'A kérelem dokumentumai',
  'signDocuments.position': '{n}. dokumentum / {total}',
  'signDocuments.current': '{n}. dokumentum / {total}: {name}',
  'signDocuments.inView': 'Megjelenítve',
});
