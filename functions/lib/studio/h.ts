// Satori takes React-like element objects; we build them without React or JSX.

export type Child = El | string | null | undefined | false;
export interface El {
  type: string;
  props: Record<string, unknown> & { children?: Child | Child[] };
}
export type Style = Record<string, string | number | undefined>;

/** One element. A div is a flex box unless told otherwise (satori needs display set on any div with several children). */
export function h(type: string, props: Record<string, unknown> & { style?: Style }, ...children: Child[]): El {
  const style = type === 'div' ? { display: 'flex', ...props.style } : props.style;
  const kids = children.filter((c) => c !== null && c !== undefined && c !== false);
  return { type, props: { ...props, style, children: kids.length === 1 ? kids[0] : kids } };
}

/** An absolutely placed box. */
export function at(x: number, y: number, width: number, height: number, style: Style = {}, ...children: Child[]): El {
  return h('div', { style: { position: 'absolute', left: x, top: y, width, height, ...style } }, ...children);
}

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}
