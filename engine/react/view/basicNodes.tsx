import {
  Button,
  Callout,
  Classes,
  H5,
  ProgressBar,
  Spinner,
  Tooltip,
  type IconName,
  type Intent,
} from '@blueprintjs/core';
import type {
  ViewButtonNode,
  ViewCalloutNode,
  ViewGroupNode,
  ViewImageNode,
  ViewProgressNode,
  ViewSlotNode,
  ViewSpinnerNode,
  ViewTextNode,
} from '../../core';
import { useView } from './context';
import { ViewNodes } from './ViewNodes';

/** A button of the view; a click reports its id. */
export function ViewButton({ node }: { node: ViewButtonNode }) {
  const view = useView();
  const tooltip = node.tooltip === undefined ? undefined : view.text(node.tooltip);
  const button = (
    <Button
      text={view.text(node.label)}
      icon={node.icon as IconName | undefined}
      intent={node.intent as Intent | undefined}
      variant={node.minimal ? 'minimal' : undefined}
      autoFocus={node.autoFocus}
      disabled={!view.holds(node.enabled, true)}
      onClick={() => view.onAction(node.id)}
    />
  );
  return tooltip ? (
    <Tooltip content={tooltip} placement="bottom">
      {button}
    </Tooltip>
  ) : (
    button
  );
}

/** A paragraph; with role status a labelled live region. */
export function ViewText({ node }: { node: ViewTextNode }) {
  const view = useView();
  return (
    <p
      className={node.muted ? Classes.TEXT_MUTED : undefined}
      role={node.role}
      aria-label={node.label === undefined ? undefined : view.text(node.label)}
    >
      {view.text(node.text)}
    </p>
  );
}

/** A highlighted hint. */
export function ViewCallout({ node }: { node: ViewCalloutNode }) {
  const view = useView();
  return (
    <Callout intent={node.intent as Intent | undefined} icon={node.icon as IconName | undefined}>
      {view.text(node.text)}
    </Callout>
  );
}

/** A progress bar whose value and motion come from the data. */
export function ViewProgress({ node }: { node: ViewProgressNode }) {
  const view = useView();
  const active = view.holds(node.active, false);
  return (
    <ProgressBar
      intent={node.intent as Intent | undefined}
      value={Number(view.value(node.value)) || 0}
      stripes={active}
      animate={active}
      aria-label={view.text(node.label)}
    />
  );
}

/** A waiting indicator. */
export function ViewSpinner({ node }: { node: ViewSpinnerNode }) {
  const view = useView();
  return <Spinner size={node.size} aria-label={view.text(node.label)} />;
}

/** Children stacked or side by side; with a title a labelled section under a heading. */
export function ViewGroup({ node }: { node: ViewGroupNode }) {
  const view = useView();
  const style = {
    gap: 12,
    minHeight: 0,
    ...(node.minChildWidth
      ? {
          display: 'grid',
          gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${node.minChildWidth}px), 1fr))`,
          alignItems: 'start',
        }
      : { display: 'flex', flexDirection: node.direction ?? 'column' }),
    ...(node.grow ? { flex: 1 } : {}),
  } as const;
  if (node.title === undefined)
    return (
      <div style={style}>
        <ViewNodes nodes={node.children} />
      </div>
    );
  const title = view.text(node.title);
  return (
    <section aria-label={title} style={{ ...style, gap: node.minChildWidth ? 12 : 0 }}>
      <H5>{title}</H5>
      <ViewNodes nodes={node.children} />
    </section>
  );
}

/** An image from the data. */
export function ViewImage({ node }: { node: ViewImageNode }) {
  const view = useView();
  const src = view.at(node.src);
  if (typeof src !== 'string' || !src) return null;
  return <img src={src} alt={String(view.at(node.alt) ?? '')} style={{ maxWidth: '100%' }} />;
}

/** What the page puts in the slot's place. */
export function ViewSlot({ node }: { node: ViewSlotNode }) {
  return <>{useView().slots[node.id] ?? null}</>;
}
