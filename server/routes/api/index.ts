import type { FastifyPluginAsync } from 'fastify';
import type { DispatchSystem } from '../../dispatch';
import type { LogFiles } from '../../logs';
import { abliefernachweisRoutes } from './abliefernachweis';
import { abrechnungRoutes } from './abrechnung';
import { adminRoutes } from './admin';
import { adressenRoutes } from './adressen';
import { auftraegeRoutes } from './auftraege';
import { auftragexportRoutes } from './auftragexport';
import { auftragsvorlagenRoutes } from './auftragsvorlagen';
import { auftragdefaultserviceRoutes } from './auftragdefaultservice';
import { dokumenteRoutes } from './dokumente';
import { explainRoutes } from './explain';
import { dplusUpdateRoutes } from './dplus-update';
import { dokumentenverweiseRoutes } from './dokumentenverweise';
import { jasperPrintRoutes } from './jasper-print';
import { mandantenRoutes } from './mandanten';
import { sendungsstatiRoutes } from './sendungsstati';
import { userAnsichtenRoutes } from './userAnsichten';
import { authenticationRoutes } from './authentication';
import { benutzerRoutes } from './benutzer';
import { betriebRoutes } from './betrieb';
import { configParamRoutes } from './config-param';
import { gefahrgutklasseRoutes } from './gefahrgutklasse';
import { laenderRoutes } from './laender';
import { mautRoutes } from './maut';
import { lademittelRoutes } from './lademittel';
import { logRoutes } from './log';
import { orteRoutes } from './orte';
import { premiumRoutes } from './premium';
import { registrierungReferenceRoutes, registrierungRoutes } from './registrierung';
import { sendungsverfolgungRoutes } from './sendungsverfolgung';
import { sprachenRoutes } from './sprachen';
import { stammdatenRoutes } from './stammdaten';
import { statiRoutes } from './stati';
import { translationsRoutes } from './translations';
import { verpackungenRoutes } from './verpackungen';
import { webhooksRoutes } from './webhooks';
import { werkbankRoutes } from './werkbank';
import { apiSchluesselRoutes } from './api-schluessel';
import { aenderungenRoutes } from './aenderungen';

/** All /api resources; register with prefix '/api'. */
export const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(auftraegeRoutes, { prefix: '/auftraege' });
  await app.register(auftragsvorlagenRoutes, { prefix: '/auftragsvorlagen' });
  await app.register(auftragexportRoutes, { prefix: '/auftragexport' });
  await app.register(abrechnungRoutes, { prefix: '/abrechnung' });
  await app.register(auftragdefaultserviceRoutes, { prefix: '/auftragdefaultservice' });
  await app.register(userAnsichtenRoutes, { prefix: '/userAnsichten' });
  await app.register(sendungsstatiRoutes, { prefix: '/sendungsstati' });
  await app.register(dokumentenverweiseRoutes, { prefix: '/dokumentenverweise' });
  await app.register(dokumenteRoutes, { prefix: '/dokumente' });
  await app.register(dplusUpdateRoutes, { prefix: '/dplus-update' });
  await app.register(jasperPrintRoutes, { prefix: '/jasper-print' });
  await app.register(abliefernachweisRoutes, { prefix: '/abliefernachweis' });
  await app.register(mandantenRoutes, { prefix: '/mandanten' });
  await app.register(adressenRoutes, { prefix: '/adressen' });
  await app.register(benutzerRoutes, { prefix: '/benutzer' });
  await app.register(authenticationRoutes, { prefix: '/authentication' });
  await app.register(configParamRoutes, { prefix: '/config-param' });
  await app.register(stammdatenRoutes);
  await app.register(lademittelRoutes, { prefix: '/lademittel' });
  await app.register(verpackungenRoutes, { prefix: '/verpackungen' });
  await app.register(gefahrgutklasseRoutes, { prefix: '/gefahrgutklasse' });
  await app.register(laenderRoutes, { prefix: '/laender' });
  await app.register(mautRoutes, { prefix: '/maut' });
  await app.register(orteRoutes, { prefix: '/orte' });
  await app.register(premiumRoutes, { prefix: '/premium' });
  await app.register(statiRoutes, { prefix: '/stati' });
  await app.register(sprachenRoutes, { prefix: '/sprachen' });
  await app.register(translationsRoutes, { prefix: '/translations' });
  await app.register(registrierungReferenceRoutes, { prefix: '/registrierung' });
  await app.register(registrierungRoutes, { prefix: '/registrierung' });
  await app.register(logRoutes, { prefix: '/log' });
  await app.register(adminRoutes, { prefix: '/admin' });
  await app.register(explainRoutes, { prefix: '/explain' });
  await app.register(betriebRoutes);
  await app.register(webhooksRoutes, { prefix: '/webhooks' });
  await app.register(sendungsverfolgungRoutes, { prefix: '/sendungsverfolgung' });
  await app.register(werkbankRoutes, { prefix: '/werkbank' });
  await app.register(apiSchluesselRoutes, { prefix: '/api-schluessel' });
  await app.register(aenderungenRoutes, { prefix: '/aenderungen' });
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The external dispatch system (hand-over, price calculation). */
    dispatch: DispatchSystem;
    /** The server's rotating log files (absent without logger or log folder: the log calls list none). */
    logFiles: LogFiles | undefined;
  }
}

export {
  abliefernachweisRoutes,
  abrechnungRoutes,
  adminRoutes,
  adressenRoutes,
  auftraegeRoutes,
  benutzerRoutes,
  betriebRoutes,
  auftragexportRoutes,
  auftragsvorlagenRoutes,
  auftragdefaultserviceRoutes,
  dokumenteRoutes,
  dokumentenverweiseRoutes,
  jasperPrintRoutes,
  mandantenRoutes,
  sendungsstatiRoutes,
  userAnsichtenRoutes,
  authenticationRoutes,
  configParamRoutes,
  gefahrgutklasseRoutes,
  laenderRoutes,
  lademittelRoutes,
  logRoutes,
  mautRoutes,
  orteRoutes,
  registrierungReferenceRoutes,
  registrierungRoutes,
  sprachenRoutes,
  stammdatenRoutes,
  statiRoutes,
  translationsRoutes,
  verpackungenRoutes,
  sendungsverfolgungRoutes,
};
