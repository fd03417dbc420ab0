/**
 * Fallback values of every client configuration key (spec account-admin §3 "Client configuration").
 * All values are strings because the portal receives them as 'true'/'false' or text.
 */
export const CONFIG_DEFAULTS: Readonly<Record<string, string>> = Object.freeze({
  isMautrechner: 'false',
  isRegistrierung: 'false',
  isPreisermittlung: 'false',
  isCustomstylebuttons: 'false',
  isBexPremium: 'false',
  // The portal inverts this flag when sending it back; the stored value is the non-inverted one.
  isDisableUhrzeitfelder: 'false',
  isTauschgeraete: 'false',
  isZusaetzlicheLademittel: 'false',
  isLaengePflichtfeld: 'false',
  isBreitePflichtfeld: 'false',
  isHoehePflichtfeld: 'false',
  isVerkehrsartPflichtfeld: 'false',
  isStellplaetzeBerechnen: 'true',
  isLademeterBerechnen: 'true',
  isBeladedatumVorbelegen: 'false',
  isEntladedatumVorbelegen: 'false',
  isUserCanEditImmediately: 'false',
  isServicesInternSendungen: 'false',
  clientKunde: 'default',
  customServices: 'default',
  auftragsresearchtableconfig: 'default',
  isAdresseTelefonEdit: 'false',
  isAdresseKontaktEdit: 'false',
  isAdresseEinmaladresseEdit: 'false',
  isAdresseUnsichtbarEdit: 'false',
  dokumentenverweise: 'false',
  ttInhalt: 'true',
  ttEmpfaengerFremdnummer: 'true',
  ttEmpfaengerMatchcode: 'true',
  ttEmpfaengerStrasse: 'true',
  ttVersenderFremdnummer: 'true',
  ttVersenderMatchcode: 'true',
  ttVersenderName: 'true',
  ttVersenderOrt: 'true',
  ttVersenderStrasse: 'true',
  // Empty text means: the portal shows its built-in label.
  ttVersenderFremdnummerLabel: '',
  ttVersenderBlockLabel: '',
  isShowTTMailAdress: 'false',
  isShowEmpfRechnung: 'false',
  isShowKlassifizierung: 'false',
  denyOrderEdit: 'false',
  clientInfobox: '',
  isNoADRVerpackungen: 'false',
  isNoADRLademittel: 'false',
  isDenyZustelldatum: 'false',
  terminArtFixTermin: '4',
  saveKontaktdaten: 'false',
  isAbsenderEditDeny: 'false',
  isShowAbsenderNeutral: 'false',
  isAbholDatumPflicht: 'false',
  isZustellDatumPflicht: 'false',
  isTTSwitchAbsenderToNeutral: 'false',
  defaultWaehrung: '2',
  directly_back_2list: 'false',
  zustelldatum_off: 'false',
  zustelldatum_offset: '1',
  clientMinLengthPw: '8',
});

/** A named overlay over CONFIG_DEFAULTS for one client profile. */
export interface ConfigPreset {
  id: string;
  label: string;
  values: Readonly<Record<string, string>>;
}

/** Preset id used when neither the tenant nor the global rows choose one: the product's own brand. */
export const DEFAULT_PRESET_ID = 'default';

/**
 * The seven fallback profiles of spec §1. Only the brand's isRegistrierung/isMautrechner are
 * specified; the other overlays are plausible placeholders until the clients' real values are known.
 */
export const CONFIG_PRESETS: Readonly<Record<string, ConfigPreset>> = Object.freeze({
  default: { id: 'default', label: 'Disponent Online', values: { isRegistrierung: 'true', isMautrechner: 'true' } },
  mmt: { id: 'mmt', label: 'MMT', values: { clientKunde: 'mmt', isPreisermittlung: 'true', isShowAbsenderNeutral: 'true' } },
  phl: {
    id: 'phl', label: 'PHL',
    values: { clientKunde: 'phl', isLaengePflichtfeld: 'true', isBreitePflichtfeld: 'true', isHoehePflichtfeld: 'true', isTauschgeraete: 'true' },
  },
  sievers: { id: 'sievers', label: 'Sievers', values: { clientKunde: 'sievers', isZusaetzlicheLademittel: 'true', isAbholDatumPflicht: 'true' } },
  disponent: {
    id: 'disponent', label: 'Disponent',
    values: { clientKunde: 'disponent', isRegistrierung: 'true', isMautrechner: 'true', isBexPremium: 'true' },
  },
  haalboom: { id: 'haalboom', label: 'Haalboom', values: { clientKunde: 'haalboom', clientMinLengthPw: '12', isShowKlassifizierung: 'true' } },
  demo: {
    id: 'demo', label: 'Demo',
    values: {
      clientKunde: 'demo', isRegistrierung: 'true', isMautrechner: 'true', isPreisermittlung: 'true', isCustomstylebuttons: 'true',
    },
  },
});
