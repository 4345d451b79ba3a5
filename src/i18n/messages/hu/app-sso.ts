// Magyar (magázó „Ön” forma), egyszeri bejelentkezés (SSO).
import type { Area } from '../area.ts';
import type { appSso as en } from '../en/app-sso.ts';

export const appSso = (): Area<typeof en> => ({
  'sso.continueWith': 'Folytatás ezzel: {provider}',
  'sso.refusedTitle': 'Ön nincs bejelentkezve',
  'sso.refused.expired':
    'Ez a bejelentkezés lejárt, vagy már befejeződött. Kezdje újra a bejelentkezési oldalról.',
  'sso.refused.denied': 'Az identitásszolgáltatója nem jelentkeztette be Önt. Megpróbálhatja újra.',
  'sso.refused.invalid':
    'Az identitásszolgáltató válaszát nem sikerült ellenőrizni (módosították, már felhasználták, vagy lejárt), ezért nem jelentkezett be. Kezdje újra.',
  'sso.refused.unverified':
    'Az identitásszolgáltatója nem igazolta az Ön e-mail-címét, ezért itt nem jelentkeztetheti be. Előbb igazolja a címet a szolgáltatójánál.',
  'sso.refused.unknown':
    'Itt egyik munkaterületnek sincs olyan tagja, akinek az e-mail-címét az identitásszolgáltatója megerősítette. Kérje meg munkaterülete egyik tulajdonosát, hogy hívja meg Önt.',
  'sso.unavailable': 'Az identitásszolgáltatója jelenleg nem érhető el. Próbálja újra néhány perc múlva.',
  'sso.notConfigured': 'Ezen a szolgáltatáson nincs beállítva egyszeri bejelentkezés.',
  'sso.backToSignIn': 'Vissza a bejelentkezéshez',
  'sso.chooseTitle': 'Munkaterület kiválasztása',
  'sso.chooseLead': 'Az Ön címe több munkaterülethez tartozik. Melyiket szeretné megnyitni?',
  'sso.chooseButton': '{workspace} megnyitása',
  'sso.requiredTitle': 'Egyszeri bejelentkezés szükséges',
  'sso.required':
    'A(z) {workspace} munkaterület egyszeri bejelentkezést ír elő: e-mailben kapott link vagy azonosítókulcs helyett jelentkezzen be ezzel: {provider}.',
  'sso.requiredUnset':
    'A(z) {workspace} munkaterület egyszeri bejelentkezést ír elő, ezt azonban ez a szolgáltatás jelenleg nem kínálja. Forduljon a szolgáltatás üzemeltetőjéhez.',
  'sessions.method.oidc': 'egyszeri bejelentkezéssel',
  'sso.settingsTitle': 'Egyszeri bejelentkezés',
  'sso.settingsLead':
    'A tagok ezzel jelentkezhetnek be: {provider}, az ott nyilvántartott, igazolt e-mail-címükkel.',
  'sso.settingsUnset':
    'Ezen a szolgáltatáson nincs beállítva identitásszolgáltató, ezért az egyszeri bejelentkezés nem használható.',
  'sso.requiredLabel': 'Egyszeri bejelentkezés előírása',
  'sso.requiredHint':
    'Ezt követően a munkaterületen az e-mailben küldött bejelentkezési linkek és az azonosítókulcsok nem használhatók.',
  'sso.joinDomainLabel': 'Csatlakozásra jogosító domain',
  'sso.joinDomainHint':
    'Akinek igazolt címe @ ezzel a domainnel végződik, első bejelentkezésekor tagként csatlakozik, miután a munkaterület igazolta a domaint. Hagyja üresen, ha senki sem csatlakozhat így.',
  'sso.joinDomainInvalid': 'Adjon meg egy domainnevet, például: example.com.',
  'sso.save': 'Egyszeri bejelentkezés mentése',
  'sso.saved': 'Az egyszeri bejelentkezés beállításai mentve.',
  'sso.ownersOnly': 'Ezeket a beállításokat csak tulajdonos módosíthatja.',
  'sso.requiredOn': 'Az egyszeri bejelentkezés kötelező.',
  'sso.requiredOff': 'Az egyszeri bejelentkezés nem kötelező.',
  'sso.joinDomainNone': 'Domain alapján senki sem csatlakozik.',
  'sso.joinDomainIs': 'A(z) {domain} domainhez tartozó címmel rendelkezők tagként csatlakoznak.',
  'audit.workspace.sso_changed': 'Egyszeri bejelentkezés módosítva',
  'audit.member.joined': 'Csatlakozott egyszeri bejelentkezéssel',
  'sso.refused.foreign':
    'Az identitásszolgáltatónak ez a válasza egy másik bejelentkezéshez tartozik, ezért nem használtuk fel. Ha ebben a böngészőben kezdett bejelentkezni, az még folyamatban van: fejezze be, vagy kezdje újra.',
  'sso.joinDomainPublic':
    'Ez egy nyilvános e-mail-domain, amelyen bárki kaphat címet, ezért nem teheti lehetővé a csatlakozást. Adja meg szervezete saját domainjét.',
  'sso.joinDomainTaken': 'Ezt a domaint egy másik munkaterület már igazolta, ezért itt nem használható.',
  'sso.verifyNotFound':
    'Még nem található TXT rekord ennek a munkaterületnek az értékével. Ellenőrizze a rekord nevét és értékét; a DNS-módosítások megjelenése eltarthat egy ideig.',
  'sso.joinedNotice':
    'Ön egyszeri bejelentkezéssel csatlakozott a(z) {workspace} munkaterülethez, mert igazolt címe a munkaterület által igazolt domainhez tartozik. A tulajdonosok látják az Ön nevét és címét.',
  'sso.domainPending': 'A(z) {domain} igazolásra vár: addig senki sem csatlakozhat általa.',
  'sso.domainRecordLead':
    'Annak igazolásához, hogy a domain az Ön szervezetéé, vegye fel ezt a rekordot a DNS-ébe (a megadott néven vagy magán a domainen), majd ellenőrizze:',
  'sso.domainRecordName': 'Név (host)',
  'sso.domainRecordType': 'Rekordtípus',
  'sso.domainRecordValue': 'Érték',
  'sso.domainOperatorHint':
    'Vagy kérje meg a szolgáltatás üzemeltetőjét, hogy erősítse meg a domaint; erre akkor van lehetősége, ha egy tulajdonos saját címe a(z) {domain} domainhez tartozik.',
  'sso.domainCheck': 'A DNS-rekord ellenőrzése',
  'sso.domainVerifiedDns':
    'A(z) {domain} domainhez tartozó címmel rendelkezők tagként csatlakoznak: a domaint a DNS-rekordja igazolta.',
  'sso.domainVerifiedOperator':
    'A(z) {domain} domainhez tartozó címmel rendelkezők tagként csatlakoznak: a domaint a szolgáltatás üzemeltetője erősítette meg.',
  'audit.workspace.sso_domain_verified': 'Egyszeri bejelentkezési domain igazolva',
});
