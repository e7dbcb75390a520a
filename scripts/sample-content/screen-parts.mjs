/**
 * The parts the mock screenshots are drawn with: the desktop app frame (a 1200x750 drawing,
 * written at any size of the same proportion), the phone frame (390x780, likewise), cards,
 * text and progress bars.
 */
export const W = 1200;
export const H = 750;
export const FONT = 'font-family="DejaVu Sans, Arial, sans-serif"';

/** A desktop app: top bar with the app's name, a side menu, `body` in the main area at (252, 96). */
export const frame = (accent, title, body, width = W) => `
<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${(width * H) / W}" viewBox="0 0 ${W} ${H}">
  <rect width="${W}" height="${H}" fill="#f1f5f9"/>
  <rect width="${W}" height="64" fill="#0f172a"/>
  <circle cx="36" cy="32" r="14" fill="${accent}"/>
  <text x="64" y="41" ${FONT} font-size="24" font-weight="700" fill="#f8fafc">${title}</text>
  <rect x="${W - 200}" y="18" width="150" height="28" rx="14" fill="#1e293b"/>
  <circle cx="${W - 30}" cy="32" r="14" fill="#475569"/>
  <rect x="0" y="64" width="220" height="${H - 64}" fill="#ffffff"/>
  ${[0, 1, 2, 3, 4, 5]
    .map(
      (i) =>
        `<rect x="24" y="${100 + i * 56}" width="${i === 0 ? 172 : 120 + ((i * 37) % 50)}" height="32" rx="8" fill="${i === 0 ? accent : "#e2e8f0"}" opacity="${i === 0 ? 0.9 : 1}"/>`,
    )
    .join("")}
  <g transform="translate(252 96)">${body}</g>
</svg>`;

const PHONE_W = 390;
const PHONE_H = 780;

/** A phone app: status bar, the app's bar with its title, `body` below it at (16, 112). */
export const phoneFrame = (accent, title, body, width = 780) => `
<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${(width * PHONE_H) / PHONE_W}" viewBox="0 0 ${PHONE_W} ${PHONE_H}">
  <rect width="${PHONE_W}" height="${PHONE_H}" fill="#f1f5f9"/>
  <rect width="${PHONE_W}" height="96" fill="#0f172a"/>
  <text x="20" y="26" ${FONT} font-size="13" font-weight="700" fill="#f8fafc">9:41</text>
  <rect x="${PHONE_W - 58}" y="15" width="38" height="14" rx="4" fill="none" stroke="#f8fafc" stroke-width="1.5"/>
  <rect x="${PHONE_W - 56}" y="17" width="26" height="10" rx="2" fill="#f8fafc"/>
  <circle cx="32" cy="66" r="12" fill="${accent}"/>
  <text x="54" y="73" ${FONT} font-size="20" font-weight="700" fill="#f8fafc">${title}</text>
  <g transform="translate(16 112)">${body}</g>
  <rect x="${PHONE_W / 2 - 60}" y="${PHONE_H - 14}" width="120" height="5" rx="2.5" fill="#0f172a" opacity="0.6"/>
</svg>`;

export const card = (x, y, w, h, content = "") =>
  `<g transform="translate(${x} ${y})"><rect width="${w}" height="${h}" rx="14" fill="#ffffff" stroke="#e2e8f0"/>${content}</g>`;

/** Words on the screen: `{ size, weight, fill, anchor }`, 16px slate by default. */
export const label = (
  x,
  y,
  words,
  { size = 16, weight = 400, fill = "#0f172a", anchor = "start" } = {},
) =>
  `<text x="${x}" y="${y}" ${FONT} font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}">${words}</text>`;

/** A grey bar standing for a line of text. */
export const textBar = (x, y, w, fill = "#cbd5e1", h = 12) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${h / 2}" fill="${fill}"/>`;

/** A progress bar, `share` of it filled (up to the whole bar). */
export const progress = (x, y, w, share, colour, h = 14) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${h / 2}" fill="#e2e8f0"/>
   <rect x="${x}" y="${y}" width="${Math.min(1, share) * w}" height="${h}" rx="${h / 2}" fill="${colour}"/>`;

/** A line through `values` (0 to 1, bottom to top) across a `w` x `h` box at (x, y). */
export const lineChart = (x, y, w, h, values, colour) => {
  const step = w / (values.length - 1);
  const points = values.map((value, i) => `${x + i * step},${y + h - value * h}`).join(" ");
  return `<polyline points="${points}" fill="none" stroke="${colour}" stroke-width="4" stroke-linejoin="round"/>
    ${values.map((value, i) => `<circle cx="${x + i * step}" cy="${y + h - value * h}" r="5" fill="${colour}"/>`).join("")}`;
};
