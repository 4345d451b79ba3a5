// The settings of the throwaway LibreOffice profile each conversion runs in (issue 32 item 2): a
// document may carry macros, links to other files and images on the network; converting it must
// run none of them and fetch nothing. Written as the profile's registrymodifications.xcu, which
// LibreOffice reads at start before it opens the document. Each setting is named by its place in
// LibreOffice's configuration schema (officecfg/registry/schema/org/openoffice/…); one a version does
// not know is ignored by it.

interface Setting {
  path: string;
  name: string;
  type: 'xs:boolean' | 'xs:int' | 'xs:short';
  value: string;
  why: string;
}

export const HARDENED_SETTINGS: Setting[] = [
  // Macros: none run, whoever signed them.
  ...[
    [
      'MacroSecurityLevel',
      'xs:int',
      '3',
      'very high: only macros from trusted locations, and there are none',
    ],
    ['DisableMacrosExecution', 'xs:boolean', 'true', 'no macro runs at all, whatever the level'],
    ['OfficeBasic', 'xs:int', '0', 'never run Basic'],
    ['ExecutePlugins', 'xs:boolean', 'false', 'no plug-ins'],
    ['CheckDocumentEvents', 'xs:boolean', 'true', 'event bindings in a document are checked'],
    [
      'BlockUntrustedRefererLinks',
      'xs:boolean',
      'true',
      'a link met inside a document (a linked image, a linked file) is not followed',
    ],
    ['DisableActiveContent', 'xs:boolean', 'true', 'LibreOffice 24.2 and later: no OLE, DDE or links'],
  ].map(([name, type, value, why]) => ({
    path: '/org.openoffice.Office.Common/Security/Scripting',
    name,
    type: type as Setting['type'],
    value,
    why,
  })),
  // Word's VBA: neither loaded nor made executable (a .docm renamed .docx still carries it).
  ...['Writer', 'Calc'].flatMap((app) =>
    ['Load', 'Executable'].map((name) => ({
      path: `/org.openoffice.Office.${app}/Filter/Import/VBA`,
      name,
      type: 'xs:boolean' as const,
      value: 'false',
      why: `${app}: VBA projects are not ${name === 'Load' ? 'loaded' : 'made executable'}`,
    })),
  ),
  {
    path: '/org.openoffice.Office.Impress/Filter/Import/VBA',
    name: 'Load',
    type: 'xs:boolean',
    value: 'false',
    why: 'Impress: VBA projects are not loaded',
  },
  // Links to other files, sections and data: never updated on load (0 = never, sw/inc/linkenum.hxx).
  ...['Writer', 'Calc'].map((app) => ({
    path: `/org.openoffice.Office.${app}/Content/Update`,
    name: 'Link',
    type: 'xs:int' as const,
    value: '0',
    why: `${app}: links are never updated when a document is loaded`,
  })),
  {
    path: "/org.openoffice.Office.Jobs/Jobs/org.openoffice.Office.Jobs:Job['UpdateCheck']/Arguments",
    name: 'AutoCheckEnabled',
    type: 'xs:boolean',
    value: 'false',
    why: 'no update check (builds that have the update checker)',
  },
  {
    path: '/org.openoffice.Office.Common/Misc',
    name: 'CrashReport',
    type: 'xs:boolean',
    value: 'false',
    why: 'no crash report uploads',
  },
  {
    path: '/org.openoffice.Office.Java/VirtualMachine',
    name: 'Enable',
    type: 'xs:boolean',
    value: 'false',
    why: 'no Java',
  },
];

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The registrymodifications.xcu of a throwaway profile. */
export function registryModifications(settings: Setting[] = HARDENED_SETTINGS): string {
  const items = settings.map(
    (s) =>
      `<item oor:path="${escapeXml(s.path)}"><prop oor:name="${s.name}" oor:op="fuse" oor:type="${s.type}"><value>${s.value}</value></prop></item>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<oor:items xmlns:oor="http://openoffice.org/2001/registry" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">',
    ...items,
    '</oor:items>',
    '',
  ].join('\n');
}
