import { AuftragsresearchPage } from '../auftragsresearch';

/** The open orders screen (/auftragsmanagement/offeneauftraege): the order list limited to orders not yet transferred. */
export function OffeneauftraegePage() {
  return <AuftragsresearchPage offeneAuftraege />;
}
