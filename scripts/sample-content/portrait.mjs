/** An illustrated head-and-shoulders portrait of the placeholder owner, 800x800. */
export const portraitSvg = () => `
<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#6366f1"/><stop offset="1" stop-color="#0ea5e9"/>
    </linearGradient>
    <linearGradient id="coat" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#1e293b"/><stop offset="1" stop-color="#0f172a"/>
    </linearGradient>
  </defs>
  <rect width="800" height="800" fill="url(#bg)"/>
  <circle cx="640" cy="150" r="180" fill="#ffffff" opacity="0.08"/>
  <circle cx="120" cy="700" r="220" fill="#ffffff" opacity="0.06"/>
  <!-- hair, back -->
  <path d="M250 360 C230 190 330 130 410 130 C520 130 580 210 565 360 C575 470 560 560 540 600 L270 600 C245 540 240 460 250 360 Z" fill="#3b2416"/>
  <!-- neck -->
  <path d="M355 470 L445 470 L452 580 L348 580 Z" fill="#d9a07a"/>
  <!-- shoulders -->
  <path d="M150 800 C160 650 250 585 350 565 L400 610 L450 565 C550 585 640 650 650 800 Z" fill="url(#coat)"/>
  <path d="M350 565 L400 640 L450 565 L430 560 L400 600 L370 560 Z" fill="#f8fafc"/>
  <!-- face -->
  <ellipse cx="400" cy="360" rx="120" ry="145" fill="#e8b48f"/>
  <ellipse cx="282" cy="375" rx="18" ry="28" fill="#d9a07a"/>
  <ellipse cx="518" cy="375" rx="18" ry="28" fill="#d9a07a"/>
  <!-- fringe -->
  <path d="M275 330 C280 220 350 190 420 195 C490 200 535 250 528 330 C500 270 450 250 400 262 C350 272 310 300 275 330 Z" fill="#3b2416"/>
  <!-- eyes, brows, smile -->
  <ellipse cx="355" cy="372" rx="11" ry="13" fill="#1f2937"/>
  <ellipse cx="445" cy="372" rx="11" ry="13" fill="#1f2937"/>
  <path d="M330 340 Q355 328 380 338" stroke="#3b2416" stroke-width="7" fill="none" stroke-linecap="round"/>
  <path d="M420 338 Q445 328 470 340" stroke="#3b2416" stroke-width="7" fill="none" stroke-linecap="round"/>
  <path d="M400 385 Q392 415 404 420" stroke="#c88a66" stroke-width="5" fill="none" stroke-linecap="round"/>
  <path d="M360 445 Q400 475 440 445" stroke="#9f4d3b" stroke-width="8" fill="none" stroke-linecap="round"/>
  <circle cx="335" cy="420" r="18" fill="#f08a7a" opacity="0.25"/>
  <circle cx="465" cy="420" r="18" fill="#f08a7a" opacity="0.25"/>
  <!-- glasses -->
  <g fill="none" stroke="#0f172a" stroke-width="6">
    <rect x="315" y="345" width="78" height="58" rx="18"/>
    <rect x="407" y="345" width="78" height="58" rx="18"/>
    <path d="M393 370 L407 370"/>
  </g>
</svg>`;
