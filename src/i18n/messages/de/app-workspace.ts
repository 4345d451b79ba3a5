// Deutsch, the notifications page and the workspace's settings. Keys and {placeholders} as in ../en/app-workspace.ts.
import type { appWorkspace as en } from '../en/app-workspace.ts';

export const appWorkspace = (): Record<keyof typeof en, string> => ({
  'notifications.title': 'Benachrichtigungen',
  'notifications.lead': 'Anfragen, die abgeschlossen, abgelehnt wurden oder abgelaufen sind.',
  'notifications.markAll': 'Alle als gelesen markieren',
  'notifications.markRead': 'Als gelesen markieren',
  'notifications.markReadLabel': 'Als gelesen markieren: {text}',
  'notifications.unread': 'Ungelesen',
  'notifications.empty':
    'Noch nichts. Hier sehen Sie, wenn eine Anfrage abgeschlossen, abgelehnt wird oder abläuft.',
  'notifications.completed': 'Die Anfrage „{template}“ ist abgeschlossen',
  'notifications.declined': 'Die Anfrage „{template}“ wurde abgelehnt',
  'notifications.expired': 'Die Anfrage „{template}“ ist abgelaufen',
  'notifications.other': 'Die Anfrage „{template}“ hat sich geändert',
  'notifications.declinedReason': 'Abgelehnt von {name}: {reason}',
  'notifications.declinedBy': 'Abgelehnt von {name}',
  'notifications.with': 'Mit {names}',

  'settings.title': 'Einstellungen des Arbeitsbereichs',
  'settings.workspace': 'Arbeitsbereich',
  'settings.name': 'Bezeichnung',
  'settings.plan': 'Tarif',
  'settings.retention': 'Aufbewahrung beendeter Anfragen',
  'settings.retentionLead':
    'Beendete Anfragen (abgeschlossen, abgelehnt, abgelaufen oder storniert) können nach einer Anzahl von Tagen automatisch gelöscht werden: Namen, Adressen, Werte, Unterschriften und Dokumente werden entfernt, wie beim endgültigen Löschen einer Anfrage.',
  'settings.keepForever': 'Aufbewahren, bis jemand sie löscht',
  'settings.eraseAfter': 'So viele Tage nach ihrem Ende löschen',
  'settings.days': 'Tage',
  'settings.daysHint': 'Von 1 bis 3.650 (zehn Jahre).',
  'settings.daysInvalid': 'Geben Sie eine ganze Zahl von Tagen zwischen 1 und 3.650 ein.',
  'settings.save': 'Speichern',
  'settings.saved': 'Die Einstellungen sind gespeichert.',
  'settings.currentForever': 'Beendete Anfragen werden aufbewahrt, bis jemand sie löscht.',
  'settings.currentDays.one': 'Beendete Anfragen werden {count} Tag nach ihrem Ende gelöscht.',
  'settings.currentDays.other': 'Beendete Anfragen werden {count} Tage nach ihrem Ende gelöscht.',
  'settings.export': 'Alle Daten exportieren',
  'settings.exportLead':
    'Eine ZIP-Datei mit jeder Anfrage (samt Prüfprotokoll), jeder Vorlage, jedem Mitglied und jedem Eintrag des Prüfprotokolls sowie jedem unterschriebenen PDF.',
  'settings.exportButton': 'Export herunterladen',
  'settings.ownersOnly':
    'Nur Inhaber können diese Einstellungen ändern oder die Daten des Arbeitsbereichs exportieren.',
});
