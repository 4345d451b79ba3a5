// Ελληνικά (πληθυντικός ευγενείας): η προεπιλεγμένη γλώσσα του χώρου εργασίας στις ρυθμίσεις.
import type { Area } from '../area.ts';
import type { appLanguage as en } from '../en/app-language.ts';

export const appLanguage = (): Area<typeof en> => ({
  'settings.language': 'Γλώσσα υπογραφόντων',
  'settings.languageLead':
    'Οι υπογράφοντες για τους οποίους δεν επιλέγετε γλώσσα λαμβάνουν τα email τους σε αυτή τη γλώσσα και βλέπουν τη σελίδα υπογραφής στη γλώσσα του προγράμματος περιήγησής τους ή, αν αυτή δεν είναι διαθέσιμη, σε αυτή τη γλώσσα. Σε αυτή συντάσσεται και το πιστοποιητικό ελέγχου.',
  'settings.languageCurrent': 'Προεπιλεγμένη γλώσσα: {language}.',
  'settings.languageChoice': 'Προεπιλεγμένη γλώσσα',
  'settings.languageInvalid': 'Επιλέξτε μία από τις γλώσσες της λίστας.',
  'audit.workspace.language_changed': 'Αλλαγή προεπιλεγμένης γλώσσας υπογραφόντων',
});
