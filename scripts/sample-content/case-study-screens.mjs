/**
 * Mock screenshots of the sample case studies: per project, a detail view (desktop, 1600x1000)
 * and a phone view (780x1560), telling the same story as the case study's text.
 */
import { card, frame, label, lineChart, phoneFrame, progress, textBar } from "./screen-parts.mjs";

const DESKTOP_WIDTH = 1600;
const PHONE_WIDTH = 780;
const desktop = (accent, title, body) => frame(accent, title, body, DESKTOP_WIDTH);
const phone = (accent, title, body) => phoneFrame(accent, title, body, PHONE_WIDTH);
/** The title of a desktop view, above its cards. */
const screenTitle = (words) => label(0, 10, words, { size: 24, weight: 700 });
const RED = "#f43f5e";
const MONTHS = ["J", "F", "M", "A", "M", "J", "J", "A", "S", "O", "N", "D"];

/** loi-cadre: one programme, its execution against the law's ceiling, action by action. */
const loiCadreProgramme = desktop(
  "#6366f1",
  "Budget LFB",
  screenTitle("Programme 214 · 2023") +
    `<rect x="780" y="-16" width="140" height="36" rx="10" fill="#6366f1"/>` +
    label(850, 8, "Export PDF", { size: 15, weight: 700, fill: "#ffffff", anchor: "middle" }) +
    card(
      0,
      40,
      580,
      320,
      label(24, 36, "Plafond et exécution cumulée", { size: 15, fill: "#64748b" }) +
        `<line x1="24" y1="80" x2="556" y2="80" stroke="${RED}" stroke-width="3" stroke-dasharray="10 8"/>` +
        label(556, 70, "1,4 Md", { size: 14, weight: 700, fill: RED, anchor: "end" }) +
        lineChart(
          40,
          90,
          500,
          180,
          [0.05, 0.13, 0.22, 0.3, 0.39, 0.47, 0.55, 0.62, 0.7, 0.78, 0.85, 0.92],
          "#6366f1",
        ) +
        MONTHS.map((month, i) =>
          label(40 + (i * 500) / 11, 300, month, { size: 13, fill: "#94a3b8", anchor: "middle" }),
        ).join(""),
    ) +
    card(
      600,
      40,
      320,
      320,
      [
        ["Plafond", "1,4 Md"],
        ["Exécuté", "92 %"],
        ["Reste", "112 M"],
      ]
        .map(
          ([name, value], i) =>
            label(24, 44 + i * 100, name, { size: 15, fill: "#64748b" }) +
            label(24, 84 + i * 100, value, { size: 32, weight: 700 }),
        )
        .join(""),
    ) +
    card(
      0,
      380,
      920,
      150,
      [
        [0.96, "96 %"],
        [0.88, "88 %"],
        [0.71, "71 %"],
      ]
        .map(
          ([share, rate], i) =>
            textBar(24, 28 + i * 40, 180 + i * 30, "#94a3b8") +
            progress(300, 27 + i * 40, 500, share, "#6366f1") +
            label(896, 40 + i * 40, rate, { size: 16, weight: 700, anchor: "end" }),
        )
        .join(""),
    ),
);

/** loi-cadre on a phone: a refused import, each error with its line. */
const loiCadrePhone = phone(
  "#6366f1",
  "Import",
  card(
    0,
    0,
    358,
    150,
    label(20, 36, "Juin 2023", { size: 14, fill: "#64748b" }) +
      label(20, 84, "180 000", { size: 36, weight: 700 }) +
      label(20, 116, "lignes contrôlées", { size: 14, fill: "#64748b" }) +
      `<rect x="238" y="62" width="100" height="32" rx="16" fill="${RED}" opacity="0.15"/>` +
      label(288, 84, "3 erreurs", { size: 14, weight: 700, fill: RED, anchor: "middle" }),
  ) +
    ["1 204", "58 310", "141 977"]
      .map((line, i) =>
        card(
          0,
          170 + i * 118,
          358,
          102,
          `<rect x="0" y="0" width="6" height="102" rx="3" fill="${RED}"/>` +
            label(22, 34, `Ligne ${line}`, { size: 17, weight: 700 }) +
            textBar(22, 50, 280 - i * 40) +
            textBar(22, 72, 200 + i * 30, "#e2e8f0"),
        ),
      )
      .join("") +
    `<rect x="0" y="560" width="358" height="52" rx="14" fill="#6366f1"/>` +
    label(179, 593, "Réimporter", { size: 17, weight: 700, fill: "#ffffff", anchor: "middle" }),
);

const CATEGORY_COLOURS = ["#10b981", "#0ea5e9", "#f59e0b", RED, "#6366f1", "#94a3b8"];

/** expense-tracker: the month's budgets, one over. */
const expenseBudgets = desktop(
  "#10b981",
  "Expenses",
  screenTitle("Budgets · mars") +
    card(
      0,
      40,
      600,
      490,
      [
        [0.64, "320 / 500 €"],
        [0.81, "162 / 200 €"],
        [0.45, "90 / 200 €"],
        [1.12, "168 / 150 €"],
        [0.3, "45 / 150 €"],
        [0.92, "92 / 100 €"],
      ]
        .map(
          ([share, amounts], i) =>
            `<circle cx="40" cy="${52 + i * 74}" r="14" fill="${CATEGORY_COLOURS[i]}"/>` +
            textBar(66, 40 + i * 74, 110 + ((i * 29) % 60), "#94a3b8") +
            label(576, 54 + i * 74, amounts, {
              size: 16,
              weight: 700,
              anchor: "end",
              fill: share > 1 ? RED : "#0f172a",
            }) +
            progress(66, 64 + i * 74, 510, share, share > 1 ? RED : CATEGORY_COLOURS[i], 12),
        )
        .join(""),
    ) +
    card(
      620,
      40,
      300,
      170,
      `<rect x="0" y="0" width="300" height="170" rx="14" fill="${RED}" opacity="0.08"/>` +
        label(24, 44, "Loisirs", { size: 16, fill: RED, weight: 700 }) +
        label(24, 98, "112 %", { size: 40, weight: 700, fill: RED }) +
        textBar(24, 124, 200, "#fecdd3"),
    ) +
    card(
      620,
      230,
      300,
      300,
      label(24, 40, "Mois", { size: 15, fill: "#64748b" }) +
        label(24, 84, "877 €", { size: 32, weight: 700 }) +
        lineChart(24, 120, 252, 140, [0.35, 0.5, 0.42, 0.6, 0.55, 0.48], "#10b981"),
    ),
);

/** expense-tracker on a phone: an expense in three taps. */
const expensePhone = phone(
  "#10b981",
  "Nouvelle dépense",
  card(0, 0, 358, 120, label(179, 76, "12,50 €", { size: 44, weight: 700, anchor: "middle" })) +
    [0, 1, 2, 3]
      .map(
        (i) =>
          `<rect x="${i * 92}" y="140" width="82" height="40" rx="20" fill="${CATEGORY_COLOURS[i]}" opacity="${i === 0 ? 1 : 0.25}"/>`,
      )
      .join("") +
    ["1", "2", "3", "4", "5", "6", "7", "8", "9", ",", "0", "⌫"]
      .map(
        (key, i) =>
          `<rect x="${(i % 3) * 122}" y="${200 + Math.floor(i / 3) * 84}" width="114" height="72" rx="12" fill="#ffffff" stroke="#e2e8f0"/>` +
          label(57 + (i % 3) * 122, 246 + Math.floor(i / 3) * 84, key, {
            size: 26,
            anchor: "middle",
          }),
      )
      .join("") +
    `<rect x="0" y="552" width="358" height="56" rx="14" fill="#10b981"/>` +
    label(179, 587, "Valider", { size: 18, weight: 700, fill: "#ffffff", anchor: "middle" }),
);

/** booking-app: the requested slot conflicts; free slots nearby. */
const bookingConflict = desktop(
  "#f59e0b",
  "Booking",
  card(
    0,
    0,
    560,
    530,
    [
      ["Salle", "Everest (12 places)"],
      ["Date", "Jeudi 16 juin"],
      ["Horaire", "14:00 – 15:30"],
    ]
      .map(
        ([name, value], i) =>
          label(28, 44 + i * 92, name, { size: 14, fill: "#64748b" }) +
          `<rect x="28" y="${56 + i * 92}" width="504" height="44" rx="10" fill="#f8fafc" stroke="${i === 2 ? RED : "#e2e8f0"}" stroke-width="2"/>` +
          label(44, 84 + i * 92, value, { size: 17 }),
      )
      .join("") +
      `<rect x="28" y="320" width="504" height="84" rx="12" fill="${RED}" opacity="0.1"/>` +
      `<rect x="28" y="320" width="6" height="84" rx="3" fill="${RED}"/>` +
      label(52, 354, "Conflit : réservée de 14:00 à 15:00", { size: 17, weight: 700, fill: RED }) +
      textBar(52, 374, 300, "#fda4af") +
      `<rect x="28" y="448" width="240" height="52" rx="12" fill="#e2e8f0"/>` +
      label(148, 481, "Réserver", { size: 17, weight: 700, fill: "#94a3b8", anchor: "middle" }),
  ) +
    card(
      580,
      0,
      340,
      530,
      label(24, 42, "Créneaux libres", { size: 18, weight: 700 }) +
        ["15:00 – 16:30", "16:00 – 17:30", "Mont-Blanc 14:00"]
          .map(
            (slot, i) =>
              `<rect x="24" y="${70 + i * 82}" width="292" height="64" rx="12" fill="#10b981" opacity="0.12"/>` +
              label(44, 109 + i * 82, slot, { size: 17, weight: 700, fill: "#047857" }),
          )
          .join("") +
        textBar(24, 336, 260, "#e2e8f0") +
        [0, 1, 2, 3, 4, 5]
          .map(
            (h) =>
              `<rect x="${24 + h * 49}" y="370" width="45" height="120" rx="6" fill="${h === 1 ? "#f59e0b" : "#f8fafc"}" stroke="#e2e8f0"/>`,
          )
          .join("") +
        `<rect x="73" y="370" width="70" height="120" rx="6" fill="${RED}" opacity="0.35"/>`,
    ),
);

/** booking-app on a phone: the day's bookings, room by room. */
const bookingPhone = phone(
  "#f59e0b",
  "Aujourd'hui",
  [
    ["09:00 – 10:00", "Everest", "#f59e0b"],
    ["10:15 – 11:00", "Mont-Blanc", "#6366f1"],
    ["11:00 – 12:30", "Everest", "#f59e0b"],
    ["14:00 – 15:00", "Kilimandjaro", "#10b981"],
    ["15:30 – 16:00", "Mont-Blanc", "#6366f1"],
    ["16:30 – 18:00", "Vidéoprojecteur 2", "#0ea5e9"],
  ]
    .map(([time, room, colour], i) =>
      card(
        0,
        i * 104,
        358,
        92,
        `<rect x="0" y="0" width="8" height="92" rx="4" fill="${colour}"/>` +
          label(24, 36, time, { size: 18, weight: 700 }) +
          label(24, 64, room, { size: 15, fill: "#64748b" }) +
          `<circle cx="322" cy="46" r="16" fill="${colour}" opacity="0.2"/>`,
      ),
    )
    .join(""),
);

/** fleet-app: one vehicle, its maintenance by mileage and its fuel consumption. */
const fleetVehicle = desktop(
  "#0ea5e9",
  "Fleet",
  screenTitle("AB-123 · Utilitaire") +
    label(920, 10, "84 210 km", { size: 22, weight: 700, fill: "#0ea5e9", anchor: "end" }) +
    card(
      0,
      40,
      920,
      200,
      label(24, 40, "Entretien au kilométrage", { size: 15, fill: "#64748b" }) +
        `<line x1="40" y1="110" x2="880" y2="110" stroke="#e2e8f0" stroke-width="8" stroke-linecap="round"/>` +
        `<line x1="40" y1="110" x2="180" y2="110" stroke="#0ea5e9" stroke-width="8" stroke-linecap="round"/>` +
        [
          [180, "#0ea5e9", "84 210", "Aujourd'hui"],
          [310, "#f59e0b", "85 000", "Vidange"],
          [500, "#94a3b8", "90 000", "Pneus"],
          [880, "#94a3b8", "100 000", "Révision"],
        ]
          .map(
            ([x, colour, km, name]) =>
              `<circle cx="${x}" cy="110" r="14" fill="${colour}" stroke="#ffffff" stroke-width="4"/>` +
              label(x, 152, km, { size: 15, weight: 700, anchor: "middle" }) +
              label(x, 176, name, { size: 14, fill: "#64748b", anchor: "middle" }),
          )
          .join(""),
    ) +
    card(
      0,
      260,
      600,
      270,
      label(24, 38, "L/100 km, 6 mois", { size: 15, fill: "#64748b" }) +
        `<line x1="40" y1="130" x2="560" y2="130" stroke="#10b981" stroke-width="3" stroke-dasharray="10 8"/>` +
        lineChart(40, 70, 520, 160, [0.3, 0.34, 0.32, 0.45, 0.62, 0.78], "#0ea5e9"),
    ) +
    card(
      620,
      260,
      300,
      270,
      label(24, 44, "Consommation", { size: 15, fill: "#64748b" }) +
        label(24, 96, "9,1 L", { size: 36, weight: 700, fill: RED }) +
        label(24, 128, "+26 % en 2 mois", { size: 15, fill: RED }) +
        textBar(24, 170, 230) +
        textBar(24, 196, 180, "#e2e8f0"),
    ),
);

/** fleet-app on a phone: the live map and one vehicle's card. */
const fleetPhone = phone(
  "#0ea5e9",
  "Fleet",
  `<rect x="0" y="0" width="358" height="420" rx="14" fill="#e0f2fe"/>
   <path d="M0 120 C80 100 160 180 260 150 C310 135 340 100 358 104" stroke="#bae6fd" stroke-width="26" fill="none"/>
   <path d="M40 420 L110 250 L200 280 L280 90 L340 40" stroke="#ffffff" stroke-width="10" fill="none"/>
   <path d="M0 340 L170 310 L358 360" stroke="#ffffff" stroke-width="8" fill="none"/>
   ${[
     [110, 250],
     [200, 280],
     [280, 90],
     [150, 317],
     [300, 350],
   ]
     .map(
       ([x, y], i) =>
         `<circle cx="${x}" cy="${y}" r="${i === 1 ? 15 : 11}" fill="${i === 1 ? RED : "#0ea5e9"}" stroke="#ffffff" stroke-width="4"/>`,
     )
     .join("")}` +
    card(
      0,
      440,
      358,
      176,
      label(20, 40, "CD-456", { size: 22, weight: 700 }) +
        `<circle cx="40" cy="82" r="18" fill="#cbd5e1"/>` +
        textBar(70, 70, 140, "#94a3b8") +
        textBar(70, 90, 90, "#e2e8f0") +
        label(338, 40, "54 km/h", { size: 18, weight: 700, fill: "#0ea5e9", anchor: "end" }) +
        progress(20, 128, 318, 0.7, RED, 10) +
        label(20, 162, "Vidange dans 790 km", { size: 14, fill: "#64748b" }),
    ),
);

/** `content/images/case-studies/<name>.jpg`: the drawing and its width in pixels. */
export const caseStudyScreens = {
  "loi-cadre-programme": [loiCadreProgramme, DESKTOP_WIDTH],
  "loi-cadre-phone": [loiCadrePhone, PHONE_WIDTH],
  "expense-tracker-budgets": [expenseBudgets, DESKTOP_WIDTH],
  "expense-tracker-phone": [expensePhone, PHONE_WIDTH],
  "booking-app-conflict": [bookingConflict, DESKTOP_WIDTH],
  "booking-app-phone": [bookingPhone, PHONE_WIDTH],
  "fleet-app-vehicle": [fleetVehicle, DESKTOP_WIDTH],
  "fleet-app-phone": [fleetPhone, PHONE_WIDTH],
};
