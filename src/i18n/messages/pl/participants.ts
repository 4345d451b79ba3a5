// Polski (forma grzecznościowa „Państwo” i bezosobowa), issue 45: zatwierdzający, zapoznający się, świadkowie. Keys and {placeholders} as in ../en/participants.ts.

import type { Area } from '../area.ts';
import type { participants as en } from '../en/participants.ts';

export const participants = (): Area<typeof en> => ({
  'kind.signer': 'Podpisujący',
  'kind.approver': 'Zatwierdzający',
  'kind.viewer': 'Zapoznający się',
  'kind.witness': 'Świadek',
  'kind.witnessFor': 'Świadek dla: {role}',
  'kind.label': 'Udział jako',
  'kind.witnessForLabel': 'Poświadcza podpis osoby',

  'audit.signature_request.approved': 'Zatwierdzone przez zatwierdzającego',
  'audit.signature_request.viewed': 'Przeczytane i potwierdzone przez zapoznającego się',
  'audit.signature_request.witnessed': 'Podpisane przez świadka',
  'timeline.approved': 'Zatwierdzone przez: {who}',
  'timeline.viewed': 'Przeczytane i potwierdzone przez: {who}',
  'timeline.witnessed': 'Poświadczone przez: {who}',

  'turn.lead.approver':
    '{sender} prosi Państwa, {name} ({email}), o zatwierdzenie tego dokumentu jako {role}. Nie składają Państwo podpisu.',
  'turn.lead.viewer':
    '{sender} prosi Państwa, {name} ({email}), o zapoznanie się z tym dokumentem jako {role} i potwierdzenie tego.',
  'turn.lead.witness':
    '{sender} prosi Państwa, {name} ({email}), o poświadczenie podpisu osoby {witnessed} ({witnessedRole}) jako {role}.',
  'turn.heading.approver': 'Zatwierdzenie',
  'turn.heading.viewer': 'Potwierdzenie zapoznania się',
  'turn.approveExplain':
    'Zatwierdzenie przekazuje kolejkę następnej osobie. Aby odmówić, należy odrzucić dokument poniżej.',
  'turn.approve': 'Zatwierdź',
  'turn.approving': 'Zatwierdzanie…',
  'turn.readExplain': 'Prosimy przeczytać powyższy dokument, a następnie to potwierdzić.',
  'turn.read': 'Zapoznałem(-am) się z tym dokumentem',
  'turn.readNeeded': 'Proszę zaznaczyć pole, aby potwierdzić zapoznanie się z dokumentem.',
  'turn.confirm': 'Potwierdź',
  'turn.confirming': 'Potwierdzanie…',
  'reject.summary': 'Odrzuć',
  'reject.explain':
    'W przypadku odrzucenia nikt nie będzie mógł już podpisać tej prośby, a {sender} otrzyma o tym wiadomość e-mail.',
  'reject.reason': 'Powód odrzucenia (zobaczy go {sender})',
  'reject.reasonNeeded': 'Proszę podać powód odrzucenia.',
  'reject.button': 'Odrzuć',
  'reject.confirmQuestion': 'Odrzucić dokument {document}? Tej operacji nie można cofnąć.',
  'reject.confirm': 'Tak, odrzucam',

  'done.title.approver': 'Dziękujemy, dokument został zatwierdzony',
  'done.title.viewer': 'Dziękujemy, potwierdzenie zostało zapisane',
  'done.title.witness': 'Dziękujemy, podpis został poświadczony',
  'done.lead.approver': 'Dokument {document} został zatwierdzony przez Państwa jako {role} w dniu {date}.',
  'done.lead.viewer':
    'Potwierdzili Państwo zapoznanie się z dokumentem {document} jako {role} w dniu {date}.',
  'done.lead.witness':
    'Dokument {document} został podpisany przez Państwa jako {role} (świadek) w dniu {date}.',

  'mail.invitation.subject.approver': 'Prośba o zatwierdzenie: {document}, od {sender}',
  'mail.invitation.subject.viewer': 'Prośba o zapoznanie się: {document}, od {sender}',
  'mail.invitation.subject.witness': 'Prośba o poświadczenie podpisu: {document}, od {sender}',
  'mail.invitation.body.approver':
    '{sender} prosi Państwa o zatwierdzenie dokumentu „{document}”. Nie składają Państwo podpisu: dokument można zatwierdzić lub odrzucić.',
  'mail.invitation.body.viewer':
    '{sender} prosi Państwa o zapoznanie się z dokumentem „{document}” i potwierdzenie tego.',
  'mail.invitation.body.witness':
    '{sender} prosi Państwa o poświadczenie podpisu osoby {witnessed} na dokumencie „{document}”.',
  'mail.reminder.subject.approver': 'Przypomnienie: prośba o zatwierdzenie {document}, od {sender}',
  'mail.reminder.subject.viewer': 'Przypomnienie: prośba o zapoznanie się z {document}, od {sender}',
  'mail.reminder.subject.witness': 'Przypomnienie: prośba o poświadczenie podpisu na {document}, od {sender}',
  'mail.button.approver': 'Przejrzyj i zatwierdź',
  'mail.button.viewer': 'Otwórz i przeczytaj',
  'mail.button.witness': 'Przejrzyj i poświadcz',

  'document.block.witnessFor': '{role}, świadek dla: {witnessed}',
  'cert.part': 'Udział jako',
  'cert.part.approver': 'Zatwierdzający: zatwierdzone przez {name}',
  'cert.part.viewer': 'Zapoznający się: przeczytane przez {name}',
  'cert.part.witness': 'Świadek: poświadczone przez {name} dla {witnessed} ({witnessedRole})',
  'cert.approved': 'Zatwierdzono',
  'cert.read': 'Przeczytano i potwierdzono',
  'cert.witnessed': 'Poświadczono',

  'cert.inPerson': 'Podpisano osobiście',
  'cert.inPersonText': 'W obecności: {host}, na urządzeniu i z adresu IP podanych powyżej',
  'cert.ownSession': 'Dowód tożsamości',
  'cert.ownSessionText': 'Podpisano w sesji Countersign członka przestrzeni roboczej {member}',
  'host.title': 'Proszę przekazać to urządzenie',
  'host.lead':
    'Na tym urządzeniu prowadzą Państwo podpisywanie dokumentu „{document}” przez: {name} ({role}).',
  'host.hint': 'Proszę teraz przekazać urządzenie osobie {name}. Dalsze kroki wykonuje wyłącznie ta osoba.',
  'host.start': 'Rozpocznij jako {name}',
  'host.gone.title': 'Tego linku do podpisu osobistego nie można użyć',
  'host.gone.lead':
    'Został już użyty, ma ponad 15 minut lub otwarta przez niego kolejka już minęła. Nowy link można uzyskać na stronie prośby.',
  'host.member.title': 'Zaloguj się, aby prowadzić to podpisywanie',
  'host.member.lead': 'Ten link może otworzyć tylko członek {workspace} zalogowany na tym urządzeniu.',
  'host.member.signIn': 'Zaloguj się',
  'host.witnessNow': 'Poświadczenie teraz: {name}',
  'host.witnessNowHint': 'Następnie {name} poświadcza ten podpis na tym urządzeniu.',
  'host.back': 'Wróć do prośby',
  'requests.signInPerson': 'Podpis osobisty',
  'requests.signInPersonHint': 'Otwiera kolejkę osoby {name} na tym urządzeniu. Należy jej je przekazać.',
  'requests.signNow': 'Podpisz teraz',
  'requests.yourTurn': 'Teraz Państwa kolej: podpis składa się tutaj, wiadomość e-mail nie zostanie wysłana.',
  'requests.yourTurnLater':
    'Podpiszą Państwo jako {role}, gdy nadejdzie Państwa kolej; wiadomość e-mail nie zostanie wysłana.',

  'turn.position': 'Państwa kolej: {position} z {count}.',
  'turn.deadline.approver': 'Prosimy o zatwierdzenie lub odrzucenie do {deadline}.',
  'turn.deadline.viewer': 'Prosimy o zapoznanie się do {deadline}.',
});
