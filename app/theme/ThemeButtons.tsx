import { Button, ButtonGroup } from '@blueprintjs/core';
import type { ThemeButtons as ThemeButtonsDocument } from '../../schemas';
import type { ThemeChoice } from './useTheme';

/** Props of {@link ThemeButtons}. */
export interface ThemeButtonsProps {
  /** The navigation document's theme block (labels, ids, logos). */
  themes: ThemeButtonsDocument;
  choice: ThemeChoice;
}

/** The header's four style-switch buttons (account-admin.md §2); the pressed one is the active theme. */
export function ThemeButtons({ themes, choice }: ThemeButtonsProps) {
  return (
    <ButtonGroup role="group" aria-label={themes.label} size="small">
      {themes.items.map((t) => (
        <Button
          key={t.id}
          text={t.label}
          active={choice.theme?.id === t.id}
          aria-pressed={choice.theme?.id === t.id}
          onClick={() => choice.choose(t.id)}
        />
      ))}
    </ButtonGroup>
  );
}
