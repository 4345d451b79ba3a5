// العربية (الفصحى المعاصرة، أسلوب رسمي).
import type { Area } from '../area.ts';
import type { appBranding as en } from '../en/app-branding.ts';

export const appBranding = (): Area<typeof en> => ({
  'branding.title': 'الهوية المرئية',
  'branding.lead':
    'يرى الموقّعون اسمك وشعارك ولونك في صفحة التوقيع وفي رسائلهم وفي شهادة التدقيق. ومن دونها، يبقى كل شيء بمظهر Countersign المحايد.',
  'branding.displayName': 'الاسم المعروض',
  'branding.displayNameHint':
    'تصل الرسائل إلى الموقّعين من «{example}». اتركه فارغًا لاستخدام اسم مساحة العمل.',
  'branding.displayNameTooLong': 'يمكن أن يتكوّن الاسم المعروض من 100 حرف على الأكثر.',
  'branding.accent': 'لون التمييز',
  'branding.accentHint':
    'بصيغة #rrggbb. يجب أن يحقق تباينًا لا يقل عن 4.5:1 مع النص الأبيض وعلى خلفية الصفحة (WCAG AA).',
  'branding.accentFormat': 'اكتب اللون بصيغة #rrggbb، مثل #0b3d91.',
  'branding.accentLow': 'يحقق اللون {colour} تباينًا قدره {ratio} مع {where}؛ والمطلوب 4.5:1 على الأقل.',
  'branding.whereWhite': 'النص الأبيض على الأزرار والترويسة',
  'branding.wherePage': 'الروابط على خلفية الصفحة',
  'branding.save': 'حفظ الاسم واللون',
  'branding.logo': 'الشعار',
  'branding.logoHint': 'ملف PNG أو JPEG لا يتجاوز 200 كيلوبايت و1000 × 1000 بكسل.',
  'branding.upload': 'رفع الشعار',
  'branding.removeLogo': 'إزالة الشعار',
  'branding.noLogo': 'لا يوجد شعار: يُعرض الاسم بدلًا منه.',
  'branding.notSet': 'غير محدد',
  'branding.logoTooLarge': 'حجم الملف {size} كيلوبايت؛ والحد الأقصى للشعار 200 كيلوبايت.',
  'branding.logoNotImage': 'يجب أن يكون الشعار صورة PNG أو JPEG. لا تُقبل صيغة SVG ولا الصيغ الأخرى.',
  'branding.logoMismatch': 'سُمّي الملف أو أُرسل على أنه {declared}، لكن محتواه {actual}.',
  'branding.logoTooManyPixels': 'أبعاد الشعار {width} × {height} بكسل؛ والحد الأقصى المسموح 1000 × 1000.',
  'branding.logoCorrupt': 'الملف تالف: لا يمكن قراءته صورةً كاملة.',
  'branding.logoEmpty': 'اختر ملف PNG أو JPEG لرفعه.',
  'audit.workspace.branding_changed': 'تغيّرت الهوية المرئية',
  'audit.workspace.logo_changed': 'تغيّر الشعار',
  'audit.workspace.logo_removed': 'أُزيل الشعار',
});
