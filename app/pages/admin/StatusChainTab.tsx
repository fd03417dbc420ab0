import { Callout, Colors, Icon, Spinner, Tag, type IconName } from '@blueprintjs/core';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  arrayMove,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useEffect, useMemo, useState } from 'react';
import { api, toNotifications, unwrap } from '../../api';
import { screenDocument } from '../../documents';
import { useNotifier } from '../../notifications';
import { screenTexts } from '../../texts';
import type { components } from '../../../openapi';

/** An entry of the default status chain (every entry has its id). */
type DisplayStatus = components['schemas']['StatuskettenEintrag'];

const text = screenTexts('statuskette.screen');
/** account-admin.md §4: 'Default chain: the first two entries are fixed'. */
const FIXED = 2;
const ROW = {
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  padding: '6px 8px',
  borderBottom: `1px solid ${Colors.LIGHT_GRAY2}`,
} as const;

/** One entry: the fixed ones without a handle, the others with a drag handle that also takes the keyboard. */
function ChainEntry({ entry, place, movable }: { entry: DisplayStatus; place: number; movable: boolean }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: entry.id,
    disabled: !movable,
  });
  return (
    <li
      ref={setNodeRef}
      style={{
        ...ROW,
        transform: CSS.Transform.toString(transform),
        transition,
        background: isDragging ? Colors.LIGHT_GRAY5 : undefined,
      }}
    >
      {movable ? (
        <button
          type="button"
          className="bp6-button bp6-minimal"
          aria-label={text('verschieben', entry.kurzBezeichnung)}
          {...attributes}
          {...listeners}
        >
          <Icon icon="drag-handle-vertical" />
        </button>
      ) : (
        <Tag minimal icon="lock">
          {text('fest')}
        </Tag>
      )}
      <span style={{ width: 24, textAlign: 'right' }}>{place}.</span>
      <Icon icon={(entry.icon as IconName | null) ?? 'circle'} />
      <span>{entry.kurzBezeichnung}</span>
    </li>
  );
}

/**
 * Tab Standard-Statuskette of /admin (statuskette.screen.json): the chain in its order, the first two entries fixed, the
 * others moved by mouse or keyboard (dnd-kit, announced in German); each move stores the whole chain, whose order numbers
 * the server hands out again in the new order (updateStatuskette).
 */
export function StatusChainTab() {
  const screen = screenDocument('statuskette.screen');
  const { notify, success } = useNotifier();
  const [chain, setChain] = useState<DisplayStatus[] | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  useEffect(() => {
    api
      .GET('/api/sendungsstati/defaultstatuskette')
      .then(unwrap)
      .then(setChain)
      .catch((error: unknown) => notify(toNotifications(error)));
  }, [notify]);

  const movable = useMemo(() => (chain ?? []).slice(FIXED), [chain]);
  const ids = movable.map((e) => e.id);
  const nameOf = (id: UniqueIdentifier) => movable.find((e) => e.id === id)?.kurzBezeichnung ?? '';
  const placeOf = (id: UniqueIdentifier | undefined) => String(ids.indexOf(Number(id)) + 1 + FIXED);
  const total = String(chain?.length ?? 0);
  const announcements: Announcements = {
    onDragStart: ({ active }) => text('aufgenommen', nameOf(active.id), placeOf(active.id), total),
    onDragOver: ({ active, over }) => text('bewegt', nameOf(active.id), placeOf(over?.id), total),
    onDragEnd: ({ active, over }) => text('abgelegt', nameOf(active.id), placeOf(over?.id), total),
    onDragCancel: ({ active }) => text('abgebrochen', nameOf(active.id)),
  };

  const onDragEnd = async ({ active, over }: DragEndEvent) => {
    if (!chain || !over || active.id === over.id) return;
    const moved = arrayMove(movable, ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id)));
    const before = chain;
    const next = [...chain.slice(0, FIXED), ...moved];
    setChain(next);
    try {
      setChain(unwrap(await api.POST('/api/sendungsstati/updateStatuskette', { body: next })));
      success(screen.title ?? '', text('gespeichert'));
    } catch (error) {
      setChain(before);
      notify(toNotifications(error));
    }
  };

  if (!chain) return <Spinner size={24} aria-label={text('laedt')} />;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8, maxWidth: 560 }}>
      <Callout icon="info-sign">{text('hinweis')}</Callout>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        accessibility={{ announcements, screenReaderInstructions: { draggable: text('anleitung') } }}
        onDragEnd={(event) => void onDragEnd(event)}
      >
        <ol aria-label={text('liste')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {chain.slice(0, FIXED).map((entry, i) => (
            <ChainEntry key={entry.id} entry={entry} place={i + 1} movable={false} />
          ))}
          <SortableContext items={ids} strategy={verticalListSortingStrategy}>
            {movable.map((entry, i) => (
              <ChainEntry key={entry.id} entry={entry} place={i + 1 + FIXED} movable />
            ))}
          </SortableContext>
        </ol>
      </DndContext>
    </div>
  );
}
