// Українська (офіційно-діловий стиль, звертання на «Ви»).
import type { Area } from '../area.ts';
import type { embed as en } from '../en/embed.ts';

export const embed = (): Area<typeof en> => ({
  'embed.cookiesBlocked':
    'Ваш браузер не дозволяє цій сторінці запам’ятати Ваш код, поки її показано всередині іншого сайту.',
  'embed.openInTab': 'Відкрити в новій вкладці',
  'settings.embedding': 'Вбудоване підписання',
  'settings.embeddingLead':
    'Ваш власний сайт може показувати сторінки підписання всередині себе (посилання для підписання з ?embed=1 або елемент countersign-signing з /embed.js). Укажіть точні джерела (origins), яким це дозволено, по одному в рядку. Усім іншим сайтам буде відмовлено.',
  'settings.embeddingOrigins': 'Дозволені джерела',
  'settings.embeddingOriginsHint':
    'По одному в рядку, наприклад https://app.example.com або https://app.example.com:8443.',
  'settings.embeddingNone': 'Жоден сайт не може вбудовувати сторінки підписання.',
  'settings.embeddingSaved': 'Дозволені джерела збережено.',
  'settings.embeddingInvalid': 'Рядок {line}: {problem}',
  'settings.embeddingTooMany': 'Укажіть не більше {max} джерел.',
  'embed.problem.notUrl': 'це не джерело на кшталт https://app.example.com.',
  'embed.problem.scheme': 'джерело починається з https://.',
  'embed.problem.httpRefused':
    'використовуйте https:// (http:// приймається, лише поки цей екземпляр працює через http).',
  'embed.problem.path': 'укажіть лише джерело, без шляху, параметрів запиту чи фрагмента.',
  'embed.problem.credentials': 'джерело не містить імені користувача чи пароля.',
  'embed.problem.host': 'недійсне ім’я хоста (символи підстановки не приймаються: укажіть кожне джерело).',
  'audit.workspace.embedding_changed': 'Джерела вбудовування змінено',
});
