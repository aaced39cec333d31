/**
 * The seed's artwork, made for Atrium (issue 16): a small deterministic generator of abstract SVG
 * illustrations in the agency's palette — a gradient ground, soft shapes placed by a generator
 * seeded with the item's name, a dot grid, and a line-drawn motif for the subject (a browser for
 * web development, hills and a sprout for agriculture, a cap and a book for schools…). The same
 * name always gives the same picture; seed-artwork.ts turns them into WebP in the image library.
 */

export type Motif =
  | "browser"
  | "search"
  | "megaphone"
  | "palette"
  | "cloud"
  | "phone"
  | "farm"
  | "school"
  | "dashboard"
  | "students"
  | "gear"
  | "transform"
  | "shop"
  | "devices"
  | "growth"
  | "conversation";

export type Artwork = { name: string; motif: Motif; width: number; height: number };

/** Pairs of ground colours: the site's blue, indigo and green, with a few neighbours for variety. */
const GROUNDS: [string, string][] = [
  ["#1e3a8a", "#2563eb"],
  ["#312e81", "#4f46e5"],
  ["#064e3b", "#10b981"],
  ["#1e40af", "#4f46e5"],
  ["#0f766e", "#2563eb"],
  ["#3730a3", "#0ea5e9"],
  ["#065f46", "#0d9488"],
  ["#1e293b", "#2563eb"],
];
const HIGHLIGHTS = ["#34d399", "#fbbf24", "#60a5fa", "#a5b4fc", "#f472b6", "#5eead4"];

/** A small seeded random generator (mulberry32 over a hash of the name). */
function randomOf(name: string): () => number {
  let seed = 2166136261;
  for (const ch of name) seed = Math.imul(seed ^ ch.charCodeAt(0), 16777619);
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const r1 = (n: number) => Math.round(n * 10) / 10;

/** Line drawings on a 600×600 stage: `s` is the stroke colour, `h` the highlight. */
const MOTIFS: Record<Motif, (h: string) => string> = {
  browser: (h) => `
    <rect x="40" y="90" width="520" height="400" rx="28" class="panel"/>
    <path d="M40 150h520" class="line"/>
    <circle cx="80" cy="120" r="9" fill="${h}"/><circle cx="110" cy="120" r="9" class="dot"/><circle cx="140" cy="120" r="9" class="dot"/>
    <rect x="80" y="190" width="250" height="26" rx="13" class="fill"/>
    <rect x="80" y="236" width="180" height="16" rx="8" class="soft"/>
    <rect x="80" y="300" width="140" height="150" rx="16" class="line"/>
    <rect x="240" y="300" width="140" height="150" rx="16" class="line"/>
    <rect x="400" y="190" width="120" height="260" rx="16" fill="${h}" opacity=".85"/>
    <path d="M200 560l-40-30 40-30M400 500l40 30-40 30M280 575l40-90" class="line"/>`,
  search: (h) => `
    <rect x="70" y="330" width="60" height="170" rx="12" class="soft"/>
    <rect x="160" y="270" width="60" height="230" rx="12" class="soft"/>
    <rect x="250" y="200" width="60" height="300" rx="12" class="fill"/>
    <rect x="340" y="120" width="60" height="380" rx="12" fill="${h}"/>
    <path d="M60 540h480" class="line"/>
    <circle cx="400" cy="250" r="110" class="panel"/>
    <circle cx="400" cy="250" r="110" class="line"/>
    <path d="M478 328l80 80" class="line thick"/>
    <path d="M350 250h100M400 200v100" class="line"/>`,
  megaphone: (h) => `
    <path d="M90 250h90l230-120v340L180 350H90z" class="panel"/>
    <path d="M90 250h90l230-120v340L180 350H90z" class="line"/>
    <path d="M130 350l30 130h60l-20-130" class="line"/>
    <path d="M460 220q50 80 0 160M500 170q90 130 0 260" class="line"/>
    <circle cx="520" cy="110" r="22" fill="${h}"/><circle cx="560" cy="470" r="14" class="fill"/>
    <path d="M60 540c120-60 200 0 300-40s160-60 200-40" class="line" stroke-dasharray="4 18"/>`,
  palette: (h) => `
    <rect x="60" y="110" width="150" height="380" rx="24" class="panel"/>
    <rect x="80" y="130" width="110" height="80" rx="14" fill="${h}"/>
    <rect x="80" y="225" width="110" height="80" rx="14" class="fill"/>
    <rect x="80" y="320" width="110" height="80" rx="14" class="soft"/>
    <circle cx="380" cy="220" r="110" class="line"/>
    <path d="M300 470l80-140 80 140z" class="panel"/><path d="M300 470l80-140 80 140z" class="line"/>
    <rect x="440" y="340" width="110" height="110" rx="18" fill="${h}" opacity=".7"/>
    <path d="M250 540q120-90 300-40" class="line"/>`,
  cloud: (h) => `
    <path d="M150 330a90 90 0 0 1 40-175 130 130 0 0 1 240 20 80 80 0 0 1 20 155z" class="panel"/>
    <path d="M150 330a90 90 0 0 1 40-175 130 130 0 0 1 240 20 80 80 0 0 1 20 155z" class="line"/>
    <path d="M200 330v90M300 330v150M400 330v90M200 420h-80M400 420h80" class="line"/>
    <circle cx="120" cy="420" r="22" fill="${h}"/><circle cx="300" cy="500" r="26" class="fill"/>
    <circle cx="480" cy="420" r="22" class="fill"/>
    <rect x="250" y="220" width="100" height="16" rx="8" class="soft"/><rect x="230" y="250" width="140" height="16" rx="8" class="soft"/>`,
  phone: (h) => `
    <rect x="170" y="50" width="260" height="500" rx="40" class="panel"/>
    <rect x="170" y="50" width="260" height="500" rx="40" class="line"/>
    <rect x="260" y="75" width="80" height="12" rx="6" class="soft"/>
    <rect x="200" y="120" width="200" height="120" rx="18" fill="${h}" opacity=".9"/>
    <rect x="200" y="260" width="200" height="60" rx="14" class="fill"/>
    <rect x="200" y="335" width="200" height="60" rx="14" class="soft"/>
    <rect x="200" y="410" width="95" height="95" rx="14" class="soft"/><rect x="305" y="410" width="95" height="95" rx="14" class="soft"/>
    <circle cx="500" cy="160" r="40" class="line"/><circle cx="95" cy="420" r="28" class="fill"/>`,
  farm: (h) => `
    <clipPath id="land"><circle cx="300" cy="300" r="260"/></clipPath>
    <circle cx="300" cy="300" r="260" class="panel"/>
    <circle cx="410" cy="170" r="56" fill="${h}"/>
    <g clip-path="url(#land)">
      <path d="M0 400q150-110 300-40t300-40v300H0z" class="soft"/>
      <path d="M20 470q140-60 280-15M40 520q150-50 300-5M330 440q120-55 250-45" class="line" opacity=".7"/>
    </g>
    <circle cx="300" cy="300" r="260" class="line"/>
    <path d="M250 370V250" class="line thick"/>
    <path d="M250 300c-70 0-100-50-100-90 60 0 100 30 100 90zM250 270c0-60 40-100 110-100 0 50-40 100-110 100z" class="fill"/>`,
  school: (h) => `
    <path d="M300 90l240 100-240 100L60 190z" class="panel"/><path d="M300 90l240 100-240 100L60 190z" class="line"/>
    <path d="M160 235v90c80 50 200 50 280 0v-90" class="line"/>
    <path d="M540 190v120" class="line"/><circle cx="540" cy="325" r="16" fill="${h}"/>
    <path d="M110 430q95-40 190 0 95-40 190 0v110q-95-40-190 0-95-40-190 0z" class="panel"/>
    <path d="M110 430q95-40 190 0 95-40 190 0v110q-95-40-190 0-95-40-190 0zM300 430v110" class="line"/>`,
  dashboard: (h) => `
    <rect x="40" y="80" width="520" height="440" rx="28" class="panel"/>
    <circle cx="190" cy="240" r="90" class="soft"/>
    <path d="M190 240V150a90 90 0 0 1 85 120z" fill="${h}"/>
    <rect x="330" y="160" width="190" height="20" rx="10" class="fill"/><rect x="330" y="200" width="140" height="20" rx="10" class="soft"/>
    <rect x="330" y="240" width="170" height="20" rx="10" class="soft"/>
    <path d="M80 460l90-60 80 30 100-90 80 40 90-70" class="line"/>
    <circle cx="350" cy="340" r="12" fill="${h}"/>`,
  students: (h) => `
    <circle cx="170" cy="220" r="55" class="panel"/><circle cx="170" cy="220" r="55" class="line"/>
    <circle cx="430" cy="220" r="55" class="panel"/><circle cx="430" cy="220" r="55" class="line"/>
    <path d="M80 420a90 90 0 0 1 180 0M340 420a90 90 0 0 1 180 0" class="line"/>
    <circle cx="300" cy="130" r="40" fill="${h}"/>
    <path d="M285 175h30v25h-30zM300 40v25M240 80l18 18M360 80l-18 18" class="line"/>
    <rect x="80" y="460" width="440" height="70" rx="20" class="soft"/>`,
  gear: (h) => `
    <g transform="translate(250 290)">
      <path d="${gearPath(150, 115, 10)}" class="panel"/><path d="${gearPath(150, 115, 10)}" class="line"/>
      <circle r="50" class="line"/><circle r="18" fill="${h}"/>
    </g>
    <g transform="translate(470 150)">
      <path d="${gearPath(75, 58, 8)}" class="fill"/><circle r="22" class="line"/>
    </g>
    <g transform="translate(480 450)">
      <path d="${gearPath(60, 46, 7)}" fill="${h}"/><circle r="18" class="line"/>
    </g>`,
  transform: (h) => `
    <rect x="60" y="120" width="110" height="110" rx="12" class="soft"/>
    <rect x="60" y="260" width="110" height="110" rx="12" class="soft"/>
    <rect x="60" y="400" width="110" height="110" rx="12" class="soft"/>
    <path d="M200 175c100 0 100 140 200 140M200 315h200M200 455c100 0 100-140 200-140" class="line"/>
    <circle cx="480" cy="315" r="90" fill="${h}" opacity=".9"/>
    <circle cx="480" cy="315" r="130" class="line" stroke-dasharray="6 16"/>
    <path d="M450 315l20 20 40-45" class="line thick" stroke="#0f172a"/>`,
  shop: (h) => `
    <path d="M140 200h320l30 330H110z" class="panel"/><path d="M140 200h320l30 330H110z" class="line"/>
    <path d="M220 250v-60a80 80 0 0 1 160 0v60" class="line"/>
    <rect x="200" y="330" width="200" height="22" rx="11" class="fill"/><rect x="240" y="370" width="120" height="16" rx="8" class="soft"/>
    <circle cx="520" cy="140" r="50" fill="${h}"/><path d="M500 140l14 14 26-30" class="line" stroke="#0f172a"/>
    <path d="M40 300h60M20 360h80M50 420h50" class="line"/>`,
  devices: (h) => `
    <rect x="60" y="110" width="400" height="260" rx="20" class="panel"/>
    <rect x="60" y="110" width="400" height="260" rx="20" class="line"/>
    <path d="M20 400h480l-30 40H50z" class="fill"/>
    <rect x="100" y="150" width="170" height="22" rx="11" fill="${h}"/>
    <rect x="100" y="190" width="240" height="14" rx="7" class="soft"/><rect x="100" y="215" width="200" height="14" rx="7" class="soft"/>
    <rect x="100" y="260" width="110" height="70" rx="12" class="soft"/><rect x="225" y="260" width="110" height="70" rx="12" class="soft"/>
    <rect x="420" y="230" width="140" height="270" rx="24" class="panel"/>
    <rect x="420" y="230" width="140" height="270" rx="24" class="line"/>
    <rect x="440" y="270" width="100" height="70" rx="12" fill="${h}" opacity=".8"/>
    <rect x="440" y="355" width="100" height="14" rx="7" class="soft"/><rect x="440" y="380" width="70" height="14" rx="7" class="soft"/>`,
  growth: (h) => `
    <path d="M60 540h500M60 540V80" class="line"/>
    <path d="M60 480l110-80 90 40 120-150 160-130" class="line thick"/>
    <path d="M60 480l110-80 90 40 120-150 160-130V540H60z" class="panel"/>
    <circle cx="170" cy="400" r="14" class="fill"/><circle cx="260" cy="440" r="14" class="fill"/>
    <circle cx="380" cy="290" r="14" class="fill"/><circle cx="540" cy="160" r="24" fill="${h}"/>
    <path d="M480 130l60 30-10-65" class="line"/>`,
  conversation: (h) => `
    <path d="M60 120h300a30 30 0 0 1 30 30v150a30 30 0 0 1-30 30H160l-70 60v-60H60a30 30 0 0 1-30-30V150a30 30 0 0 1 30-30z" class="panel"/>
    <path d="M60 120h300a30 30 0 0 1 30 30v150a30 30 0 0 1-30 30H160l-70 60v-60H60a30 30 0 0 1-30-30V150a30 30 0 0 1 30-30z" class="line"/>
    <rect x="80" y="170" width="220" height="20" rx="10" class="fill"/><rect x="80" y="210" width="160" height="20" rx="10" class="soft"/>
    <rect x="80" y="250" width="190" height="20" rx="10" class="soft"/>
    <path d="M250 330h290a30 30 0 0 1 30 30v110a30 30 0 0 1-30 30h-40v60l-70-60H250a30 30 0 0 1-30-30V360a30 30 0 0 1 30-30z" fill="${h}" opacity=".9"/>
    <circle cx="320" cy="415" r="14" fill="#0f172a" opacity=".6"/><circle cx="395" cy="415" r="14" fill="#0f172a" opacity=".6"/>
    <circle cx="470" cy="415" r="14" fill="#0f172a" opacity=".6"/>`,
};

/** A cog's outline: `teeth` teeth between radius `outer` and `inner`. */
function gearPath(outer: number, inner: number, teeth: number): string {
  const points: string[] = [];
  for (let i = 0; i < teeth * 4; i++) {
    const angle = (i / (teeth * 4)) * Math.PI * 2;
    const radius = i % 4 < 2 ? outer : inner;
    points.push(`${r1(Math.cos(angle) * radius)} ${r1(Math.sin(angle) * radius)}`);
  }
  return `M${points.join("L")}z`;
}

/** The SVG of one illustration: the same `name` always draws the same picture. */
export function drawArtwork({ name, motif, width, height }: Artwork): string {
  const random = randomOf(name);
  const [dark, light] = pick(random, GROUNDS);
  const highlight = pick(random, HIGHLIGHTS);
  const blobs = Array.from({ length: 4 }, (_, i) => {
    const r = r1(height * (0.25 + random() * 0.35));
    const fill = i % 2 ? light : highlight;
    return `<circle cx="${r1(random() * width)}" cy="${r1(random() * height)}" r="${r}" fill="${fill}" opacity="${r1(0.12 + random() * 0.14)}"/>`;
  }).join("");
  const rings = Array.from({ length: 3 }, (_, i) => {
    const r = r1(height * (0.3 + i * 0.16));
    return `<circle cx="${r1(width * 0.7)}" cy="${r1(height * 0.5)}" r="${r}" fill="none" stroke="#fff" stroke-opacity="${0.1 - i * 0.025}" stroke-width="2"/>`;
  }).join("");
  // A patch of dots in a corner: texture without a full-size pattern (quick to rasterise).
  const dotsTop = height * (random() < 0.5 ? 0.1 : 0.62);
  const dots = Array.from({ length: 48 }, (_, i) => {
    const cx = r1(width * 0.06 + (i % 8) * 32);
    const cy = r1(dotsTop + Math.floor(i / 8) * 32);
    return `<circle cx="${cx}" cy="${cy}" r="2.5" fill="#fff" fill-opacity=".22"/>`;
  }).join("");
  // The motif sits right of centre (the left side stays calm for a headline), as large as fits.
  const scale = r1((height * 0.72) / 600) || 1;
  const x = r1(width * 0.7 - 300 * scale);
  const y = r1((height - 600 * scale) / 2);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="ground" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/>
    </linearGradient>
    <radialGradient id="glow" cx=".7" cy=".45" r=".6"><stop offset="0" stop-color="#fff" stop-opacity=".18"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
    <style>
      .line{fill:none;stroke:#fff;stroke-width:8;stroke-linecap:round;stroke-linejoin:round;stroke-opacity:.92}
      .thick{stroke-width:16}
      .panel{fill:#fff;fill-opacity:.14}
      .fill{fill:#fff;fill-opacity:.85}
      .soft{fill:#fff;fill-opacity:.32}
      .dot{fill:#fff;fill-opacity:.5}
    </style>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#ground)"/>
  ${blobs}${dots}${rings}
  <rect width="${width}" height="${height}" fill="url(#glow)"/>
  <g transform="translate(${x} ${y}) scale(${scale})">${MOTIFS[motif](highlight)}</g>
</svg>`;
}
