import { geoMercator, geoPath, type GeoPermissibleObjects } from 'd3-geo';
import { useMemo, type KeyboardEvent } from 'react';
import type { ViewMapNode, ViewMapPoint } from '../../core';
import { useView } from './context';

type Item = Record<string, unknown>;
type Feature = { type: 'Feature'; geometry: unknown; properties?: unknown; id?: unknown };
const WIDTH = 1000;
const PAD = 36;
const COLOURS = { circle: 'var(--bp-intent-primary-rest, #2d72d2)', square: 'var(--bp-intent-success-rest, #238551)' };

const coordinate = (view: ReturnType<typeof useView>, point: ViewMapPoint, item: Item): [number, number] | null => {
  const lat = view.at(point.lat, item);
  const lon = view.at(point.lon, item);
  return typeof lat === 'number' && typeof lon === 'number' ? [lon, lat] : null;
};

/** The Mercator projection fitting the frame and every point into the drawing. */
function useProjection(frame: unknown, points: [number, number][], height: number) {
  const key = JSON.stringify(points);
  return useMemo(() => {
    const features: Feature[] = [];
    if (frame && typeof frame === 'object') features.push(frame as Feature);
    if (points.length) features.push({ type: 'Feature', geometry: { type: 'MultiPoint', coordinates: points } });
    const projection = geoMercator().clipExtent([
      [0, 0],
      [WIDTH, height],
    ]);
    if (features.length)
      projection.fitExtent(
        [
          [PAD, PAD],
          [WIDTH - PAD, height - PAD],
        ],
        { type: 'FeatureCollection', features } as GeoPermissibleObjects,
      );
    return projection;
    // The points' key stands for the points: a new array of the same places keeps the projection.
  }, [frame, key, height]);
}

/**
 * A map drawn offline as SVG: the outline (e.g. the countries) fitted to the frame and the items' points, per item a line
 * from its first to its second point with a mark at each (circle, square). Marks are buttons: a click chooses the item,
 * double click or Enter opens it; the chosen item's marks and line are drawn larger, on top.
 */
export function ViewMap({ node }: { node: ViewMapNode }) {
  const view = useView();
  const height = Math.round(WIDTH / node.aspect);
  const items = (Array.isArray(view.at(node.items)) ? view.at(node.items) : []) as Item[];
  const selected = node.selected === undefined ? undefined : view.at(node.selected);
  const ends = items.map((item) => ({
    item,
    key: view.at(node.itemKey, item),
    from: coordinate(view, node.from, item),
    to: coordinate(view, node.to, item),
  }));
  const points = ends.flatMap((e) => [e.from, e.to]).filter((p): p is [number, number] => p !== null);
  const projection = useProjection(view.at(node.frame), points, height);
  const outline = view.at(node.outline) as { features?: Feature[] } | null | undefined;
  const land = useMemo(() => {
    const path = geoPath(projection);
    return (outline?.features ?? []).map((f) => path(f as GeoPermissibleObjects)).filter((d): d is string => !!d);
  }, [outline, projection]);
  const act = (id: string | undefined, key: unknown) => id && view.onAction(id, key);
  const onKey = (event: KeyboardEvent, key: unknown) => {
    if (event.key === 'Enter' && node.open) {
      event.preventDefault();
      act(node.open, key);
    } else if (event.key === ' ' && node.select) {
      event.preventDefault();
      act(node.select, key);
    }
  };
  // The chosen item last, so its marks lie on top.
  const ordered = [...ends.filter((e) => e.key !== selected), ...ends.filter((e) => e.key === selected)];
  const mark = (point: ViewMapPoint, at: [number, number] | null, item: Item, key: unknown, chosen: boolean) => {
    const xy = at && projection(at);
    if (!xy) return null;
    const size = chosen ? 11 : 7;
    const name = view.text(point.label, item);
    const style = { fill: COLOURS[point.shape], stroke: chosen ? '#1c2127' : '#fff', strokeWidth: chosen ? 3 : 1.5 };
    return (
      <g
        role="button"
        tabIndex={0}
        aria-label={name}
        aria-pressed={chosen}
        style={{ cursor: 'pointer' }}
        onClick={() => act(node.select, key)}
        onDoubleClick={() => act(node.open, key)}
        onKeyDown={(e) => onKey(e, key)}
      >
        <title>{name}</title>
        {point.shape === 'circle' ? (
          <circle cx={xy[0]} cy={xy[1]} r={size} style={style} />
        ) : (
          <rect x={xy[0] - size} y={xy[1] - size} width={size * 2} height={size * 2} style={style} />
        )}
      </g>
    );
  };
  return (
    <svg
      role="group"
      aria-label={view.text(node.label)}
      viewBox={`0 0 ${WIDTH} ${height}`}
      style={{ width: '100%', height: 'auto', display: 'block', background: '#dbe9f6', borderRadius: 2 }}
    >
      <g aria-hidden>
        {land.map((d, i) => (
          <path key={i} d={d} style={{ fill: '#f6f7f9', stroke: '#8f99a8', strokeWidth: 0.8 }} />
        ))}
      </g>
      {ordered.map(({ item, key, from, to }) => {
        const chosen = selected !== undefined && selected !== null && key === selected;
        const a = from && projection(from);
        const b = to && projection(to);
        return (
          <g key={String(key)}>
            {a && b && (
              <line
                aria-hidden
                x1={a[0]}
                y1={a[1]}
                x2={b[0]}
                y2={b[1]}
                style={{
                  stroke: chosen ? '#1c2127' : '#5f6b7c',
                  strokeWidth: chosen ? 4 : 1.5,
                  opacity: chosen ? 1 : 0.6,
                }}
              />
            )}
            {mark(node.from, from, item, key, chosen)}
            {mark(node.to, to, item, key, chosen)}
          </g>
        );
      })}
    </svg>
  );
}
