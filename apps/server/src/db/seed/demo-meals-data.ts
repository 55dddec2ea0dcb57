import type {
  AccessibilityFeature,
  DietaryOption,
  KosherStandard,
  MealType,
  TableLanguage,
} from '@orchim/shared';
import type { DEMO_STAY_HOSTS, DemoPerson, DemoReview } from './demo-stays-data';

/**
 * The demo Shabbos and Yom Tov meals of Crown Heights (issue 5): twelve offers, each from a different
 * family, with the text in English (the original), French and Hebrew, and reviews by the visitors of
 * DEMO_STAY_GUESTS. Five families also host stays (DEMO_STAY_HOSTS); the other seven are in
 * DEMO_MEAL_HOSTS. Addresses are plausible, not real homes; coordinates sit on the named street.
 */

/** The drawings in apps/web/public/images/meals, 1200×800 each. */
export const MEAL_ILLUSTRATIONS = [
  'shabbos-table',
  'challah',
  'candles',
  'family-dining',
  'kiddush-cup',
  'soup',
  'sukkah-meal',
  'cholent',
  'garden-table',
  'kitchen-prep',
] as const;
export type MealIllustration = (typeof MEAL_ILLUSTRATIONS)[number];

/**
 * Neighbourhood families who host meals but no stay. No key may repeat one of DEMO_STAY_HOSTS, so a
 * meal's host key names one family only.
 */
export const DEMO_MEAL_HOSTS = {
  elbaz: { email: 'haya.elbaz@example.com', fullName: 'Haya Elbaz', phone: '+1 347 555 0119' },
  peretz: { email: 'nechama.peretz@example.com', fullName: 'Nechama Peretz', phone: '+1 718 555 0125' },
  kogan: { email: 'esther.kogan@example.com', fullName: 'Esther Kogan', phone: '+1 347 555 0137' },
  brod: { email: 'mottel.brod@example.com', fullName: 'Mottel Brod', phone: '+1 718 555 0141' },
  rabinovich: {
    email: 'sheina.rabinovich@example.com',
    fullName: 'Sheina Rabinovich',
    phone: '+1 347 555 0156',
  },
  kessler: { email: 'mendel.kessler@example.com', fullName: 'Mendel Kessler', phone: '+1 718 555 0168' },
  greenbaum: {
    email: 'rochel.greenbaum@example.com',
    fullName: 'Rochel Greenbaum',
    phone: '+1 347 555 0192',
  },
} as const satisfies Record<string, DemoPerson> & Partial<Record<keyof typeof DEMO_STAY_HOSTS, never>>;

/**
 * The family who offers a meal: a key of DEMO_STAY_HOSTS or of DEMO_MEAL_HOSTS. Every meal is kosher,
 * so the one stay host whose kitchen is not (thompson) cannot offer one.
 */
export type DemoMealHostKey =
  Exclude<keyof typeof DEMO_STAY_HOSTS, 'thompson'> | keyof typeof DEMO_MEAL_HOSTS;

/** The texts of a meal offer, in one language. */
export interface DemoMealText {
  title: string;
  /** The street or part of Crown Heights; the exact address is given only in the booking confirmation. */
  area: string;
  /** Who the family is and how their table feels. */
  familyDescription: string;
  /** What the meal is like. */
  description: string;
}

/** A meal offer by one family; its English texts are the original, `translations` holds the others. */
export interface DemoMeal extends DemoMealText {
  /** Stable name, for planning bookings; not stored. */
  key: string;
  host: DemoMealHostKey;
  address: string;
  latitude: number;
  longitude: number;
  mealTypes: [MealType, ...MealType[]];
  /** US cents per guest; 0 when the family hosts for free. */
  pricePerGuestCents: number;
  seatsPerMeal: number;
  /** Every meal is kosher. */
  kosherStandard: KosherStandard;
  dietaryOptions: DietaryOption[];
  tableLanguages: [TableLanguage, ...TableLanguage[]];
  childrenWelcome: boolean;
  accessibility: AccessibilityFeature[];
  /**
   * Shabbos dates (the Saturday, YYYY-MM-DD) when the family is away; the Friday-night dinner that
   * begins that Shabbos is closed too.
   */
  closedDates: string[];
  /** Two or three, cover first. */
  illustrations: [MealIllustration, MealIllustration, MealIllustration?];
  translations: Record<'fr' | 'he', DemoMealText>;
  /** By DEMO_STAY_GUESTS, each in the visitor's own language. */
  reviews: DemoReview[];
}

export const DEMO_MEALS: readonly DemoMeal[] = [
  // ---- Mushka Gurary (DEMO_STAY_HOSTS) ---------------------------------------------------------------
  {
    key: 'gurary-sterling-place',
    host: 'gurary',
    title: 'Friday night and Shabbos lunch with the Gurarys',
    area: 'Sterling Place',
    familyDescription:
      'Mushka and Yossi Gurary have lived on Sterling Place for twenty years and raised six children here; the older girls are home from seminary most weekends and run the children’s end of the table. Yossi teaches Gemara at a yeshiva in the neighbourhood, Mushka rents out a few apartments to visitors, and there is rarely a Shabbos without guests. The house is loud in the best way.',
    description:
      'Friday night starts with Kiddush around a long table, the family and up to eight guests, then Mushka’s challah, gefilte fish with beet chrain, chicken soup and a roast. Yossi says a short dvar Torah from the Rebbe’s sichos on the parsha, and the children ask the questions they prepared at school. Lunch is cholent, potato kugel and salads, with plenty of singing between courses; it ends in time for the afternoon shiurim at 770.',
    address: '1205 Sterling Place, Brooklyn, NY 11213',
    latitude: 40.67245,
    longitude: -73.942,
    mealTypes: ['friday_night', 'shabbos_lunch'],
    pricePerGuestCents: 36_00,
    seatsPerMeal: 8,
    kosherStandard: 'chabad',
    dietaryOptions: ['nut_free', 'childrens_menu'],
    tableLanguages: ['en', 'he'],
    childrenWelcome: true,
    accessibility: [],
    closedDates: ['2027-07-17', '2027-08-14'],
    illustrations: ['shabbos-table', 'challah', 'candles'],
    translations: {
      fr: {
        title: 'Vendredi soir et déjeuner de Chabbat chez les Gurary',
        area: 'Sterling Place',
        familyDescription:
          'Mushka et Yossi Gurary habitent Sterling Place depuis vingt ans et y ont élevé leurs six enfants ; les grandes filles rentrent du séminaire presque tous les week-ends et s’occupent du bout de table des enfants. Yossi enseigne la Guemara dans une yéchiva du quartier, Mushka loue quelques appartements aux visiteurs, et il se passe rarement un Chabbat sans invités. La maison est bruyante, dans le meilleur sens du terme.',
        description:
          'Le vendredi soir commence par le Kiddouch autour d’une longue table, la famille et jusqu’à huit invités, puis viennent la ’hala de Mushka, le gefilte fish au raifort à la betterave, le bouillon de poule et un rôti. Yossi dit une courte parole de Torah tirée des si’hot du Rabbi sur la paracha, et les enfants posent les questions qu’ils ont préparées à l’école. Le midi, tcholent, kugel de pommes de terre et salades, avec beaucoup de chants entre les plats ; on termine à temps pour les cours de l’après-midi au 770.',
      },
      he: {
        title: 'ליל שבת וסעודת שבת בצהריים אצל משפחת גורארי',
        area: 'סטרלינג פלייס',
        familyDescription:
          'מושקא ויוסי גורארי גרים בסטרלינג פלייס כבר עשרים שנה, ושם גידלו את ששת ילדיהם; הבנות הגדולות חוזרות מהסמינר כמעט בכל סוף שבוע ואחראיות על קצה השולחן של הילדים. יוסי מלמד גמרא בישיבה בשכונה, מושקא משכירה כמה דירות למבקרים, וכמעט אין אצלם שבת בלי אורחים. הבית רועש – במובן הטוב ביותר.',
        description:
          'ליל שבת נפתח בקידוש סביב שולחן ארוך, המשפחה ועד שמונה אורחים, ואחריו החלה של מושקא, גפילטע פיש עם חריין סלק, מרק עוף וצלי. יוסי אומר דבר תורה קצר מתוך שיחות הרבי על הפרשה, והילדים שואלים את השאלות שהכינו בבית הספר. בצהריים יש טשולנט, קוגל תפוחי אדמה וסלטים, והרבה ניגונים בין המנות; מסיימים בזמן לשיעורים של אחר הצהריים ב־770.',
      },
    },
    reviews: [
      {
        by: 'devorah',
        rating: 5,
        text: 'We were eleven at the table, half of them visitors, and Mushka still made each of us feel like the only guest. The kids didn’t want to leave.',
      },
      {
        by: 'shira',
        rating: 5,
        text: 'שבת מושלמת. אוכל ביתי מעולה, דבר תורה קצר ומעניין והמון ניגונים. הבנות של מושקא העסיקו את הילדים שלנו כל הערב.',
      },
      {
        by: 'dovid',
        rating: 4,
        text: 'Excellent food and a lovely family. It gets noisy, so it’s not for anyone hoping for a quiet meal.',
      },
    ],
  },

  // ---- Dina Kaplan (DEMO_STAY_HOSTS) -----------------------------------------------------------------
  {
    key: 'kaplan-sterling-street',
    host: 'kaplan',
    title: 'A quiet Friday night for a few guests on Sterling Street',
    area: 'Sterling Street',
    familyDescription:
      'Dina and Ari Kaplan are a young couple with two little boys, living upstairs from the apartment they rent to visitors south of Empire Boulevard. Dina is a nurse at a Brooklyn hospital and Ari works in IT; they grew up far from Crown Heights, she in Minneapolis and he in Leeds, and remember what it was like to arrive knowing no one. Their table is small on purpose: four guests at most, so everyone actually talks.',
    description:
      'A simple, unhurried Friday night: Kiddush, Dina’s whole-wheat challah, salads, chicken soup and a main course that changes every week, often a vegetarian one. Ari shares a thought on the parsha, and then the conversation goes wherever the guests take it. In summer, when Shabbos ends late, Seudah Shlishit is herring, crackers and an hour of slow niggunim as the light fades. It suits couples, women travelling alone and first-time visitors.',
    address: '262 Sterling Street, Brooklyn, NY 11225',
    latitude: 40.66115,
    longitude: -73.9487,
    mealTypes: ['friday_night', 'seudah_shlishit'],
    pricePerGuestCents: 24_00,
    seatsPerMeal: 4,
    kosherStandard: 'chabad',
    dietaryOptions: ['vegetarian'],
    tableLanguages: ['en'],
    childrenWelcome: true,
    accessibility: [],
    closedDates: ['2027-03-13'],
    illustrations: ['candles', 'challah'],
    translations: {
      fr: {
        title: 'Un vendredi soir tranquille, pour quelques invités, sur Sterling Street',
        area: 'Sterling Street',
        familyDescription:
          'Dina et Ari Kaplan forment un jeune couple avec deux petits garçons ; ils habitent au-dessus de l’appartement qu’ils louent aux visiteurs, au sud d’Empire Boulevard. Dina est infirmière dans un hôpital de Brooklyn et Ari travaille dans l’informatique ; ils ont grandi loin de Crown Heights, elle à Minneapolis, lui à Leeds, et se souviennent de ce que c’est d’arriver sans connaître personne. Leur table est petite exprès : quatre invités au plus, pour que chacun puisse vraiment parler.',
        description:
          'Un vendredi soir simple et sans hâte : Kiddouch, la ’hala complète de Dina, des salades, un bouillon de poule et un plat principal qui change chaque semaine, souvent végétarien. Ari partage une pensée sur la paracha, puis la conversation va où les invités l’emmènent. L’été, quand Chabbat se termine tard, la Séouda Chlichit, c’est du hareng, des crackers et une heure de niguounim lents pendant que le jour tombe. Idéal pour les couples, les femmes qui voyagent seules et ceux qui viennent pour la première fois.',
      },
      he: {
        title: 'ליל שבת שקט לאורחים מעטים ברחוב סטרלינג',
        area: 'רחוב סטרלינג',
        familyDescription:
          'דינה וארי קפלן הם זוג צעיר עם שני בנים קטנים, שגרים מעל הדירה שהם משכירים למבקרים, מדרום לשדרות אמפייר. דינה אחות בבית חולים בברוקלין וארי עובד בהייטק; שניהם גדלו רחוק מקראון הייטס – היא במיניאפוליס, הוא בלידס – וזוכרים איך זה להגיע בלי להכיר אף אחד. השולחן שלהם קטן בכוונה: עד ארבעה אורחים, כדי שכולם באמת ידברו.',
        description:
          'ליל שבת פשוט ונינוח: קידוש, חלת הקמח המלא של דינה, סלטים, מרק עוף ומנה עיקרית שמתחלפת כל שבוע, ולעתים קרובות צמחונית. ארי אומר רעיון על הפרשה, ומשם השיחה הולכת לאן שהאורחים לוקחים אותה. בקיץ, כשהשבת יוצאת מאוחר, הסעודה השלישית היא הרינג, קרקרים ושעה של ניגונים איטיים בזמן שהאור דועך. מתאים לזוגות, לנשים שמטיילות לבד ולמי שמגיע בפעם הראשונה.',
      },
    },
    reviews: [
      {
        by: 'leah',
        rating: 5,
        text: 'Just us and one other couple, which was exactly what I needed on my first Shabbos in Crown Heights. Dina and Ari are lovely.',
      },
    ],
  },

  // ---- Fraidy Shusterman (DEMO_STAY_HOSTS) -----------------------------------------------------------
  {
    key: 'shusterman-st-johns',
    host: 'shusterman',
    title: 'Shabbos and Yom Tov at the Shustermans’ long table',
    area: 'St Johns Place',
    familyDescription:
      'Fraidy and Zalman Shusterman have eight children, a growing number of grandchildren and a dining room that seems to get bigger every Yom Tov. Fraidy caters simchas for half the neighbourhood, so food is a serious matter here; Zalman, a retired accountant, is in charge of the wine and the stories. The house is one block from Eastern Parkway, four minutes from 770.',
    description:
      'Meals are long and generous: Kiddush over Zalman’s silver becher, fresh challah, three kinds of fish, soup, two mains and a dessert table. Between courses the grandchildren sing the niggunim they learned in camp, and a guest is always asked for a dvar Torah. On Sukkos the meals move to the sukkah in the garden, and on Shavuos lunch is dairy, with Fraidy’s cheesecake. Everything is mehadrin, and guests who eat gluten-free get their own challah.',
    address: '1218 St Johns Place, Brooklyn, NY 11213',
    latitude: 40.67152,
    longitude: -73.9429,
    mealTypes: ['friday_night', 'shabbos_lunch', 'yom_tov_night', 'yom_tov_lunch'],
    pricePerGuestCents: 65_00,
    seatsPerMeal: 14,
    kosherStandard: 'mehadrin',
    dietaryOptions: ['gluten_free', 'nut_free', 'childrens_menu'],
    tableLanguages: ['en', 'he'],
    childrenWelcome: true,
    accessibility: [],
    closedDates: [],
    illustrations: ['family-dining', 'kiddush-cup', 'sukkah-meal'],
    translations: {
      fr: {
        title: 'Chabbat et Yom Tov à la grande table des Shusterman',
        area: 'St Johns Place',
        familyDescription:
          'Fraidy et Zalman Shusterman ont huit enfants, de plus en plus de petits-enfants et une salle à manger qui semble s’agrandir à chaque fête. Fraidy est traiteur pour les sim’hot de la moitié du quartier : ici, la cuisine est une affaire sérieuse ; Zalman, expert-comptable à la retraite, s’occupe du vin et des histoires. La maison est à une rue d’Eastern Parkway, à quatre minutes du 770.',
        description:
          'Les repas sont longs et généreux : Kiddouch dans le gobelet d’argent de Zalman, ’hala fraîche, trois sortes de poisson, soupe, deux plats et une table de desserts. Entre les plats, les petits-enfants chantent les niguounim appris en colonie, et l’on demande toujours à un invité une parole de Torah. À Souccot, les repas se prennent dans la souccah du jardin, et à Chavouot le déjeuner est lacté, avec le cheesecake de Fraidy. Tout est mehadrin, et les invités qui mangent sans gluten ont leur propre ’hala.',
      },
      he: {
        title: 'שבת ויום טוב סביב השולחן הארוך של משפחת שוסטרמן',
        area: 'סנט ג׳ונס פלייס',
        familyDescription:
          'לפריידי וזלמן שוסטרמן שמונה ילדים, נכדים שמספרם הולך וגדל, וחדר אוכל שנדמה שהוא מתרחב בכל יום טוב. פריידי מבשלת לשמחות של חצי שכונה, כך שהאוכל כאן הוא עניין רציני; זלמן, רואה חשבון בגמלאות, אחראי על היין ועל הסיפורים. הבית נמצא רחוב אחד מאיסטרן פארקווי, ארבע דקות מ־770.',
        description:
          'הסעודות ארוכות ונדיבות: קידוש בגביע הכסף של זלמן, חלות טריות, שלושה סוגי דגים, מרק, שתי מנות עיקריות ושולחן קינוחים. בין המנות הנכדים שרים את הניגונים שלמדו בקייטנה, ותמיד מבקשים מאחד האורחים לומר דבר תורה. בסוכות הסעודות עוברות לסוכה שבגינה, ובשבועות סעודת הצהריים חלבית, עם עוגת הגבינה של פריידי. הכול בכשרות מהדרין, ולאורחים שאוכלים ללא גלוטן יש חלה משלהם.',
      },
    },
    reviews: [
      {
        by: 'menachem',
        rating: 5,
        text: 'Shemini Atzeres lunch in the sukkah with thirty people and not a single thing missing. Worth every dollar.',
      },
      {
        by: 'levi',
        rating: 5,
        text: 'The food alone is worth the trip from Melbourne. Zalman’s stories about the Rebbe’s farbrengens kept us at the table until late in the afternoon.',
      },
      {
        by: 'rachel',
        rating: 4,
        text: 'A beautiful meal and a very welcoming family. It is pricey, and the meals run long if you have small children.',
      },
      {
        by: 'avraham',
        rating: 5,
        text: 'סעודת יום טוב ברמה של שמחה. הכול מהודר, והמשפחה מקבלת כל אחד בחום.',
      },
    ],
  },

  // ---- Yaakov Wilhelm (DEMO_STAY_HOSTS) --------------------------------------------------------------
  {
    key: 'wilhelm-schenectady',
    host: 'wilhelm',
    title: 'Cholent and kugel at the Wilhelms’ Shabbos lunch',
    area: 'Schenectady Avenue',
    familyDescription:
      'Yaakov and Chani Wilhelm have seven children between two and nineteen, and a ground-floor dining room where something is always being spilled and nobody minds. Yaakov looks after the family’s houses in the neighbourhood and can fix anything; Chani runs a playgroup during the week. Families with small children feel at home here straight away.',
    description:
      'Shabbos lunch is built around Yaakov’s cholent, which has been simmering since Friday afternoon, with kishke, potato kugel, Chani’s Yerushalmi kugel and a big salad for balance. The children run a parsha quiz with candy for right answers, guests included. In summer Seudah Shlishit is in the back yard, with herring, fruit and the niggunim of the older boys. The house is about fourteen minutes from 770 along Crown Street.',
    address: '364 Schenectady Avenue, Brooklyn, NY 11213',
    latitude: 40.66525,
    longitude: -73.9336,
    mealTypes: ['shabbos_lunch', 'seudah_shlishit'],
    pricePerGuestCents: 18_00,
    seatsPerMeal: 10,
    kosherStandard: 'chabad',
    dietaryOptions: ['childrens_menu'],
    tableLanguages: ['en'],
    childrenWelcome: true,
    accessibility: ['ground_floor'],
    closedDates: ['2027-06-12'],
    illustrations: ['cholent', 'family-dining', 'garden-table'],
    translations: {
      fr: {
        title: 'Tcholent et kugel au déjeuner de Chabbat chez les Wilhelm',
        area: 'Schenectady Avenue',
        familyDescription:
          'Yaakov et Chani Wilhelm ont sept enfants de deux à dix-neuf ans, et une salle à manger de plain-pied où l’on renverse toujours quelque chose sans que personne ne s’en formalise. Yaakov s’occupe des maisons de la famille dans le quartier et sait tout réparer ; Chani tient une garderie en semaine. Les familles avec de jeunes enfants s’y sentent tout de suite chez elles.',
        description:
          'Le déjeuner de Chabbat tourne autour du tcholent de Yaakov, qui mijote depuis le vendredi après-midi, avec kishké, kugel de pommes de terre, le kugel yerouchalmi de Chani et une grande salade pour l’équilibre. Les enfants animent un quiz sur la paracha, avec des bonbons pour les bonnes réponses, invités compris. L’été, la Séouda Chlichit se fait dans la cour, avec hareng, fruits et les niguounim des grands garçons. La maison est à environ quatorze minutes du 770 par Crown Street.',
      },
      he: {
        title: 'טשולנט וקוגל בסעודת שבת אצל משפחת וילהלם',
        area: 'שדרת סקנקטדי',
        familyDescription:
          'ליעקב וחני וילהלם שבעה ילדים בני שנתיים עד תשע־עשרה, וחדר אוכל בקומת הקרקע שבו תמיד משהו נשפך ואף אחד לא מתרגש. יעקב מטפל בבתים של המשפחה בשכונה ויודע לתקן כל דבר; חני מנהלת גן ילדים ביתי במשך השבוע. משפחות עם ילדים קטנים מרגישות כאן בבית מהרגע הראשון.',
        description:
          'סעודת שבת בצהריים סובבת סביב הטשולנט של יעקב, שמתבשל מיום שישי אחר הצהריים, עם קישקע, קוגל תפוחי אדמה, הקוגל הירושלמי של חני וסלט גדול לאיזון. הילדים מנהלים חידון על הפרשה עם ממתקים על כל תשובה נכונה – גם לאורחים. בקיץ הסעודה השלישית בחצר האחורית, עם הרינג, פירות והניגונים של הבנים הגדולים. הבית נמצא כארבע־עשרה דקות הליכה מ־770 דרך רחוב קראון.',
      },
    },
    reviews: [
      {
        by: 'rachel',
        rating: 5,
        text: 'My kids still talk about the parsha quiz. Simple, hearty food and the kindest family.',
      },
      {
        by: 'levi',
        rating: 4,
        text: 'Best cholent I’ve had outside my mother’s kitchen. A bit chaotic, in a good way.',
      },
      {
        by: 'yehuda',
        rating: 4,
        text: 'Très bonne ambiance, beaucoup d’enfants. Un peu loin du 770, mais ça vaut la marche.',
      },
    ],
  },

  // ---- Shmuel Blesofsky (DEMO_STAY_HOSTS) ------------------------------------------------------------
  {
    key: 'blesofsky-carroll',
    host: 'blesofsky',
    title: 'A Friday night farbrengen at the Blesofskys’',
    area: 'Carroll Street',
    familyDescription:
      'Shmuel and Rochel Blesofsky’s children are grown and scattered on shlichus from Bogotá to Osaka, so the big table on Carroll Street is now filled by the bochurim and young people who come for Yud Shevat, Gimmel Tammuz and Tishrei. Shmuel rents them beds down the street and cannot bear to let one of them eat alone. Rochel cooks for twenty without blinking.',
    description:
      'Friday night is a full meal, challah, fish, soup and chicken, followed by a farbrengen that goes on long after the table is cleared: a l’chaim, a story about the Rebbe, a niggun, and Shmuel asking each guest what they are taking home from their visit. Seudah Shlishit is lighter and quieter. On Yom Tov nights the table fills with students who have nowhere else to go. The meal runs late and the room gets crowded, so it is not the right table for small children.',
    address: '1527 Carroll Street, Brooklyn, NY 11213',
    latitude: 40.66596,
    longitude: -73.9373,
    mealTypes: ['friday_night', 'seudah_shlishit', 'yom_tov_night'],
    pricePerGuestCents: 0,
    seatsPerMeal: 18,
    kosherStandard: 'chabad',
    dietaryOptions: [],
    tableLanguages: ['en', 'he', 'yi'],
    childrenWelcome: false,
    accessibility: [],
    closedDates: ['2027-05-22'],
    illustrations: ['kiddush-cup', 'challah', 'soup'],
    translations: {
      fr: {
        title: 'Un vendredi soir et un farbrenguen chez les Blesofsky',
        area: 'Carroll Street',
        familyDescription:
          'Les enfants de Shmuel et Rochel Blesofsky sont grands et partis en chli’hout, de Bogota à Osaka ; la grande table de Carroll Street accueille désormais les ba’hourim et les jeunes qui viennent pour Youd Chevat, Guimmel Tamouz et Tichri. Shmuel leur loue des lits un peu plus bas dans la rue et ne supporte pas que l’un d’eux mange seul. Rochel cuisine pour vingt sans sourciller.',
        description:
          'Le vendredi soir, c’est un vrai repas, ’hala, poisson, soupe et poulet, suivi d’un farbrenguen qui se prolonge bien après qu’on a débarrassé : un Le’haïm, une histoire sur le Rabbi, un niguoun, et Shmuel qui demande à chaque invité ce qu’il rapporte de son séjour. La Séouda Chlichit est plus légère et plus calme. Les soirs de Yom Tov, la table se remplit d’étudiants qui n’ont nulle part où aller. Le repas finit tard et la pièce est bondée : ce n’est pas la bonne table pour de jeunes enfants.',
      },
      he: {
        title: 'ליל שבת והתוועדות אצל משפחת בלסופסקי',
        area: 'רחוב קרול',
        familyDescription:
          'הילדים של שמואל ורחל בלסופסקי כבר גדולים ופזורים בשליחות, מבוגוטה ועד אוסקה, ולכן את השולחן הגדול ברחוב קרול ממלאים היום הבחורים והצעירים שמגיעים ליו״ד שבט, לגימל תמוז ולתשרי. שמואל משכיר להם מיטות בהמשך הרחוב, ולא מסוגל לתת לאף אחד מהם לאכול לבד. רחל מבשלת לעשרים איש בלי למצמץ.',
        description:
          'בליל שבת יש סעודה מלאה – חלה, דגים, מרק ועוף – ואחריה התוועדות שנמשכת הרבה אחרי שמפנים את השולחן: לחיים, סיפור על הרבי, ניגון, ושמואל ששואל כל אורח מה הוא לוקח איתו הביתה מהביקור. הסעודה השלישית קלה ושקטה יותר. בלילות של יום טוב השולחן מתמלא בסטודנטים שאין להם לאן ללכת. הסעודה נגמרת מאוחר והחדר צפוף, כך שזה לא השולחן המתאים לילדים קטנים.',
      },
    },
    reviews: [
      {
        by: 'dovid',
        rating: 5,
        text: 'Came for Yud Shevat with two friends from yeshiva. Shmuel’s farbrengen was the highlight of the trip.',
      },
      {
        by: 'avraham',
        rating: 5,
        text: 'התוועדות אמיתית של ליל שבת, עם סיפורים על הרבי עד אחרי חצות. ר׳ שמואל ורחל מארחים בלב רחב.',
      },
      {
        by: 'menachem',
        rating: 3,
        text: 'Warm people and a real farbrengen, but it was very crowded, and the chicken ran out before it reached our end of the table.',
      },
    ],
  },

  // ---- Haya Elbaz --------------------------------------------------------------------------------------
  {
    key: 'elbaz-crown-street',
    host: 'elbaz',
    title: 'A French-Moroccan Shabbos on Crown Street',
    area: 'Crown Street',
    familyDescription:
      'Haya and Yoni Elbaz came from Sarcelles, near Paris, in 2015 with two children, and now have five. Yoni is a sofer who writes mezuzos and checks tefillin; Haya cooks the way her grandmother did in Casablanca. French is the language of the house, and visitors from France, Belgium and Switzerland find their way here by word of mouth, though English speakers are just as welcome.',
    description:
      'Friday night opens with a dozen small salads, matbucha, carrots with cumin, beets, olives, then fish in a spicy tomato sauce, chicken soup and a tagine with prunes and almonds. Shabbos lunch is dafina, the Moroccan cholent, with eggs browned overnight, and mint tea to finish. The children lead the singing, half in the Moroccan tunes of Yoni’s family and half in Chabad niggunim. On Yom Tov, expect couscous.',
    address: '541 Crown Street, Brooklyn, NY 11213',
    latitude: 40.66545,
    longitude: -73.9407,
    mealTypes: ['friday_night', 'shabbos_lunch', 'yom_tov_night', 'yom_tov_lunch'],
    pricePerGuestCents: 45_00,
    seatsPerMeal: 12,
    kosherStandard: 'mehadrin',
    dietaryOptions: ['gluten_free', 'childrens_menu'],
    tableLanguages: ['fr', 'en', 'he'],
    childrenWelcome: true,
    accessibility: [],
    closedDates: ['2027-07-31', '2027-08-07'],
    illustrations: ['shabbos-table', 'kitchen-prep', 'family-dining'],
    translations: {
      fr: {
        title: 'Un Chabbat franco-marocain sur Crown Street',
        area: 'Crown Street',
        familyDescription:
          'Haya et Yoni Elbaz sont arrivés de Sarcelles en 2015 avec deux enfants ; ils en ont aujourd’hui cinq. Yoni est sofer : il écrit des mezouzot et vérifie des téfilines ; Haya cuisine comme sa grand-mère à Casablanca. À la maison, on parle français, et les visiteurs de France, de Belgique et de Suisse arrivent ici par le bouche-à-oreille, mais les anglophones sont tout aussi bienvenus.',
        description:
          'Le vendredi soir commence par une douzaine de petites salades, matboukha, carottes au cumin, betteraves, olives, puis viennent le poisson à la sauce tomate relevée, le bouillon de poule et un tajine aux pruneaux et aux amandes. Le Chabbat midi, c’est la dafina, le tcholent marocain, avec ses œufs brunis toute la nuit, et un thé à la menthe pour finir. Les enfants mènent les chants, moitié sur les airs marocains de la famille de Yoni, moitié sur les niguounim de Habad. À Yom Tov, attendez-vous au couscous.',
      },
      he: {
        title: 'שבת צרפתית־מרוקאית ברחוב קראון',
        area: 'רחוב קראון',
        familyDescription:
          'חיה ויוני אלבז הגיעו מסרסל, ליד פריז, בשנת 2015 עם שני ילדים, והיום יש להם חמישה. יוני סופר סת״ם שכותב מזוזות ובודק תפילין; חיה מבשלת כמו שסבתה בישלה בקזבלנקה. בבית מדברים צרפתית, ומבקרים מצרפת, מבלגיה ומשווייץ מגיעים לכאן מפה לאוזן – אבל גם דוברי אנגלית מתקבלים בשמחה.',
        description:
          'ליל שבת נפתח בתריסר סלטים קטנים – מטבוחה, גזר בכמון, סלק, זיתים – ואחריהם דג ברוטב עגבניות חריף, מרק עוף וטאג׳ין עם שזיפים מיובשים ושקדים. בצהרי שבת מגישים דפינה, הטשולנט המרוקאי, עם ביצים שהשחימו כל הלילה, ותה נענע לסיום. הילדים מובילים את השירה, חצי בלחנים המרוקאיים של משפחת יוני וחצי בניגוני חב״ד. ביום טוב – צפו לקוסקוס.',
      },
    },
    reviews: [
      {
        by: 'miriam',
        rating: 5,
        text: 'On se croirait à Paris, en mieux ! Haya cuisine divinement, les enfants chantent, et Yoni nous a raconté leur arrivée à Crown Heights. Un vrai Chabbat en famille.',
      },
      {
        by: 'yehuda',
        rating: 5,
        text: 'La dafina du Chabbat midi est exceptionnelle. Merci pour cet accueil si chaleureux.',
      },
      {
        by: 'leah',
        rating: 4,
        text: 'Incredible food. Much of the conversation was in French, but they switched to English whenever I looked lost.',
      },
      {
        by: 'shira',
        rating: 5,
        text: 'אוכל מרוקאי כמו אצל סבתא, ומשפחה מקסימה. הרגשנו בבית.',
      },
    ],
  },

  // ---- Nechama Peretz ------------------------------------------------------------------------------------
  {
    key: 'peretz-montgomery',
    host: 'peretz',
    title: 'An Israeli Friday night on Montgomery Street',
    area: 'Montgomery Street',
    familyDescription:
      'Nechama and Itzik Peretz grew up in Kfar Chabad and came to Crown Heights for one year, eleven years ago. Itzik learns in kollel in the mornings and prepares boys for their bar mitzvah in the afternoons; Nechama is a graphic designer. Their four children switch between Hebrew and English mid-sentence, and the door is open to anyone, Israeli or not, who needs a place for Shabbos.',
    description:
      'An Israeli Friday night: hummus and tahini made that morning, a row of salatim, fish with peppers and garlic for those who like it hot, and schnitzel with rice for those who do not. The singing is loud and in Hebrew, from Shalom Aleichem to the Kfar Chabad niggunim Itzik grew up with. In summer, Seudah Shlishit is a quiet hour of niggunim and a story of the Rebbe as it gets dark. There is no charge; Nechama says the guests are the whole point.',
    address: '531 Montgomery Street, Brooklyn, NY 11225',
    latitude: 40.66455,
    longitude: -73.9382,
    mealTypes: ['friday_night', 'seudah_shlishit'],
    pricePerGuestCents: 0,
    seatsPerMeal: 10,
    kosherStandard: 'chabad',
    dietaryOptions: ['vegetarian', 'nut_free'],
    tableLanguages: ['he', 'en'],
    childrenWelcome: true,
    accessibility: ['ground_floor'],
    closedDates: ['2027-08-21'],
    illustrations: ['candles', 'challah', 'shabbos-table'],
    translations: {
      fr: {
        title: 'Un vendredi soir israélien sur Montgomery Street',
        area: 'Montgomery Street',
        familyDescription:
          'Nechama et Itzik Peretz ont grandi à Kfar Habad et sont venus à Crown Heights pour un an… il y a onze ans. Itzik étudie au kollel le matin et prépare des garçons à leur bar-mitsva l’après-midi ; Nechama est graphiste. Leurs quatre enfants passent de l’hébreu à l’anglais au milieu d’une phrase, et la porte est ouverte à quiconque, Israélien ou non, cherche où passer Chabbat.',
        description:
          'Un vendredi soir à l’israélienne : houmous et tahini préparés le matin même, une rangée de salatim, du poisson aux poivrons et à l’ail pour ceux qui aiment quand ça pique, et des schnitzels avec du riz pour les autres. On chante fort et en hébreu, de Chalom Aleï’hem aux niguounim de Kfar Habad avec lesquels Itzik a grandi. L’été, la Séouda Chlichit est une heure tranquille de niguounim, avec une histoire du Rabbi, à la tombée de la nuit. C’est gratuit : pour Nechama, les invités sont tout l’intérêt.',
      },
      he: {
        title: 'ליל שבת ישראלי ברחוב מונטגומרי',
        area: 'רחוב מונטגומרי',
        familyDescription:
          'נחמה ואיציק פרץ גדלו בכפר חב״ד והגיעו לקראון הייטס לשנה אחת – לפני אחת־עשרה שנים. איציק לומד בכולל בבקרים ומכין נערים לבר מצווה אחר הצהריים; נחמה מעצבת גרפית. ארבעת הילדים עוברים מעברית לאנגלית באמצע משפט, והדלת פתוחה לכל מי שצריך מקום לשבת – ישראלי או לא.',
        description:
          'ליל שבת ישראלי: חומוס וטחינה שהוכנו באותו בוקר, שורה של סלטים, דג בפלפלים ושום למי שאוהב חריף ושניצל עם אורז למי שלא. שרים בקול ובעברית, מ״שלום עליכם״ ועד ניגוני כפר חב״ד שאיציק גדל עליהם. בקיץ, הסעודה השלישית היא שעה שקטה של ניגונים וסיפור על הרבי בזמן שמחשיך. אין תשלום: נחמה אומרת שהאורחים הם כל העניין.',
      },
    },
    reviews: [
      {
        by: 'shira',
        rating: 5,
        text: 'הרגשתי כאילו חזרתי הביתה לכפר חב״ד. חומוס ביתי, שירה בקולי קולות ומשפחה מדהימה.',
      },
      {
        by: 'avraham',
        rating: 5,
        text: 'שולחן פתוח באמת. הגענו ברגע האחרון וקיבלו אותנו כאילו חיכו לנו.',
      },
      {
        by: 'devorah',
        rating: 4,
        text: 'Lovely family and great food. Most of the table spoke Hebrew, but they made sure we followed the divrei Torah.',
      },
    ],
  },

  // ---- Esther Kogan --------------------------------------------------------------------------------------
  {
    key: 'kogan-union-street',
    host: 'kogan',
    title: 'A Russian-speaking Shabbos table on Union Street',
    area: 'Union Street',
    familyDescription:
      'Esther and Boruch Kogan came from Dnipro as teenagers in the 1990s and met at a Chabad summer camp for Russian-speaking children. They have four children, and Esther’s mother, Fanya, lives with them and still bakes the honey cake. Many of their guests are Russian speakers from Israel, Ukraine, Germany and New Jersey, and some are at their very first Shabbos meal.',
    description:
      'Friday night begins with Kiddush and Esther’s challah, then “herring under a fur coat,” the layered beet salad every Russian family makes, chicken soup with kreplach, and roast chicken with buckwheat. Boruch tells how his grandfather kept Shabbos in secret in Soviet times, and questions are welcome, in Russian, English or Hebrew. Lunch is cholent and Fanya’s honey cake with tea from the urn. Nobody leaves hungry, and nobody leaves without a container of leftovers.',
    address: '1386 Union Street, Brooklyn, NY 11213',
    latitude: 40.66785,
    longitude: -73.9408,
    mealTypes: ['friday_night', 'shabbos_lunch'],
    pricePerGuestCents: 28_00,
    seatsPerMeal: 8,
    kosherStandard: 'chalav_yisrael',
    dietaryOptions: ['childrens_menu'],
    tableLanguages: ['ru', 'en', 'he'],
    childrenWelcome: true,
    accessibility: [],
    closedDates: [],
    illustrations: ['soup', 'family-dining', 'challah'],
    translations: {
      fr: {
        title: 'Une table de Chabbat russophone sur Union Street',
        area: 'Union Street',
        familyDescription:
          'Esther et Boruch Kogan sont arrivés de Dnipro adolescents, dans les années 1990, et se sont rencontrés dans une colonie Habad pour enfants russophones. Ils ont quatre enfants, et la mère d’Esther, Fanya, vit avec eux et fait toujours le gâteau au miel. Beaucoup de leurs invités sont russophones, venus d’Israël, d’Ukraine, d’Allemagne ou du New Jersey, et certains vivent là leur tout premier repas de Chabbat.',
        description:
          'Le vendredi soir commence par le Kiddouch et la ’hala d’Esther, puis vient le « hareng sous manteau de fourrure », la salade de betteraves en couches que prépare chaque famille russe, un bouillon de poule aux kreplach et un poulet rôti au sarrasin. Boruch raconte comment son grand-père gardait Chabbat en secret à l’époque soviétique, et les questions sont les bienvenues, en russe, en anglais ou en hébreu. Le midi, tcholent et gâteau au miel de Fanya, avec le thé de l’urne. Personne ne repart le ventre vide, ni sans une boîte de restes.',
      },
      he: {
        title: 'שולחן שבת דובר רוסית ברחוב יוניון',
        area: 'רחוב יוניון',
        familyDescription:
          'אסתר וברוך קוגן הגיעו מדניפרו כבני נוער בשנות התשעים ונפגשו במחנה קיץ של חב״ד לילדים דוברי רוסית. יש להם ארבעה ילדים, ואמה של אסתר, פניה, גרה איתם ועדיין אופה את עוגת הדבש. רבים מהאורחים שלהם דוברי רוסית מישראל, מאוקראינה, מגרמניה ומניו ג׳רזי, ויש ביניהם מי שמגיעים לסעודת השבת הראשונה בחייהם.',
        description:
          'ליל שבת מתחיל בקידוש ובחלה של אסתר, ואחר כך ״הרינג במעיל פרווה״, סלט הסלק בשכבות שמכינה כל משפחה רוסית, מרק עוף עם קרעפלאך ועוף צלוי עם כוסמת. ברוך מספר איך סבו שמר שבת בסתר בימי השלטון הסובייטי, ושאלות מתקבלות בברכה – ברוסית, באנגלית או בעברית. בצהריים יש טשולנט ועוגת הדבש של פניה עם תה מהמיחם. אף אחד לא יוצא רעב, ואף אחד לא יוצא בלי קופסה של שאריות.',
      },
    },
    reviews: [
      {
        by: 'levi',
        rating: 5,
        text: 'My wife’s family is from Kharkiv, and she cried when Fanya brought out the honey cake. A beautiful evening.',
      },
      {
        by: 'rachel',
        rating: 4,
        text: 'Generous food and fascinating stories. The apartment is up two flights, good to know if you come with a stroller.',
      },
    ],
  },

  // ---- Mottel Brod ---------------------------------------------------------------------------------------
  {
    key: 'brod-president-street',
    host: 'brod',
    title: 'Shabbos lunch in Yiddish with the Brods',
    area: 'President Street',
    familyDescription:
      'Mottel and Sima Brod have lived on President Street since 1968, when Mottel came to learn at 770 and stayed. Their eleven children are grown, and grandchildren drop in all afternoon. At their table Yiddish comes first and English second, and Mottel, who is eighty-four, remembers the Rebbe’s farbrengens of the sixties as if they were last week.',
    description:
      'A traditional Shabbos lunch, the way Sima’s mother made it: chopped liver, gefilte fish she still makes from scratch, cholent with kishke, potato kugel and a compote of stewed fruit. Mottel makes Kiddush, sings the old Chabad niggunim slowly and expects the guests to join in. On Yom Tov the meal is the same, with more grandchildren. The apartment is on the ground floor with a ramp, so guests with a wheelchair or a walker come in easily.',
    address: '1279 President Street, Brooklyn, NY 11213',
    latitude: 40.6673,
    longitude: -73.9433,
    mealTypes: ['shabbos_lunch', 'yom_tov_lunch'],
    pricePerGuestCents: 0,
    seatsPerMeal: 6,
    kosherStandard: 'chalav_yisrael',
    dietaryOptions: ['nut_free'],
    tableLanguages: ['yi', 'en', 'he'],
    childrenWelcome: true,
    accessibility: ['step_free_entrance', 'ground_floor', 'accessible_bathroom'],
    closedDates: ['2027-01-23', '2027-02-20'],
    illustrations: ['cholent', 'kiddush-cup', 'shabbos-table'],
    translations: {
      fr: {
        title: 'Un déjeuner de Chabbat en yiddish chez les Brod',
        area: 'President Street',
        familyDescription:
          'Mottel et Sima Brod habitent President Street depuis 1968, l’année où Mottel est venu étudier au 770 et n’en est plus reparti. Leurs onze enfants sont grands, et les petits-enfants passent tout l’après-midi. À leur table, le yiddish d’abord, l’anglais ensuite, et Mottel, qui a quatre-vingt-quatre ans, se souvient des farbrenguens du Rabbi des années soixante comme si c’était la semaine dernière.',
        description:
          'Un déjeuner de Chabbat traditionnel, comme le faisait la mère de Sima : foie haché, gefilte fish qu’elle prépare toujours elle-même, tcholent au kishké, kugel de pommes de terre et compote de fruits. Mottel fait le Kiddouch, chante lentement les anciens niguounim de Habad et attend des invités qu’ils reprennent avec lui. À Yom Tov, le repas est le même, avec plus de petits-enfants. L’appartement est de plain-pied, avec une rampe : on y entre facilement en fauteuil roulant ou avec un déambulateur.',
      },
      he: {
        title: 'סעודת שבת ביידיש אצל משפחת ברוד',
        area: 'רחוב פרזידנט',
        familyDescription:
          'מאטל וסימה ברוד גרים ברחוב פרזידנט מאז 1968, השנה שבה מאטל הגיע ללמוד ב־770 ונשאר. אחד־עשר ילדיהם כבר גדולים, והנכדים קופצים לביקור לאורך כל אחר הצהריים. ליד השולחן שלהם יידיש קודם ואנגלית אחר כך, ומאטל, בן שמונים וארבע, זוכר את ההתוועדויות של הרבי משנות השישים כאילו היו בשבוע שעבר.',
        description:
          'סעודת שבת מסורתית, כמו שאמה של סימה הכינה: כבד קצוץ, גפילטע פיש שהיא עדיין מכינה בעצמה, טשולנט עם קישקע, קוגל תפוחי אדמה ולפתן פירות. מאטל עושה קידוש, שר לאט את ניגוני חב״ד הישנים ומצפה מהאורחים להצטרף. ביום טוב הסעודה זהה, רק עם יותר נכדים. הדירה בקומת הקרקע ויש בה רמפה, כך שאורחים עם כיסא גלגלים או הליכון נכנסים בקלות.',
      },
    },
    reviews: [
      {
        by: 'dovid',
        rating: 5,
        text: 'Like sitting at my great-grandparents’ table. Mottel’s stories about the Rebbe in the sixties are a treasure.',
      },
      {
        by: 'menachem',
        rating: 5,
        text: 'I came with my father, who uses a walker; the ramp and the bathroom made it possible. Sima’s gefilte fish is the real thing.',
      },
      {
        by: 'leah',
        rating: 4,
        text: 'A very sweet couple. My Yiddish is rusty, but their grandson translated everything.',
      },
    ],
  },

  // ---- Sheina Rabinovich ---------------------------------------------------------------------------------
  {
    key: 'rabinovich-lefferts',
    host: 'rabinovich',
    title: 'An Argentinian Shabbos on Lefferts Avenue',
    area: 'Lefferts Avenue',
    familyDescription:
      'Sheina and Yanky Rabinovich grew up in Buenos Aires, in the Once neighbourhood, and came to Crown Heights after their wedding so Yanky could finish smicha. Fifteen years and five children later, the house still sounds like Buenos Aires: Spanish at the table, football arguments on Motzei Shabbos, and a steady stream of guests from Argentina, Uruguay, Mexico and Spain.',
    description:
      'Friday night starts with Kiddush and empanadas de carne straight from the oven, then chicken soup and a roast with chimichurri. Shabbos lunch is matambre, a rolled, stuffed beef served cold, with potato salad and a hot cholent for the traditionalists. Yanky’s divrei Torah are short and funny, in Spanish and English, and the children sing Shalom Aleichem to an Argentinian tune. On Yom Tov nights the table grows, and dessert is always alfajores, made pareve.',
    address: '433 Lefferts Avenue, Brooklyn, NY 11225',
    latitude: 40.66225,
    longitude: -73.9428,
    mealTypes: ['friday_night', 'shabbos_lunch', 'yom_tov_night'],
    pricePerGuestCents: 32_00,
    seatsPerMeal: 12,
    kosherStandard: 'chabad',
    dietaryOptions: ['vegetarian', 'childrens_menu'],
    tableLanguages: ['es', 'en', 'he'],
    childrenWelcome: true,
    accessibility: ['step_free_entrance'],
    closedDates: ['2027-05-15'],
    illustrations: ['family-dining', 'challah', 'candles'],
    translations: {
      fr: {
        title: 'Un Chabbat argentin sur Lefferts Avenue',
        area: 'Lefferts Avenue',
        familyDescription:
          'Sheina et Yanky Rabinovich ont grandi à Buenos Aires, dans le quartier d’Once, et sont venus à Crown Heights après leur mariage pour que Yanky termine sa semikha. Quinze ans et cinq enfants plus tard, la maison sonne toujours comme Buenos Aires : de l’espagnol à table, des discussions de football à la sortie de Chabbat et un flot continu d’invités d’Argentine, d’Uruguay, du Mexique et d’Espagne.',
        description:
          'Le vendredi soir commence par le Kiddouch et des empanadas de carne tout juste sorties du four, puis un bouillon de poule et un rôti au chimichurri. Le Chabbat midi, c’est le matambre, un roulé de bœuf farci servi froid, avec une salade de pommes de terre et un tcholent chaud pour les traditionalistes. Les divré Torah de Yanky sont courts et drôles, en espagnol et en anglais, et les enfants chantent Chalom Aleï’hem sur un air argentin. Les soirs de Yom Tov, la table s’agrandit, et le dessert, ce sont toujours des alfajores, préparés parvé.',
      },
      he: {
        title: 'שבת ארגנטינאית בשדרת לפרטס',
        area: 'שדרת לפרטס',
        familyDescription:
          'שיינא ויענקי רבינוביץ׳ גדלו בבואנוס איירס, בשכונת אונסה, והגיעו לקראון הייטס אחרי החתונה כדי שיענקי יסיים את לימודי הסמיכה. חמש־עשרה שנים וחמישה ילדים אחר כך, הבית עדיין נשמע כמו בואנוס איירס: ספרדית ליד השולחן, ויכוחים על כדורגל במוצאי שבת וזרם קבוע של אורחים מארגנטינה, מאורוגוואי, ממקסיקו ומספרד.',
        description:
          'ליל שבת מתחיל בקידוש ובאמפנדס בשר שיוצאות ישר מהתנור, ואחר כך מרק עוף וצלי עם צ׳ימיצ׳ורי. בצהרי שבת מגישים מטמברה – רולדת בקר ממולאת שמוגשת קרה – עם סלט תפוחי אדמה, וטשולנט חם לשומרי המסורת. דברי התורה של יענקי קצרים ומצחיקים, בספרדית ובאנגלית, והילדים שרים ״שלום עליכם״ בלחן ארגנטינאי. בלילות של יום טוב השולחן גדל, והקינוח הוא תמיד אלפחורס, פרווה כמובן.',
      },
    },
    reviews: [
      {
        by: 'leah',
        rating: 5,
        text: 'The empanadas alone are worth it. Such a joyful family, and my Spanish got a real workout.',
      },
      {
        by: 'yehuda',
        rating: 4,
        text: 'Famille très accueillante et bonne cuisine. On parle beaucoup espagnol à table, mais tout le monde parle aussi anglais.',
      },
      {
        by: 'devorah',
        rating: 5,
        text: 'We came for Sukkos and were welcomed like cousins. The alfajores disappeared in minutes.',
      },
    ],
  },

  // ---- Mendel Kessler ------------------------------------------------------------------------------------
  {
    key: 'kessler-eastern-parkway',
    host: 'kessler',
    title: 'An open table for twenty, steps from 770',
    area: 'Eastern Parkway near Kingston',
    familyDescription:
      'For fifteen years Mendel and Chaya Kessler have kept an open table for whoever walks out of 770 on Friday night with no place to eat. They have eight children, two long tables set end to end through the living room, and one rule: nobody who asks is left without a meal, even if it means finding them a seat at a neighbour’s. Mendel gives a Torah class for businessmen in Manhattan during the week; Chaya somehow cooks for everyone, with help from whoever is home.',
    description:
      'Guests come from everywhere: a student from São Paulo, a grandmother from Odessa, a businessman from Hong Kong, a family from Kfar Chabad. Between the fish and the soup everyone says who they are and where they are from, and Mendel ties it all to the parsha in a dvar Torah from the Rebbe’s sichos. Lunch is cholent, kugel and a long, farbrengen-style conversation; Yom Tov meals are the same, only busier. The building has a Shabbos elevator and a step-free entrance.',
    address: '753 Eastern Parkway, Apt 5D, Brooklyn, NY 11213',
    latitude: 40.66975,
    longitude: -73.9434,
    mealTypes: ['friday_night', 'shabbos_lunch', 'yom_tov_night', 'yom_tov_lunch'],
    pricePerGuestCents: 0,
    seatsPerMeal: 20,
    kosherStandard: 'chabad',
    dietaryOptions: ['vegetarian', 'childrens_menu'],
    tableLanguages: ['en', 'he'],
    childrenWelcome: true,
    accessibility: ['step_free_entrance'],
    closedDates: [],
    illustrations: ['family-dining', 'shabbos-table', 'kiddush-cup'],
    translations: {
      fr: {
        title: 'Une table ouverte pour vingt, à deux pas du 770',
        area: 'Eastern Parkway, près de Kingston',
        familyDescription:
          'Depuis quinze ans, Mendel et Chaya Kessler tiennent table ouverte pour quiconque sort du 770 le vendredi soir sans savoir où manger. Ils ont huit enfants, deux longues tables mises bout à bout à travers le salon, et une règle : personne qui demande ne reste sans repas, quitte à lui trouver une place chez un voisin. En semaine, Mendel donne un cours de Torah à des hommes d’affaires à Manhattan ; Chaya cuisine pour tout ce monde, on ne sait trop comment, avec l’aide de ceux qui sont à la maison.',
        description:
          'Les invités viennent de partout : un étudiant de São Paulo, une grand-mère d’Odessa, un homme d’affaires de Hong Kong, une famille de Kfar Habad. Entre le poisson et la soupe, chacun dit qui il est et d’où il vient, et Mendel relie le tout à la paracha dans une parole de Torah tirée des si’hot du Rabbi. Le midi, tcholent, kugel et une longue discussion à la manière d’un farbrenguen ; les repas de Yom Tov sont pareils, en plus animés. L’immeuble a un ascenseur de Chabbat et une entrée de plain-pied.',
      },
      he: {
        title: 'שולחן פתוח לעשרים איש, כמה צעדים מ־770',
        area: 'איסטרן פארקווי, ליד קינגסטון',
        familyDescription:
          'כבר חמש־עשרה שנה מנדל וחיה קסלר מחזיקים שולחן פתוח לכל מי שיוצא מ־770 בליל שבת בלי מקום לאכול. יש להם שמונה ילדים, שני שולחנות ארוכים שמחוברים לאורך כל הסלון, וכלל אחד: מי שמבקש לא נשאר בלי סעודה, גם אם צריך למצוא לו מקום אצל השכנים. במשך השבוע מנדל מעביר שיעור תורה לאנשי עסקים במנהטן; חיה מבשלת לכולם – אף אחד לא יודע איך – בעזרת מי שנמצא בבית.',
        description:
          'האורחים מגיעים מכל מקום: סטודנט מסאו פאולו, סבתא מאודסה, איש עסקים מהונג קונג, משפחה מכפר חב״ד. בין הדגים למרק כל אחד מספר מי הוא ומאיפה הגיע, ומנדל קושר הכול לפרשה בדבר תורה מתוך שיחות הרבי. בצהריים יש טשולנט, קוגל ושיחה ארוכה ברוח של התוועדות; סעודות יום טוב נראות אותו דבר, רק עמוסות יותר. בבניין יש מעלית שבת וכניסה ללא מדרגות.',
      },
    },
    reviews: [
      {
        by: 'rachel',
        rating: 5,
        text: 'Twenty people from six countries, and it still felt like a family dinner. Mendel’s dvar Torah tied all our stories together.',
      },
      {
        by: 'shira',
        rating: 4,
        text: 'אווירה מיוחדת ואנשים מכל העולם. צפוף ורועש, אבל זה חלק מהקסם.',
      },
      {
        by: 'miriam',
        rating: 5,
        text: 'Une table ouverte comme on n’en voit plus. Nous étions vingt, de six pays, et Chaya avait prévu pour trente.',
      },
      {
        by: 'levi',
        rating: 5,
        text: 'Exactly what a first Shabbos in Crown Heights should be.',
      },
    ],
  },

  // ---- Rochel Greenbaum ----------------------------------------------------------------------------------
  {
    key: 'greenbaum-lincoln-place',
    host: 'greenbaum',
    title: 'A vegetarian Shabbos table on Lincoln Place',
    area: 'Lincoln Place',
    familyDescription:
      'Rochel and Eli Greenbaum have three children, a small garden behind their house on Lincoln Place and a kitchen that has been meat-free for ten years. Rochel is a nutritionist and teaches cooking classes for the women at Machon Chana; Eli teaches music and brings out his guitar on Motzei Shabbos. Guests with allergies or coeliac disease, or who simply find the usual Shabbos food too heavy, often say it is the first Shabbos meal they have fully enjoyed.',
    description:
      'Everything is vegetarian, nearly everything is gluten-free and nothing contains nuts: roasted squash soup, a lentil cholent, stuffed peppers, big salads from the farmers’ market, and two challahs, one of them gluten-free. In summer the table is set in the garden, under the grape vine, until it gets dark. Eli leads the singing and there is a short dvar Torah on the parsha; the children have their own menu of pasta and crispy tofu “schnitzel.”',
    address: '1187 Lincoln Place, Brooklyn, NY 11213',
    latitude: 40.67065,
    longitude: -73.9395,
    mealTypes: ['friday_night', 'shabbos_lunch'],
    pricePerGuestCents: 30_00,
    seatsPerMeal: 8,
    kosherStandard: 'chabad',
    dietaryOptions: ['vegetarian', 'gluten_free', 'nut_free', 'childrens_menu'],
    tableLanguages: ['en'],
    childrenWelcome: true,
    accessibility: [],
    closedDates: ['2027-09-04'],
    illustrations: ['garden-table', 'kitchen-prep', 'soup'],
    translations: {
      fr: {
        title: 'Une table de Chabbat végétarienne sur Lincoln Place',
        area: 'Lincoln Place',
        familyDescription:
          'Rochel et Eli Greenbaum ont trois enfants, un petit jardin derrière leur maison de Lincoln Place et une cuisine où la viande n’entre plus depuis dix ans. Rochel est nutritionniste et donne des cours de cuisine aux élèves de Machon Chana ; Eli est professeur de musique et sort sa guitare à la sortie de Chabbat. Les invités allergiques ou cœliaques, ou qui trouvent simplement la cuisine de Chabbat trop lourde, leur disent souvent que c’est le premier repas de Chabbat qu’ils ont vraiment savouré.',
        description:
          'Tout est végétarien, presque tout est sans gluten et rien ne contient de fruits à coque : velouté de courge rôtie, tcholent aux lentilles, poivrons farcis, grandes salades du marché et deux ’hallot, dont une sans gluten. L’été, la table est dressée au jardin, sous la vigne, jusqu’à la nuit. Eli lance les chants et il y a une courte parole de Torah sur la paracha ; les enfants ont leur propre menu, pâtes et « schnitzels » de tofu croustillant.',
      },
      he: {
        title: 'שולחן שבת צמחוני בלינקולן פלייס',
        area: 'לינקולן פלייס',
        familyDescription:
          'לרחל ואלי גרינבאום שלושה ילדים, גינה קטנה מאחורי הבית בלינקולן פלייס ומטבח שלא נכנס אליו בשר כבר עשר שנים. רחל תזונאית ומעבירה שיעורי בישול לתלמידות מכון חנה; אלי מורה למוזיקה ומוציא את הגיטרה במוצאי שבת. אורחים עם אלרגיות או צליאקיה, או כאלה שפשוט מוצאים את האוכל הרגיל של שבת כבד מדי, אומרים להם לא פעם שזו סעודת השבת הראשונה שממש נהנו ממנה.',
        description:
          'הכול צמחוני, כמעט הכול ללא גלוטן ואין שום דבר עם אגוזים: מרק דלעת קלויה, טשולנט עדשים, פלפלים ממולאים, סלטים גדולים מהשוק ושתי חלות, אחת מהן ללא גלוטן. בקיץ עורכים את השולחן בגינה, מתחת לגפן, עד שמחשיך. אלי מוביל את השירה ויש דבר תורה קצר על הפרשה; לילדים יש תפריט משלהם – פסטה ו״שניצל״ טופו פריך.',
      },
    },
    reviews: [],
  },
];
