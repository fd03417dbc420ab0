import { NonIdealState } from '@blueprintjs/core';
import { t } from '../texts';

/** Stands in for a screen that is not built, and says so. */
export function PlaceholderPage({ title }: { title: string }) {
  return <NonIdealState icon="wrench" title={title} description={t('nichtUmgesetzt')} layout="vertical" />;
}
