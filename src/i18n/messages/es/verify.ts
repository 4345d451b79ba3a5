// Español, la página pública de verificación (/verify). Keys and {placeholders} as in ../en/verify.ts.
import type { verify as en } from '../en/verify.ts';

export const verify = (): Record<keyof typeof en, string> => ({
  'verify.title': 'Verificar un documento firmado',
  'verify.lead':
    'Compruebe que un documento ejecutado mediante este servicio es auténtico y no ha cambiado. El archivo se comprueba en este servidor y no se guarda.',
  'verify.dropLabel': 'Suelte el PDF aquí, o elíjalo',
  'verify.chooseLabel': 'Elija el PDF',
  'verify.dropHint': 'Un PDF de 25 MiB como máximo.',
  'verify.submit': 'Verificar',
  'verify.checking': 'Comprobando el archivo…',
  'verify.again': 'Verificar otro archivo',
  'verify.resultTitle': 'Resultado de la verificación',
  'verify.fileHash': 'SHA-256 del archivo',
  'verify.sealsHeading': 'Sellos y marcas de tiempo',
  'verify.requestHeading': 'La solicitud de firma',
  'verify.claimedHeading': 'La solicitud de la que este archivo dice proceder',
  'verify.claimed':
    'El archivo se modificó después de sellarse, así que estos datos solo dicen lo que afirma. Se muestran tal como el servicio los registró.',
  'verify.noRequest':
    'Ninguna solicitud completada por este servicio tiene estas páginas ejecutadas, así que no se muestran datos de la solicitud.',
  'verify.erased':
    'Este servicio completó esta solicitud, y su registro se ha borrado desde entonces: ya no se guardan los nombres ni los datos que contenía. El sello de arriba sigue mostrando si este archivo es el que selló.',
  'verify.kind.signature': 'Sello',
  'verify.kind.document_timestamp': 'Marca de tiempo del documento',
  'verify.label.signer': 'Firmado por',
  'verify.label.ours': 'De este servicio',
  'verify.label.intact': 'Intacto',
  'verify.label.covers': 'Cubre todo el archivo',
  'verify.label.signedAt': 'Firmado el (declarado)',
  'verify.label.timestamp': 'Marca de tiempo de confianza',
  'verify.label.noTimestamp': 'ninguna',
  'verify.label.requestId': 'ID de la solicitud',
  'verify.label.template': 'Plantilla',
  'verify.label.completed': 'Completada',
  'verify.label.erased': 'Registro borrado',
  'verify.label.signers': 'Firmantes',
  'verify.signerSigned': '{role}: firmado el {date}',
  'verify.signerNotSigned': '{role}: sin firmar',
  'verify.yes': 'sí',
  'verify.no': 'no',
  'verify.timestampBy': '{time} por {authority}',
  'verify.timestampByBroken': '{time} por {authority} (dañada)',
  'verify.verdict.valid.heading': 'Auténtico y sin cambios',
  'verify.verdict.valid.text':
    'Este archivo está exactamente como este servicio lo selló: el sello está intacto y no se cambió ni añadió nada después.',
  'verify.verdict.modified.heading': 'Modificado después de sellarse',
  'verify.verdict.modified.text':
    'Este archivo lleva el sello de este servicio, pero su contenido ya no coincide con lo que se selló, o se añadió algo después del sello. No confíe en él; pida el original al remitente.',
  'verify.verdict.not_ours.heading': 'Firmado, pero no por este servicio',
  'verify.verdict.not_ours.text':
    'Este archivo lleva una firma digital, pero ninguna hecha por este servicio. Compruébela con quien lo firmó.',
  'verify.verdict.not_sealed.heading': 'Sin sello',
  'verify.verdict.not_sealed.text':
    'Este PDF no lleva ninguna firma digital, así que nada puede confirmar de dónde procede ni que no ha cambiado.',
  'verify.error.notPdf': 'El archivo no es un PDF.',
  'verify.error.noFile': 'Elija un PDF para verificar.',
  'verify.error.tooLarge': 'El archivo supera los 25 MiB.',
  'verify.error.generic': 'No se pudo comprobar el archivo. Inténtelo de nuevo.',
});
