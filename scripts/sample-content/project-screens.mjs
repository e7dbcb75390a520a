/** Mock screenshots of the sample projects (1200x750): an app frame around one main view each. */
import { card, FONT, frame } from "./screen-parts.mjs";

const kpis = (accent, values) =>
  values
    .map((value, i) =>
      card(
        i * 230,
        0,
        210,
        110,
        `<rect x="20" y="22" width="90" height="12" rx="6" fill="#cbd5e1"/>
         <text x="20" y="82" ${FONT} font-size="34" font-weight="700" fill="#0f172a">${value}</text>
         <rect x="150" y="62" width="40" height="20" rx="10" fill="${accent}" opacity="0.2"/>`,
      ),
    )
    .join("");

const bars = (accent, heights) =>
  heights
    .map(
      (h, i) =>
        `<rect x="${40 + i * 52}" y="${330 - h}" width="30" height="${h}" rx="6" fill="${i % 3 === 2 ? "#94a3b8" : accent}"/>`,
    )
    .join("");

const loiCadre = frame(
  "#6366f1",
  "Budget LFB",
  kpis("#6366f1", ["92 %", "1,4 Md", "37", "12"]) +
    card(0, 140, 600, 370, bars("#6366f1", [180, 220, 150, 260, 200, 240, 120, 280, 210, 190])) +
    card(
      620,
      140,
      300,
      370,
      [0, 1, 2, 3, 4, 5]
        .map(
          (i) =>
            `<rect x="24" y="${34 + i * 54}" width="150" height="14" rx="7" fill="#cbd5e1"/><rect x="190" y="${30 + i * 54}" width="${40 + ((i * 23) % 50)}" height="22" rx="11" fill="#6366f1" opacity="${0.3 + i * 0.1}"/>`,
        )
        .join(""),
    ),
);

const donut = (cx, cy, r, parts) => {
  let start = 0;
  const c = 2 * Math.PI * r;
  return parts
    .map(([share, colour]) => {
      const arc = `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${colour}" stroke-width="44" stroke-dasharray="${share * c} ${c}" stroke-dashoffset="${-start * c}" transform="rotate(-90 ${cx} ${cy})"/>`;
      start += share;
      return arc;
    })
    .join("");
};

const expenseTracker = frame(
  "#10b981",
  "Expenses",
  card(
    0,
    0,
    420,
    510,
    donut(210, 230, 120, [
      [0.38, "#10b981"],
      [0.24, "#0ea5e9"],
      [0.18, "#f59e0b"],
      [0.2, "#f43f5e"],
    ]) +
      `<text x="210" y="242" ${FONT} font-size="34" font-weight="700" text-anchor="middle" fill="#0f172a">1 860 €</text>`,
  ) +
    card(
      440,
      0,
      480,
      510,
      [0, 1, 2, 3, 4, 5, 6]
        .map(
          (i) =>
            `<circle cx="44" cy="${50 + i * 64}" r="18" fill="${["#10b981", "#0ea5e9", "#f59e0b", "#f43f5e"][i % 4]}" opacity="0.85"/>
             <rect x="80" y="${38 + i * 64}" width="${160 + ((i * 41) % 90)}" height="12" rx="6" fill="#94a3b8"/>
             <rect x="80" y="${56 + i * 64}" width="90" height="10" rx="5" fill="#e2e8f0"/>
             <text x="450" y="${58 + i * 64}" ${FONT} font-size="20" font-weight="700" text-anchor="end" fill="#0f172a">-${12 + ((i * 37) % 80)},00 €</text>`,
        )
        .join(""),
    ),
);

const bookingApp = frame(
  "#f59e0b",
  "Booking",
  card(
    0,
    0,
    920,
    530,
    [0, 1, 2, 3, 4]
      .map(
        (d) =>
          `<rect x="${90 + d * 164}" y="20" width="80" height="14" rx="7" fill="#94a3b8"/>` +
          [0, 1, 2, 3, 4, 5, 6]
            .map(
              (h) =>
                `<rect x="${80 + d * 164}" y="${56 + h * 66}" width="150" height="58" rx="8" fill="#f8fafc" stroke="#e2e8f0"/>`,
            )
            .join(""),
      )
      .join("") +
      [
        [0, 1, 2, "#f59e0b"],
        [1, 0, 1, "#6366f1"],
        [2, 3, 2, "#10b981"],
        [3, 1, 3, "#f59e0b"],
        [4, 4, 2, "#0ea5e9"],
        [1, 4, 1, "#f43f5e"],
      ]
        .map(
          ([d, h, span, colour]) =>
            `<rect x="${84 + d * 164}" y="${60 + h * 66}" width="142" height="${span * 66 - 12}" rx="8" fill="${colour}" opacity="0.85"/>
             <rect x="${98 + d * 164}" y="${76 + h * 66}" width="90" height="10" rx="5" fill="#ffffff"/>`,
        )
        .join("") +
      [0, 1, 2, 3, 4, 5, 6]
        .map(
          (h) =>
            `<text x="20" y="${90 + h * 66}" ${FONT} font-size="16" fill="#64748b">${9 + h}:00</text>`,
        )
        .join(""),
  ),
);

const fleetApp = frame(
  "#0ea5e9",
  "Fleet",
  card(
    0,
    0,
    620,
    530,
    `<rect x="12" y="12" width="596" height="506" rx="10" fill="#e0f2fe"/>
     <path d="M12 180 C160 150 260 260 420 210 C520 180 560 120 608 130" stroke="#bae6fd" stroke-width="38" fill="none"/>
     <path d="M80 518 L200 300 L340 340 L460 120 L560 60" stroke="#ffffff" stroke-width="14" fill="none"/>
     <path d="M12 420 L260 380 L608 440" stroke="#ffffff" stroke-width="10" fill="none"/>
     <path d="M80 518 L200 300 L340 340" stroke="#0ea5e9" stroke-width="6" fill="none" stroke-dasharray="14 10"/>
     ${[
       [200, 300],
       [340, 340],
       [460, 120],
       [260, 380],
       [520, 430],
     ]
       .map(
         ([x, y], i) =>
           `<circle cx="${x}" cy="${y}" r="16" fill="${i === 1 ? "#f43f5e" : "#0ea5e9"}" stroke="#ffffff" stroke-width="5"/>`,
       )
       .join("")}`,
  ) +
    card(
      640,
      0,
      280,
      530,
      [0, 1, 2, 3, 4]
        .map(
          (i) =>
            `<rect x="20" y="${24 + i * 100}" width="240" height="84" rx="10" fill="${i === 1 ? "#fff1f2" : "#f8fafc"}"/>
             <rect x="36" y="${42 + i * 100}" width="110" height="12" rx="6" fill="#64748b"/>
             <rect x="36" y="${64 + i * 100}" width="${150 - i * 18}" height="10" rx="5" fill="${i === 1 ? "#f43f5e" : "#0ea5e9"}"/>
             <text x="244" y="${54 + i * 100}" ${FONT} font-size="16" font-weight="700" text-anchor="end" fill="#0f172a">${["AB-123", "CD-456", "EF-789", "GH-012", "IJ-345"][i]}</text>`,
        )
        .join(""),
    ),
);

export const projectScreens = {
  "loi-cadre": loiCadre,
  "expense-tracker": expenseTracker,
  "booking-app": bookingApp,
  "fleet-app": fleetApp,
};
