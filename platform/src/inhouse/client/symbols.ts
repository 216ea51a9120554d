/** The slot's symbols as small SVG pictures (no emoji font needed), built from shapes. */
const SVG = 'http://www.w3.org/2000/svg';

const SHAPES: Record<string, string> = {
  cherry:
    '<path d="M24 8c-4 6-9 10-14 18M24 8c2 7 6 12 12 17" stroke="#3f9142" stroke-width="3" fill="none" stroke-linecap="round"/><circle cx="13" cy="31" r="9" fill="#e0314b"/><circle cx="34" cy="31" r="9" fill="#c51f3a"/><circle cx="10" cy="28" r="2.5" fill="#fff" opacity=".6"/>',
  lemon:
    '<ellipse cx="24" cy="25" rx="17" ry="13" fill="#f7d23e"/><ellipse cx="24" cy="25" rx="17" ry="13" fill="none" stroke="#d9a800" stroke-width="2"/><ellipse cx="18" cy="20" rx="5" ry="3" fill="#fff" opacity=".5"/>',
  plum: '<circle cx="24" cy="27" r="15" fill="#7b3fb0"/><path d="M24 12c4-6 10-6 13-4-3 4-8 5-13 4z" fill="#4caf50"/><ellipse cx="18" cy="22" rx="4" ry="3" fill="#fff" opacity=".35"/>',
  bell: '<path d="M24 7c-8 0-12 7-12 15v9l-4 5h32l-4-5v-9c0-8-4-15-12-15z" fill="#f5b301"/><circle cx="24" cy="40" r="4" fill="#c98b00"/><path d="M17 20c0-4 2-7 5-8" stroke="#fff" stroke-width="2" opacity=".6" fill="none"/>',
  clover:
    '<g fill="#2fae5a"><circle cx="17" cy="17" r="8"/><circle cx="31" cy="17" r="8"/><circle cx="17" cy="31" r="8"/><circle cx="31" cy="31" r="8"/></g><path d="M28 30l8 12" stroke="#1d7a3c" stroke-width="3" stroke-linecap="round"/>',
  bar: '<rect x="5" y="15" width="38" height="18" rx="4" fill="#222a3a"/><rect x="5" y="15" width="38" height="18" rx="4" fill="none" stroke="#f5b301" stroke-width="2"/><text x="24" y="29" text-anchor="middle" font-family="system-ui,sans-serif" font-weight="900" font-size="13" fill="#f5b301">BAR</text>',
  seven:
    '<text x="24" y="40" text-anchor="middle" font-family="Georgia,serif" font-weight="900" font-size="40" fill="#e0314b" stroke="#7a0c1c" stroke-width="1.5">7</text>',
  wild: '<path d="M24 4l5.6 12.4 13.4 1.4-10 9.2 2.8 13.3L24 33.5l-11.8 6.8L15 27l-10-9.2 13.4-1.4z" fill="#f5b301" stroke="#b07a00" stroke-width="1.5"/><text x="24" y="46" text-anchor="middle" font-family="system-ui,sans-serif" font-weight="900" font-size="9" fill="currentColor">WILD</text>',
};

export const SYMBOL_NAMES = Object.keys(SHAPES);

export function symbolSvg(name: string): SVGSVGElement {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '0 0 48 48');
  svg.setAttribute('aria-hidden', 'true');
  // Our own constant markup above, never data from outside.
  svg.innerHTML = SHAPES[name] ?? '';
  return svg;
}
