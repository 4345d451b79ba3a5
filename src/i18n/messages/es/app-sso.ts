// Español, inicio de sesión único (issue 25 item 2): el botón «Continuar con», los rechazos de un
// inicio de sesión con el proveedor de identidad, la elección del espacio de trabajo y los ajustes.
export const appSso = () => ({
  'sso.continueWith': 'Continuar con {provider}',
  'sso.refusedTitle': 'No ha iniciado sesión',
  'sso.refused.expired':
    'Este inicio de sesión ha caducado o ya se completó. Vuelva a empezar desde la página de inicio de sesión.',
  'sso.refused.denied': 'Su proveedor de identidad no inició su sesión. Puede intentarlo de nuevo.',
  'sso.refused.invalid':
    'No se pudo verificar la respuesta de su proveedor de identidad (se modificó, ya se usó o ha caducado), así que no se inició su sesión. Vuelva a empezar.',
  'sso.refused.unverified':
    'Su proveedor de identidad no ha verificado su dirección de correo, así que no puede iniciar su sesión aquí. Verifique primero la dirección con su proveedor.',
  'sso.refused.unknown':
    'Ningún espacio de trabajo de aquí tiene un miembro con la dirección de correo que confirmó su proveedor de identidad. Pida a un propietario de su espacio que le invite.',
  'sso.unavailable':
    'No se puede contactar con su proveedor de identidad en este momento. Inténtelo de nuevo en unos minutos.',
  'sso.notConfigured': 'El inicio de sesión único no está configurado en este servicio.',
  'sso.backToSignIn': 'Volver al inicio de sesión',
  'sso.chooseTitle': 'Elija un espacio de trabajo',
  'sso.chooseLead': 'Su dirección pertenece a varios espacios de trabajo. ¿Cuál quiere abrir?',
  'sso.chooseButton': 'Abrir {workspace}',
  'sso.requiredTitle': 'Se requiere inicio de sesión único',
  'sso.required':
    '{workspace} exige el inicio de sesión único: entre con {provider} en lugar de con un enlace por correo o una llave de acceso.',
  'sso.requiredUnset':
    '{workspace} exige el inicio de sesión único, que este servicio no ofrece por ahora. Consulte a quien lo administra.',
  'sessions.method.oidc': 'con inicio de sesión único',
  'sso.settingsTitle': 'Inicio de sesión único',
  'sso.settingsLead':
    'Los miembros pueden entrar con {provider}, usando la dirección de correo verificada que tiene.',
  'sso.settingsUnset':
    'Este servicio no tiene configurado ningún proveedor de identidad, así que no se puede usar el inicio de sesión único.',
  'sso.requiredLabel': 'Exigir inicio de sesión único',
  'sso.requiredHint':
    'Los enlaces de acceso por correo y las llaves de acceso se rechazan entonces en este espacio de trabajo.',
  'sso.joinDomainLabel': 'Dominio cuyas personas pueden unirse',
  'sso.joinDomainHint':
    'Quien tenga una dirección verificada que termine en @ este dominio se une como miembro en su primer inicio de sesión, una vez que el espacio de trabajo haya demostrado el dominio. Déjelo vacío para que nadie se una así.',
  'sso.joinDomainInvalid': 'Escriba un nombre de dominio, como example.com.',
  'sso.save': 'Guardar inicio de sesión único',
  'sso.saved': 'Ajustes de inicio de sesión único guardados.',
  'sso.ownersOnly': 'Solo los propietarios pueden cambiar estos ajustes.',
  'sso.requiredOn': 'El inicio de sesión único es obligatorio.',
  'sso.requiredOff': 'El inicio de sesión único es opcional.',
  'sso.joinDomainNone': 'Nadie se une por dominio.',
  'sso.joinDomainIs': 'Las personas con una dirección de {domain} se unen como miembros.',
  // The audit log's names of these actions (settings page).
  'audit.workspace.sso_changed': 'Inicio de sesión único cambiado',
  'audit.member.joined': 'Se unió con inicio de sesión único',
  'sso.refused.foreign':
    'Esta respuesta de su proveedor de identidad pertenece a otro inicio de sesión, así que no se ha usado. Si empezó un inicio de sesión en este navegador, sigue abierto: termínelo o empiece de nuevo.',
  'sso.joinDomainPublic':
    'Es un dominio de correo público en el que cualquiera puede tener una dirección, así que no puede dar acceso a nadie. Escriba el dominio propio de su organización.',
  'sso.joinDomainTaken':
    'Otro espacio de trabajo ya ha demostrado este dominio, así que no puede usarse aquí.',
  'sso.verifyNotFound':
    'Todavía no se ha encontrado ningún registro TXT con el valor de este espacio de trabajo. Compruebe el nombre y el valor del registro; los cambios de DNS pueden tardar en verse.',
  'sso.joinedNotice':
    'Se ha unido a {workspace} mediante inicio de sesión único, porque su dirección verificada pertenece a un dominio que este espacio de trabajo ha demostrado. Sus propietarios ven su nombre y su dirección.',
  'sso.domainPending': '{domain} está pendiente de demostrarse: hasta entonces nadie se une por él.',
  'sso.domainRecordLead':
    'Para demostrar que su organización tiene este dominio, añada este registro en su DNS (en el nombre indicado o en el propio dominio) y después compruébelo:',
  'sso.domainRecordName': 'Nombre (host)',
  'sso.domainRecordType': 'Tipo de registro',
  'sso.domainRecordValue': 'Valor',
  'sso.domainOperatorHint':
    'O pida a la persona que gestiona este servicio que confirme el dominio; puede hacerlo cuando la dirección de un propietario esté en {domain}.',
  'sso.domainCheck': 'Comprobar el registro DNS',
  'sso.domainVerifiedDns':
    'Las personas con una dirección en {domain} se unen como miembros: su registro DNS demostró el dominio.',
  'sso.domainVerifiedOperator':
    'Las personas con una dirección en {domain} se unen como miembros: la persona que gestiona este servicio confirmó el dominio.',
  'audit.workspace.sso_domain_verified': 'Dominio de inicio de sesión único demostrado',
});
