// Polski (forma bezosobowa): domyślny język przestrzeni roboczej w ustawieniach.
import type { Area } from '../area.ts';
import type { appLanguage as en } from '../en/app-language.ts';

export const appLanguage = (): Area<typeof en> => ({
  'settings.language': 'Język podpisujących',
  'settings.languageLead':
    'Podpisujący, dla których nie wybrano języka, otrzymują wiadomości e-mail w tym języku, a stronę podpisu w języku swojej przeglądarki lub, gdy nie jest on dostępny, w tym języku. W tym języku sporządzany jest również certyfikat audytu.',
  'settings.languageCurrent': 'Język domyślny: {language}.',
  'settings.languageChoice': 'Język domyślny',
  'settings.languageInvalid': 'Proszę wybrać jeden z języków na liście.',
  'audit.workspace.language_changed': 'Zmieniono domyślny język podpisujących',
});
