// A detail row's label: the interface's own word for its key (detail.row.<key>), the provider's
// label only for a key this build does not know.
import type { TFunction } from 'i18next';
import type { ProfileRow } from '@app/shared';

export function rowLabel(t: TFunction, row: ProfileRow): string {
  return row.key ? t(`detail.row.${row.key}`, { defaultValue: row.label }) : row.label;
}
