// العربية (الفصحى المعاصرة، أسلوب رسمي).
import type { Area } from '../area.ts';
import type { embed as en } from '../en/embed.ts';

export const embed = (): Area<typeof en> => ({
  'embed.cookiesBlocked': 'لا يسمح متصفحك لهذه الصفحة بتذكّر رمزك أثناء عرضها داخل موقع آخر.',
  'embed.openInTab': 'فتح في علامة تبويب جديدة',
  'settings.embedding': 'التوقيع المضمّن',
  'settings.embeddingLead':
    'يمكن لموقعك عرض صفحات التوقيع داخله (رابط التوقيع مع ?embed=1، أو العنصر countersign-signing من /embed.js). أدرج المصادر (origins) المسموح لها بذلك بدقة، مصدرًا في كل سطر. ويُرفض أي موقع آخر.',
  'settings.embeddingOrigins': 'المصادر المسموح بها',
  'settings.embeddingOriginsHint':
    'مصدر في كل سطر، مثل https://app.example.com أو https://app.example.com:8443.',
  'settings.embeddingNone': 'لا يُسمح لأي موقع بتضمين صفحات التوقيع.',
  'settings.embeddingSaved': 'حُفظت المصادر المسموح بها.',
  'settings.embeddingInvalid': 'السطر {line}: {problem}',
  'settings.embeddingTooMany': 'أدرج {max} مصدرًا على الأكثر.',
  'embed.problem.notUrl': 'هذا ليس مصدرًا مثل https://app.example.com.',
  'embed.problem.scheme': 'يبدأ المصدر بـ https://.',
  'embed.problem.httpRefused': 'استخدم https:// (لا يُقبل http:// إلا ما دامت هذه النسخة تعمل عبر http).',
  'embed.problem.path': 'أدخل المصدر وحده، دون مسار أو استعلام أو جزء.',
  'embed.problem.credentials': 'لا يتضمن المصدر اسم مستخدم أو كلمة مرور.',
  'embed.problem.host': 'اسم المضيف غير صالح (لا تُقبل أحرف البدل: أدرج كل مصدر على حدة).',
  'audit.workspace.embedding_changed': 'تغيّرت مصادر التضمين',
});
