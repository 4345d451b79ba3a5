// Polski (forma bezosobowa): podpisywanie osadzone w innej witrynie. Keys and {placeholders} as in ../en/embed.ts.

import type { Area } from '../area.ts';
import type { embed as en } from '../en/embed.ts';

export const embed = (): Area<typeof en> => ({
  'embed.cookiesBlocked':
    'Przeglądarka nie pozwala tej stronie zapamiętać kodu, gdy jest ona wyświetlana w innej witrynie.',
  'embed.openInTab': 'Otwórz w nowej karcie',
  'settings.embedding': 'Podpisywanie osadzone',
  'settings.embeddingLead':
    'Własna witryna może wyświetlać strony podpisu u siebie (link do podpisu z ?embed=1 lub element countersign-signing z /embed.js). Należy wymienić dokładne źródła (origins), które mogą to robić, po jednym w wierszu. Każda inna witryna zostanie odrzucona.',
  'settings.embeddingOrigins': 'Dozwolone źródła',
  'settings.embeddingOriginsHint':
    'Po jednym w wierszu, np. https://app.example.com lub https://app.example.com:8443.',
  'settings.embeddingNone': 'Żadna witryna nie może osadzać stron podpisu.',
  'settings.embeddingSaved': 'Dozwolone źródła zostały zapisane.',
  'settings.embeddingInvalid': 'Wiersz {line}: {problem}',
  'settings.embeddingTooMany': 'Można podać najwyżej {max} źródeł.',
  'embed.problem.notUrl': 'to nie jest źródło w postaci np. https://app.example.com.',
  'embed.problem.scheme': 'źródło zaczyna się od https://.',
  'embed.problem.httpRefused':
    'należy użyć https:// (http:// jest akceptowane tylko wtedy, gdy ta instancja działa przez http).',
  'embed.problem.path': 'należy podać samo źródło, bez ścieżki, zapytania i fragmentu.',
  'embed.problem.credentials': 'źródło nie zawiera nazwy użytkownika ani hasła.',
  'embed.problem.host':
    'nazwa hosta jest nieprawidłowa (symbole wieloznaczne nie są akceptowane: należy wymienić każde źródło).',
  'audit.workspace.embedding_changed': 'Zmieniono źródła osadzania',
});
