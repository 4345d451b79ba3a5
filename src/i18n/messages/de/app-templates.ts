// Deutsch, the templates list, the new-template form, the flow editor. Keys and {placeholders} as in ../en/app-templates.ts.
import type { appTemplates as en } from '../en/app-templates.ts';

export const appTemplates = (): Record<keyof typeof en, string> => ({
  // The kinds of field, shared by the builder and the flow editor.
  'fieldType.text': 'Text',
  'fieldType.number': 'Zahl',
  'fieldType.date': 'Datum',
  'fieldType.email': 'E-Mail',
  'fieldType.checkbox': 'Kontrollkästchen',
  'fieldType.select': 'Auswahl',
  'fieldType.signature': 'Unterschrift',
  'fieldType.initials': 'Initialen',
  'fieldType.radio': 'Einzelauswahl',
  'fieldType.multiple': 'Mehrfachauswahl',
  'fieldType.phone': 'Telefon',
  'fieldType.file': 'Datei',
  'fieldType.image': 'Bild',

  // The list.
  'templates.title': 'Vorlagen',
  'templates.lead':
    'Dokumente, die Sie zur Unterschrift senden. Entwürfe können geändert werden; veröffentlichen Sie einen, um ihn zu senden. Um eine veröffentlichte Vorlage zu ändern, duplizieren Sie sie.',
  'templates.newTemplate': 'Neue Vorlage',
  'templates.empty': 'Noch keine Vorlagen. Erstellen Sie eine, um sie zur Unterschrift zu senden.',
  'templates.name': 'Name',
  'templates.kind': 'Art',
  'templates.status': 'Status',
  'templates.created': 'Erstellt',
  'templates.kinds.flow': 'Textdokument',
  'templates.kinds.coordinate': 'PDF mit Feldern',
  'templates.statuses.draft': 'Entwurf',
  'templates.statuses.published': 'Veröffentlicht',
  'templates.statuses.archived': 'Archiviert',
  'templates.edit': 'Bearbeiten',
  'templates.editLabel': '{name} bearbeiten',
  'templates.duplicate': 'Duplizieren',
  'templates.duplicateLabel': '{name} duplizieren',
  'templates.publish': 'Veröffentlichen',
  'templates.publishLabel': '{name} veröffentlichen',
  'templates.archive': 'Archivieren',
  'templates.archiveLabel': '{name} archivieren',
  'templates.preview': 'Vorschau',
  'templates.previewLabel': 'Vorschau von {name} mit Beispielwerten',
  'templates.send': 'Senden',
  'templates.sendLabel': '{name} zur Unterschrift senden',
  'templates.copyName': 'Kopie von {name}',
  'templates.defaultRole': 'Unterzeichner',
  'templates.notDraft':
    'Nur ein Entwurf kann geändert werden. Duplizieren Sie die Vorlage, um eine Kopie zu ändern.',
  'templates.published': '„{name}“ ist veröffentlicht und kann gesendet werden.',
  'templates.archived': '„{name}“ ist archiviert.',
  'templates.duplicated': '„{name}“ wurde als Entwurf angelegt.',
  // The editor's address of a template that is no longer a draft.
  'templates.locked.title': '„{name}“ kann nicht mehr geändert werden',
  'templates.locked.published':
    'Sie ist veröffentlicht: Jede damit gesendete Anfrage muss gleich lauten, daher bleibt sie, wie sie ist. Duplizieren Sie sie, um eine Kopie zu ändern, die als Entwurf beginnt.',
  'templates.locked.archived':
    'Sie ist archiviert: Sie bleibt, wie sie zuletzt verwendet wurde. Duplizieren Sie sie, um eine Kopie zu ändern, die als Entwurf beginnt.',
  'templates.locked.duplicate': 'Duplizieren und die Kopie bearbeiten',
  'templates.locked.view': 'Vorlage ansehen',
  'templates.locked.send': 'Damit senden',
  'templates.saved': 'Gespeichert.',
  'templates.pdfCleaned':
    'Dieses PDF enthielt Inhalte, die in einem Leseprogramm ausgeführt werden könnten (Skripte, Aktionen, angehängte Dateien oder Formulare): Sie wurden vor dem Speichern entfernt. Die Seiten sind unverändert.',
  'templates.createdNotice': '„{name}“ wurde als Entwurf erstellt.',

  // The confirmation steps of publishing and archiving.
  'templates.publishConfirm.title': '„{name}“ veröffentlichen?',
  'templates.publishConfirm.lead':
    'Nach der Veröffentlichung kann die Vorlage zur Unterschrift gesendet, aber nicht mehr geändert werden. Um sie später zu ändern, duplizieren Sie sie.',
  'templates.publishConfirm.confirm': 'Veröffentlichen',
  'templates.archiveConfirm.title': '„{name}“ archivieren?',
  'templates.archiveConfirm.lead':
    'Eine archivierte Vorlage kann nicht mehr gesendet werden. Bereits damit gesendete Anfragen sind nicht betroffen.',
  'templates.archiveConfirm.confirm': 'Archivieren',

  // The new-template form.
  'templates.create.title': 'Neue Vorlage',
  'templates.create.name': 'Name der Vorlage',
  'templates.create.kind': 'Welche Art von Dokument?',
  'templates.create.flow': 'Ein Textdokument: Text mit Platzhaltern, von Countersign gesetzt',
  'templates.create.coordinate': 'Ein PDF, das Sie hochladen, mit Feldern auf seinen Seiten',
  'templates.create.pdf': 'PDF-Dokument',
  'templates.create.pdfHint':
    'Höchstens 10 MB und 100 Seiten, nicht passwortgeschützt. Wählen Sie eine Datei oder legen Sie sie hier ab.',
  'templates.create.pdfNeedsScript': 'Zum Hochladen eines PDF wird JavaScript benötigt.',
  'templates.create.pdfRequired': 'Wählen Sie das PDF-Dokument, dem Sie Felder hinzufügen möchten.',
  'templates.create.submit': 'Entwurf erstellen',
  'templates.create.nameRequired': 'Geben Sie einen Namen für die Vorlage ein.',
  'templates.create.uploading': 'Wird hochgeladen…',
  'templates.create.failed': 'Die Vorlage konnte nicht erstellt werden.',

  // The flow editor.
  'templates.flow.title': '„{name}“ bearbeiten',
  'templates.flow.roles': 'Unterzeichnende, in der Reihenfolge der Unterschrift',
  'templates.flow.rolesHint':
    'Jede Rolle unterschreibt der Reihe nach, von oben. Benennen Sie eine Rolle um, indem Sie den Namen überschreiben.',
  'templates.flow.role': 'Rolle {n}',
  'templates.flow.addRole': 'Rolle hinzufügen',
  'templates.flow.up': 'Nach oben',
  'templates.flow.upLabel': '{name} nach oben verschieben',
  'templates.flow.remove': 'Entfernen',
  'templates.flow.removeLabel': '{name} entfernen',
  'templates.flow.body': 'Dokumenttext',
  'templates.flow.bodyHint':
    'Markdown: # Überschriften, **fett**, *kursiv*, Listen. Setzen Sie {{key}} dort ein, wo der Wert einer Variablen stehen soll.',
  'templates.flow.variables': 'Variablen',
  'templates.flow.variablesHint':
    'Was der Absender beim Senden ausfüllt (keine Rolle) oder eine unterzeichnende Person beim Unterschreiben (eine Rolle).',
  'templates.flow.variable': 'Variable {n}',
  'templates.flow.key': 'Schlüssel',
  'templates.flow.label': 'Bezeichnung',
  'templates.flow.type': 'Typ',
  'templates.flow.required': 'Pflichtfeld',
  'templates.flow.options': 'Optionen (eine pro Zeile, für eine Auswahl)',
  'templates.flow.roleOf': 'Ausgefüllt von',
  'templates.flow.sender': 'Absender',
  'templates.flow.addVariable': 'Variable hinzufügen',
  'templates.flow.save': 'Entwurf speichern',
  'templates.flow.previewButton': 'PDF-Vorschau',
  'templates.flow.previewTitle': 'Vorschau',
  'templates.flow.previewHint':
    'Das Dokument, wie es gedruckt wird, mit Beispielwerten. Es folgt Ihren Änderungen.',
  'templates.flow.previewPagesLabel': 'Seiten der Vorschau',
  'templates.flow.previewWorking': 'Die Vorschau wird aktualisiert…',
  'templates.flow.previewFailed': 'Die Vorschau zeigt die letzte Fassung ohne Probleme.',
  'templates.flow.workingCopy':
    'Das haben Sie eingegeben, als das Speichern abgelehnt wurde; es ist noch nicht gespeichert.',
  'templates.flow.problemsAbout.one': 'Es ist {count} Problem zu beheben',
  'templates.flow.problemsAbout.other': 'Es sind {count} Probleme zu beheben',
  // A new role's name ("Signer 2"), numbered after the roles already there.
  'templates.flow.newRole': 'Unterzeichner {n}',
  'templates.flow.previewSaved': 'Die Vorschau zeigt die zuletzt gespeicherte Fassung.',
  // The draft is saved as the author types; this line says how it stands.
  'templates.flow.autosaveSaving': 'Wird gespeichert…',
  'templates.flow.autosaveSaved': 'Gespeichert',
  'templates.flow.autosaveFailed':
    'Nicht gespeichert: Die Verbindung ist fehlgeschlagen. Es wird gleich erneut versucht.',
  'templates.flow.autosaveRefused':
    'Nicht gespeichert: Beheben Sie die Probleme, um den Entwurf zu speichern. Ihre Eingaben bleiben erhalten.',
  // The problems of a refused definition, next to what they concern; rows are counted from 1.
  'templates.flow.problem.name': 'Geben Sie einen Namen für die Vorlage ein.',
  'templates.flow.problem.nameLong': 'Der Name darf höchstens {max} Zeichen lang sein.',
  'templates.flow.problem.roles': 'Fügen Sie mindestens eine Rolle hinzu: eine Person, die unterschreibt.',
  'templates.flow.problem.tooManyRoles': 'Eine Vorlage kann höchstens {max} Rollen haben.',
  'templates.flow.problem.roleName': 'Rolle {n} braucht einen Namen.',
  'templates.flow.problem.roleNameLong': 'Der Name von Rolle {n} darf höchstens {max} Zeichen lang sein.',
  'templates.flow.problem.roleTwice':
    'Rolle {n} hat denselben Namen wie eine andere Rolle. Geben Sie jeder Rolle einen eigenen Namen.',
  'templates.flow.problem.tooManyVariables': 'Eine Vorlage kann höchstens {max} Variablen haben.',
  'templates.flow.problem.keyMissing': 'Variable {n} braucht einen Schlüssel.',
  'templates.flow.problem.keyInvalid':
    'Der Schlüssel von Variable {n} muss mit einem Buchstaben beginnen und darf nur Buchstaben, Ziffern und _ enthalten (höchstens {max} Zeichen).',
  'templates.flow.problem.keyTwice':
    'Variable {n} hat denselben Schlüssel wie eine andere Variable. Geben Sie jeder Variable einen eigenen Schlüssel.',
  'templates.flow.problem.labelMissing': 'Variable {n} braucht eine Bezeichnung.',
  'templates.flow.problem.labelLong':
    'Die Bezeichnung von Variable {n} darf höchstens {max} Zeichen lang sein.',
  'templates.flow.problem.type': 'Wählen Sie einen Typ für Variable {n}.',
  'templates.flow.problem.roleGone':
    'Variable {n} wird von {role} ausgefüllt, das keine der Rollen mehr ist. Wählen Sie, wer sie ausfüllt.',
  'templates.flow.problem.needsRole':
    'Variable {n} ist eine Unterschrift oder ein Kürzel: Wählen Sie, wer von den Unterzeichnenden sie ausfüllt.',
  'templates.flow.problem.options':
    'Variable {n} ist eine Auswahl: Geben Sie ihre Optionen ein, eine pro Zeile.',
  'templates.flow.problem.tooManyOptions': 'Variable {n} kann höchstens {max} Optionen haben.',
  'templates.flow.problem.optionLong': 'Jede Option von Variable {n} darf höchstens {max} Zeichen lang sein.',
  'templates.flow.problem.optionTwice': 'Variable {n} enthält dieselbe Option zweimal.',
  'templates.flow.problem.bodyMissing': 'Schreiben Sie den Dokumenttext.',
  'templates.flow.problem.bodyLong': 'Der Dokumenttext darf höchstens {max} Zeichen lang sein.',
  'templates.flow.problem.placeholderInvalid':
    'Der Text enthält {placeholder}, das ist kein gültiger Platzhalter: Ein Schlüssel beginnt mit einem Buchstaben und enthält nur Buchstaben, Ziffern und _.',
  'templates.flow.problem.undeclared':
    'Der Text verwendet {placeholder}, das ist keine Variable. Fügen Sie sie unter Variablen hinzu oder korrigieren Sie den Namen.',
  'templates.flow.problem.other': 'Die Vorlage wurde nicht angenommen: {detail}',
  'templates.flow.minSelected': 'Mindestens zu wählen',
  'templates.flow.maxSelected': 'Höchstens zu wählen',
  'templates.flow.countHint': 'Optional: leer bedeutet keine Begrenzung.',
  'templates.flow.region': 'Land der Nummern',
  'templates.flow.regionHint':
    'Zwei Buchstaben, etwa DE. Leer: Die Sprache der Unterzeichnenden entscheidet.',
  'templates.flow.maxFiles': 'Höchstens Dateien',
  'templates.flow.pattern': 'Format (regulärer Ausdruck)',
  'templates.flow.patternHint': 'Optional. Der Wert muss dazu passen, zum Beispiel [A-Z]{2}[0-9]{6}.',
  'templates.flow.patternMessage': 'Meldung, wenn das Format nicht passt',
  'templates.flow.readonly': 'Der Absender füllt es aus; Unterzeichnende können es nicht ändern',
  'templates.flow.readonlyHint': 'Der Wert wird beim Versenden angegeben.',
  'templates.flow.showIf': 'Nur zeigen, wenn',
  'templates.flow.showAlways': 'Immer gezeigt',
  'templates.flow.showIfCondition': 'Bedingung',
  'templates.flow.showIfEquals': 'ist',
  'templates.flow.showIfNotEquals': 'ist nicht',
  'templates.flow.showIfNotEmpty': 'ausgefüllt ist',
  'templates.flow.showIfValue': 'Wert',
  'templates.flow.ticked': 'angekreuzt',
  'templates.flow.notTicked': 'nicht angekreuzt',
  'templates.flow.rangeHint': 'Optional: eine leere Grenze bedeutet keine Begrenzung.',
  'templates.flow.min': 'Mindestwert',
  'templates.flow.max': 'Höchstwert',
  'templates.flow.integer': 'Nur ganze Zahlen',
  'templates.flow.editable': 'Unterzeichnende dürfen das Datum ändern',
  'templates.flow.editableHint': 'Sonst ist das Datum der Tag der Unterschrift.',
});
