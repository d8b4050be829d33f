// Placeholder images as inline SVG data URLs: they render offline, where no storage or CDN is reachable.

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&apos;');
}

function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** A landscape logo (the spec recommends landscape logos): a coloured band with the canteen's short name. */
export function logoImage(label: string, background: string, foreground: string): string {
  return svgDataUrl(
    `<svg xmlns='http://www.w3.org/2000/svg' width='320' height='120' viewBox='0 0 320 120'>` +
      `<rect width='320' height='120' rx='16' fill='${background}'/>` +
      `<text x='160' y='72' font-family='Arial, sans-serif' font-size='30' font-weight='bold' fill='${foreground}' text-anchor='middle'>${escapeXml(label)}</text>` +
      `</svg>`,
  );
}
