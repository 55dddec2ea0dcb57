/**
 * French names for the parts of the Jewish calendar the Shabbos times show. @hebcal/core ships
 * English (Sephardi transliteration), Ashkenazi and Hebrew only; @hebcal/locales' French uses
 * underlined letters (H̲) that many fonts render badly, so we keep a small map in the
 * transliteration French-speaking communities (and fr.chabad.org) use: Béréchit, Noa'h, Pessa'h.
 * Anything not listed falls back to hebcal's English name.
 */

const PARSHIYOT: Record<string, string> = {
  Bereshit: 'Béréchit',
  Noach: "Noa'h",
  'Lech-Lecha': 'Lekh Lekha',
  Vayera: 'Vayéra',
  'Chayei Sara': "'Hayé Sarah",
  Toldot: 'Toledot',
  Vayetzei: 'Vayétsé',
  Vayishlach: "Vayichla'h",
  Vayeshev: 'Vayéchev',
  Miketz: 'Mikets',
  Vayigash: 'Vayigach',
  Vayechi: "Vayé'hi",
  Shemot: 'Chemot',
  Vaera: 'Vaéra',
  Bo: 'Bo',
  Beshalach: "Bechala'h",
  Yitro: 'Yitro',
  Mishpatim: 'Michpatim',
  Terumah: 'Terouma',
  Tetzaveh: 'Tetsavé',
  'Ki Tisa': 'Ki Tissa',
  Vayakhel: 'Vayakhel',
  Pekudei: 'Pekoudé',
  Vayikra: 'Vayikra',
  Tzav: 'Tsav',
  Shmini: 'Chemini',
  Tazria: 'Tazria',
  Metzora: 'Metsora',
  'Achrei Mot': "A'haré Mot",
  Kedoshim: 'Kedochim',
  Emor: 'Emor',
  Behar: 'Behar',
  Bechukotai: "Be'houkotaï",
  Bamidbar: 'Bamidbar',
  Nasso: 'Nasso',
  "Beha'alotcha": "Beha'alotekha",
  "Sh'lach": "Chela'h",
  Korach: "Kora'h",
  Chukat: "'Houkat",
  Balak: 'Balak',
  Pinchas: "Pin'has",
  Matot: 'Matot',
  Masei: 'Massé',
  Devarim: 'Devarim',
  Vaetchanan: "Vaet'hanan",
  Eikev: 'Ekev',
  "Re'eh": 'Reé',
  Shoftim: 'Choftim',
  'Ki Teitzei': 'Ki Tétsé',
  'Ki Tavo': 'Ki Tavo',
  Nitzavim: 'Nitsavim',
  Vayeilech: 'Vayélekh',
  "Ha'azinu": 'Haazinou',
  'Vezot Haberakhah': 'Vezot Haberakha',
};

const MONTHS: Record<string, string> = {
  Nisan: 'Nissan',
  Iyyar: 'Iyar',
  Sivan: 'Sivan',
  Tamuz: 'Tamouz',
  Av: 'Av',
  Elul: 'Eloul',
  Tishrei: 'Tichri',
  Cheshvan: "'Hechvan",
  Kislev: 'Kislev',
  Tevet: 'Tévet',
  "Sh'vat": 'Chevat',
  Adar: 'Adar',
  'Adar I': 'Adar I',
  'Adar II': 'Adar II',
};

const HOLIDAYS: Record<string, string> = {
  'Shabbat Shirah': 'Chabbat Chira',
  'Shabbat Shekalim': 'Chabbat Chekalim',
  'Shabbat Zachor': 'Chabbat Zakhor',
  'Shabbat Parah': 'Chabbat Para',
  'Shabbat HaChodesh': "Chabbat Ha'hodech",
  'Shabbat HaGadol': 'Chabbat Hagadol',
  'Shabbat Chazon': "Chabbat 'Hazon",
  'Shabbat Nachamu': "Chabbat Na'hamou",
  'Shabbat Shuva': 'Chabbat Chouva',
  'Yom Kippur': 'Yom Kippour',
  'Shmini Atzeret': 'Chemini Atséret',
  'Simchat Torah': "Sim'hat Torah",
  'Leil Selichot': "Premier soir des Seli'hot",
  'Shushan Purim': 'Chouchan Pourim',
  'Shushan Purim Katan': 'Chouchan Pourim Katan',
  'Erev Purim': 'Veille de Pourim',
  'Erev Pesach': "Veille de Pessa'h",
  'Erev Shavuot': 'Veille de Chavouot',
  "Erev Tish'a B'Av": "Veille de Tich'a Beav",
  "Tu B'Av": 'Tou Beav',
  'Tu BiShvat': 'Tou Bichvat',
  'Chag HaBanot': "'Hag Habanot",
  'Chanukah: 1 Candle': "'Hanouka : 1 bougie",
  'Chanukah: 8th Day': "'Hanouka : 8e jour",
};

/** Holiday names made of a base name and a part (day number, month, year). */
const HOLIDAY_PATTERNS: readonly [RegExp, (...parts: string[]) => string][] = [
  [/^Chanukah: (\d) Candles$/, (n) => `'Hanouka : ${n} bougies`],
  [/^Pesach ([IVX]+) \(CH''M\)$/, (n) => `Pessa'h ${n} ('Hol Hamoèd)`],
  [/^Pesach ([IVX]+)$/, (n) => `Pessa'h ${n}`],
  [/^Sukkot ([IVX]+) \(CH''M\)$/, (n) => `Souccot ${n} ('Hol Hamoèd)`],
  [/^Sukkot ([IVX]+)$/, (n) => `Souccot ${n}`],
  [/^Shavuot ([IVX]+)$/, (n) => `Chavouot ${n}`],
  [/^Rosh Hashana (\d+)$/, (year) => `Roch Hachana ${year}`],
  [/^Rosh Hashana II$/, () => 'Roch Hachana II'],
  [/^Rosh Chodesh (.+)$/, (month = '') => `Roch 'Hodech ${frenchMonth(month)}`],
];

export function frenchParsha(parts: readonly string[]): string {
  return parts.map((part) => PARSHIYOT[part] ?? part).join('-');
}

export function frenchMonth(month: string): string {
  return MONTHS[month] ?? month;
}

/** `fallback` is hebcal's English rendering, used for names this map does not know. */
export function frenchHoliday(desc: string, fallback: string): string {
  const exact = HOLIDAYS[desc];
  if (exact) return exact;
  for (const [pattern, render] of HOLIDAY_PATTERNS) {
    const match = pattern.exec(desc);
    if (match) return render(...match.slice(1));
  }
  return fallback;
}
