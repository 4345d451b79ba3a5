// Magyar (magázó „Ön” forma): a munkaterület arculata.
import type { Area } from '../area.ts';
import type { appBranding as en } from '../en/app-branding.ts';

export const appBranding = (): Area<typeof en> => ({
  'branding.title': 'Arculat',
  'branding.lead':
    'Az aláírók az Ön nevét, logóját és színét látják az aláírási oldalon, az e-mailekben és az ellenőrzési tanúsítványon. Ezek nélkül minden a semleges Countersign-megjelenést követi.',
  'branding.displayName': 'Megjelenített név',
  'branding.displayNameHint':
    'Az aláíróknak küldött e-mailek feladója: „{example}”. Hagyja üresen, ha a munkaterület nevét kívánja használni.',
  'branding.displayNameTooLong': 'A megjelenített név legfeljebb 100 karakter lehet.',
  'branding.accent': 'Kiemelőszín',
  'branding.accentHint':
    '#rrggbb formában. Fehér szöveggel és az oldal hátterén legalább 4,5:1 kontrasztot kell elérnie (WCAG AA).',
  'branding.accentFormat': 'A színt #rrggbb formában adja meg, például #0b3d91.',
  'branding.accentLow':
    'A(z) {colour} szín kontrasztja {ratio} a következővel: {where}; legalább 4,5:1 szükséges.',
  'branding.whereWhite': 'fehér szöveg a gombokon és a fejlécben',
  'branding.wherePage': 'linkek az oldal hátterén',
  'branding.save': 'Név és szín mentése',
  'branding.logo': 'Logó',
  'branding.logoHint': 'Legfeljebb 200 KB méretű és 1000 × 1000 képpont felbontású PNG- vagy JPEG-fájl.',
  'branding.upload': 'Logó feltöltése',
  'branding.removeLogo': 'Logó eltávolítása',
  'branding.noLogo': 'Nincs logó: helyette a név jelenik meg.',
  'branding.notSet': 'Nincs beállítva',
  'branding.logoTooLarge': 'A fájl mérete {size} KB; a logó legfeljebb 200 KB lehet.',
  'branding.logoNotImage':
    'A logónak PNG- vagy JPEG-képnek kell lennie. SVG és más formátumok nem fogadhatók el.',
  'branding.logoMismatch': 'A fájl neve vagy küldési típusa {declared}, tartalma azonban {actual}.',
  'branding.logoTooManyPixels': 'A logó {width} × {height} képpontos; legfeljebb 1000 × 1000 engedélyezett.',
  'branding.logoCorrupt': 'A fájl sérült: nem olvasható be teljes képként.',
  'branding.logoEmpty': 'Válassza ki a feltöltendő PNG- vagy JPEG-fájlt.',
  'audit.workspace.branding_changed': 'Arculat módosítva',
  'audit.workspace.logo_changed': 'Logó módosítva',
  'audit.workspace.logo_removed': 'Logó eltávolítva',
});
