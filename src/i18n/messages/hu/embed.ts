// Magyar (magázó „Ön” forma), beágyazott aláírás.
import type { Area } from '../area.ts';
import type { embed as en } from '../en/embed.ts';

export const embed = (): Area<typeof en> => ({
  'embed.cookiesBlocked':
    'A böngészője nem engedi, hogy ez az oldal megjegyezze a kódját, amíg egy másik webhelyen belül jelenik meg.',
  'embed.openInTab': 'Megnyitás új lapon',
  'settings.embedding': 'Beágyazott aláírás',
  'settings.embeddingLead':
    'Saját webhelye megjelenítheti az aláírási oldalakat (a ?embed=1 paraméterrel ellátott aláírási linket, vagy a /embed.js countersign-signing elemét). Sorolja fel soronként egyet azokat a pontos originöket, amelyek erre jogosultak. Minden más webhelyet elutasítunk.',
  'settings.embeddingOrigins': 'Engedélyezett originök',
  'settings.embeddingOriginsHint':
    'Soronként egy, például https://app.example.com vagy https://app.example.com:8443.',
  'settings.embeddingNone': 'Egyetlen webhely sem ágyazhat be aláírási oldalakat.',
  'settings.embeddingSaved': 'Az engedélyezett originök mentve.',
  'settings.embeddingInvalid': '{line}. sor: {problem}',
  'settings.embeddingTooMany': 'Legfeljebb {max} origint adjon meg.',
  'embed.problem.notUrl': 'ez nem origin (példa: https://app.example.com).',
  'embed.problem.scheme': 'az origin https:// előtaggal kezdődik.',
  'embed.problem.httpRefused':
    'használja a https:// előtagot (a http:// csak akkor fogadható el, ha ez a példány http-n fut).',
  'embed.problem.path': 'csak az origint adja meg, elérési út, lekérdezés és fragmens nélkül.',
  'embed.problem.credentials': 'az origin nem tartalmazhat felhasználónevet vagy jelszót.',
  'embed.problem.host':
    'a gazdagépnév érvénytelen (helyettesítő karakterek nem fogadhatók el: minden origint külön adjon meg).',
  'audit.workspace.embedding_changed': 'Beágyazási originök módosítva',
});
