import { NonIdealState } from '@blueprintjs/core';

/** Stands in for a screen that a later issue builds, and says so. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <NonIdealState
      icon="wrench"
      title={title}
      description="Diese Maske ist noch nicht umgesetzt."
      layout="vertical"
    />
  );
}
