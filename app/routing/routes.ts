/** An authenticated route of the portal and the title its page shows. */
export interface PortalRoute { path: string; title: string }

/** Every authenticated route of orders.md §2 and account-admin.md §2. */
export const protectedRoutes: PortalRoute[] = [
  { path: '/auftragsmanagement/auftragserfassung', title: 'Auftragserfassung' },
  { path: '/auftragsmanagement/auftragserfassung/:orderId', title: 'Auftragserfassung' },
  { path: '/auftragsmanagement/auftragsresearch', title: 'Auftragsliste' },
  { path: '/auftragsmanagement/offeneauftraege', title: 'offene Aufträge' },
  { path: '/auftragsmanagement/auftragsvorlagen', title: 'Auftragsvorlagen' },
  { path: '/auftragsmanagement/auftragsexport', title: 'Monatlicher CSV-Export' },
  { path: '/masterdata/adressmanagement', title: 'Adressenmanagement' },
  { path: '/masterdata/adresserfassung', title: 'Adresserfassung' },
  { path: '/masterdata/adresserfassung/:id', title: 'Adresserfassung' },
  { path: '/masterdata/usermanagement', title: 'Benutzermanagement' },
  { path: '/admin', title: 'Adminbereich' },
  { path: '/admin/coco', title: 'Konfigurator' },
  { path: '/disposition', title: 'Disposition' },
  { path: '/accounting', title: 'Abrechnung' },
  { path: '/farben', title: 'Farben' },
];

/** Public routes besides the login aliases (account-admin.md §2). */
export const publicRoutes: PortalRoute[] = [
  { path: '/forgottenPassword', title: 'Passwort vergessen' },
  { path: '/forgottenPassword/:token', title: 'Neues Passwort festlegen' },
  { path: '/confirmreg/:token?', title: 'Registrierung bestätigen' },
  { path: '/register', title: 'Registrierung' },
];
