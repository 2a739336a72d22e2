// The few SVG shapes the art is written with: every one outlined in ink
// unless told otherwise, numbers rounded to one decimal to keep files small.
import { ink } from "./palettes.ts";

const n = (value: number) => String(Math.round(value * 10) / 10);

/** Presentation attributes, never a style attribute: the API's CSP allows no inline styles. */
function paint(fill: string, outline: boolean | number, extra = ""): string {
  const stroke = outline === false ? "" : ` stroke="${ink}" stroke-width="${outline === true ? 3 : outline}"`;
  return `fill="${fill}"${stroke}${extra}`;
}

export function circle(
  cx: number,
  cy: number,
  r: number,
  fill: string,
  outline: boolean | number = true,
): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" ${paint(fill, outline)}/>`;
}

export function ellipse(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill: string,
  outline: boolean | number = true,
  rotate = 0,
): string {
  const turn = rotate ? ` transform="rotate(${rotate} ${n(cx)} ${n(cy)})"` : "";
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" ${paint(fill, outline, turn)}/>`;
}

export function rect(
  x: number,
  y: number,
  width: number,
  height: number,
  radius: number,
  fill: string,
  outline: boolean | number = true,
): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(width)}" height="${n(height)}" rx="${n(radius)}" ${paint(fill, outline)}/>`;
}

export function path(d: string, fill: string, outline: boolean | number = true, extra = ""): string {
  return `<path d="${d}" ${paint(fill, outline, ` stroke-linejoin="round"${extra}`)}/>`;
}

/** An unfilled line: whiskers, cracks, wind. */
export function line(d: string, colour: string, width: number, opacity = 1): string {
  const fade = opacity < 1 ? ` opacity="${opacity}"` : "";
  return `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round"${fade}/>`;
}

/** A whole picture: a 100 × 100 canvas unless told (banners are 200 × 80). */
export function svg(body: string, width = 100, height = 100): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${body}</svg>`;
}

/** A flame standing on (x, y), h tall. */
export function flame(x: number, y: number, h: number, fill: string, core = "#fff1a8"): string {
  const w = h * 0.45;
  const outer = `M${n(x)} ${n(y)}c${n(-w)} 0 ${n(-w * 1.2)} ${n(-h * 0.45)} ${n(-w * 0.2)} ${n(-h * 0.75)}c${n(w * 0.1)} ${n(h * 0.25)} ${n(w * 0.5)} ${n(h * 0.25)} ${n(w * 0.5)} ${n(h * 0.05)}c${n(w * 0.1)} ${n(-h * 0.15)} ${n(0)} ${n(-h * 0.25)} ${n(-w * 0.1)} ${n(-h * 0.3)}c${n(w * 1.2)} ${n(h * 0.3)} ${n(w * 1.4)} ${n(h)} ${n(-w * 0.2)} ${n(h)}Z`;
  return `${path(outer, fill, 2)}${ellipse(x, y - h * 0.22, w * 0.32, h * 0.2, core, false)}`;
}

/** A four-pointed sparkle centred on (x, y). */
export function sparkle(
  x: number,
  y: number,
  r: number,
  fill: string,
  outline: boolean | number = false,
): string {
  const s = r * 0.28;
  return path(
    `M${n(x)} ${n(y - r)}L${n(x + s)} ${n(y - s)}L${n(x + r)} ${n(y)}L${n(x + s)} ${n(y + s)}L${n(x)} ${n(y + r)}L${n(x - s)} ${n(y + s)}L${n(x - r)} ${n(y)}L${n(x - s)} ${n(y - s)}Z`,
    fill,
    outline,
  );
}

/** A leaf from (x, y) pointing at angle degrees (0 = up). */
export function leaf(x: number, y: number, length: number, angle: number, fill: string): string {
  const w = length * 0.4;
  return path(
    `M${n(x)} ${n(y)}q${n(-w)} ${n(-length * 0.5)} 0 ${n(-length)}q${n(w)} ${n(length * 0.5)} 0 ${n(length)}Z`,
    fill,
    2,
    angle ? ` transform="rotate(${angle} ${n(x)} ${n(y)})"` : "",
  );
}

/** A crystal shard from (x, y), pointing at angle degrees. */
export function crystal(x: number, y: number, length: number, angle: number, fill: string): string {
  const w = length * 0.28;
  return path(
    `M${n(x - w)} ${n(y)}l${n(w * 0.2)} ${n(-length * 0.7)}l${n(w * 0.8)} ${n(-length * 0.3)}l${n(w * 0.8)} ${n(length * 0.3)}l${n(w * 0.2)} ${n(length * 0.7)}Z`,
    fill,
    2,
    angle ? ` transform="rotate(${angle} ${n(x)} ${n(y)})"` : "",
  );
}

export const round = n;
