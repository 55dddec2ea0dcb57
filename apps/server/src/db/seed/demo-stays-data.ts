import type {
  Amenity,
  JewishFeature,
  KosherStandard,
  PropertyType,
  StayCancellationPolicy,
  StayStatus,
} from '@orchim/shared';

/**
 * The demo listings of Crown Heights (issue 4), read by ./demo-stays.ts: the families who host, the
 * guests who book and review, and each stay with its text in English, French and Hebrew. Addresses are
 * plausible, not real homes; coordinates sit on the named street.
 */

/** The drawings in apps/web/public/images/stays, 1200×800 each. */
export const STAY_ILLUSTRATIONS = [
  'brownstone-red',
  'brownstone-stoop',
  'rowhouse-grey',
  'limestone-row',
  'living-room',
  'bedroom',
  'kids-room',
  'kitchen',
  'shabbos-table',
  'bathroom',
  'garden-sukkah',
  'basement-entrance',
  'study',
  'eastern-parkway',
] as const;
export type StayIllustration = (typeof STAY_ILLUSTRATIONS)[number];

export interface DemoPerson {
  email: string;
  fullName: string;
  phone: string;
}

/** Neighbourhood families who host, besides host@example.com and host2@example.com. */
export const DEMO_STAY_HOSTS = {
  gurary: { email: 'mushka.gurary@example.com', fullName: 'Mushka Gurary', phone: '+1 718 555 0131' },
  blesofsky: {
    email: 'shmuel.blesofsky@example.com',
    fullName: 'Shmuel Blesofsky',
    phone: '+1 718 555 0146',
  },
  kaplan: { email: 'dina.kaplan@example.com', fullName: 'Dina Kaplan', phone: '+1 347 555 0152' },
  wilhelm: { email: 'yaakov.wilhelm@example.com', fullName: 'Yaakov Wilhelm', phone: '+1 718 555 0163' },
  shusterman: {
    email: 'fraidy.shusterman@example.com',
    fullName: 'Fraidy Shusterman',
    phone: '+1 347 555 0174',
  },
  thompson: { email: 'marcia.thompson@example.com', fullName: 'Marcia Thompson', phone: '+1 718 555 0185' },
} as const satisfies Record<string, DemoPerson>;

/** Visitors who booked and reviewed; from Toronto, Melbourne, Paris, Lyon, Kfar Chabad, London and more. */
export const DEMO_STAY_GUESTS = {
  devorah: { email: 'devorah.katz@example.com', fullName: 'Devorah Katz', phone: '+1 416 555 0142' },
  levi: { email: 'levi.friedman@example.com', fullName: 'Levi Friedman', phone: '+61 3 9555 0147' },
  miriam: { email: 'miriam.azoulay@example.com', fullName: 'Miriam Azoulay', phone: '+33 6 12 55 01 78' },
  yehuda: { email: 'yehuda.benhamou@example.com', fullName: 'Yehuda Benhamou', phone: '+33 4 72 55 01 23' },
  shira: { email: 'shira.levi@example.com', fullName: 'Shira Levi', phone: '+972 52 555 0134' },
  avraham: { email: 'avraham.mizrahi@example.com', fullName: 'Avraham Mizrahi', phone: '+972 2 555 0188' },
  rachel: { email: 'rachel.stein@example.com', fullName: 'Rachel Stein', phone: '+1 312 555 0199' },
  dovid: { email: 'dovid.gordon@example.com', fullName: 'Dovid Gordon', phone: '+44 20 7946 0321' },
  leah: { email: 'leah.schwartz@example.com', fullName: 'Leah Schwartz', phone: '+1 310 555 0178' },
  menachem: { email: 'menachem.rosen@example.com', fullName: 'Menachem Rosen', phone: '+27 11 555 0163' },
} as const satisfies Record<string, DemoPerson>;
export type DemoGuestKey = keyof typeof DEMO_STAY_GUESTS;

export interface DemoText {
  title: string;
  area: string;
  description: string;
  houseRules: string;
}

export interface DemoReview {
  by: DemoGuestKey;
  rating: 1 | 2 | 3 | 4 | 5;
  text: string;
}

export interface DemoStay {
  /** Stable name, for planning bookings; not stored. */
  key: string;
  /** The host's email (a demo account or one of DEMO_STAY_HOSTS). */
  host: string;
  status: StayStatus;
  address: string;
  latitude: number;
  longitude: number;
  propertyType: PropertyType;
  bedrooms: number;
  beds: number;
  baths: number;
  maxGuests: number;
  /** Whole dollars a night, and once per stay. */
  price: number;
  cleaningFee: number;
  minimumNights: number;
  checkInTime: string;
  checkOutTime: string;
  /** Flexible unless said: the demo shows every policy, most stays on the one new stays start with. */
  cancellationPolicy?: StayCancellationPolicy;
  amenities: Amenity[];
  jewishFeatures: JewishFeature[];
  /** Exactly when jewishFeatures has 'kosher_kitchen' (a CHECK in the database). */
  kosherStandard: KosherStandard | null;
  /** Whether the listing gives the walk to the neighbourhood mikvah. */
  nearMikvah: boolean;
  /** Cover first. */
  images: StayIllustration[];
  en: DemoText;
  fr: DemoText;
  he: DemoText;
  reviews: DemoReview[];
}

const HOST = 'host@example.com';
const HOST2 = 'host2@example.com';
const { gurary, blesofsky, kaplan, wilhelm, shusterman, thompson } = DEMO_STAY_HOSTS;

const lines = (...rules: string[]) => rules.join('\n');

export const DEMO_STAYS: readonly DemoStay[] = [
  // ---- Rivka Goldberg (host@example.com) ----------------------------------------------------------------
  {
    key: 'president-garden',
    host: HOST,
    status: 'published',
    address: '1327 President Street, Brooklyn, NY 11213',
    latitude: 40.66718,
    longitude: -73.94105,
    propertyType: 'brownstone_floor',
    bedrooms: 2,
    beds: 3,
    baths: 1,
    maxGuests: 6,
    price: 185,
    cleaningFee: 60,
    minimumNights: 2,
    checkInTime: '15:00',
    checkOutTime: '11:00',
    amenities: [
      'wifi',
      'air_conditioning',
      'heating',
      'washer',
      'dryer',
      'crib',
      'high_chair',
      'full_kitchen',
      'outdoor_space',
      'linens',
    ],
    jewishFeatures: [
      'kosher_kitchen',
      'separate_meat_dairy',
      'blech',
      'urn',
      'shabbos_timers',
      'shabbos_lamp',
      'fridge_light_off',
      'no_elevator_needed',
      'sukkah',
    ],
    kosherStandard: 'chabad',
    nearMikvah: true,
    images: ['brownstone-stoop', 'living-room', 'kitchen', 'bedroom', 'kids-room', 'garden-sukkah'],
    en: {
      title: 'Sunny garden floor on President Street',
      area: 'President Street',
      description:
        'The garden floor of our 1910 brownstone, four minutes from 770. You have your own entrance under the stoop, two bedrooms (a queen, and two twins with a crib that folds out), a living room that gets the afternoon sun, and a Chabad kosher kitchen with separate sinks, dishes and ovens for meat and dairy. The blech and the urn are in the cabinet by the stove, and the timers are already set for the Shabbos lights. The back garden is yours to use; on Sukkos the family sukkah goes up there and you are welcome in it. We live upstairs with our five children, so you will hear little feet in the morning.',
      houseRules: lines(
        'Please keep the kitchen kosher: food with a reliable hechsher only, and ask us before kashering anything.',
        'No smoking, in the house or the garden.',
        'Quiet after 11 pm; our children sleep right above you.',
        'Arriving on Friday? Please come at least an hour before candle lighting.',
      ),
    },
    fr: {
      title: 'Rez-de-jardin ensoleillé sur President Street',
      area: 'President Street',
      description:
        'Le rez-de-jardin de notre brownstone de 1910, à quatre minutes du 770. Vous avez votre propre entrée sous le perron, deux chambres (un grand lit, et deux lits simples avec un lit bébé pliant), un salon qui profite du soleil l’après-midi et une cuisine cachère Habad, avec éviers, vaisselle et fours séparés pour le lait et la viande. La blech et l’urne sont dans le placard près de la cuisinière, et les minuteries sont déjà réglées pour les lumières de Chabbat. Le jardin est à vous ; à Souccot, la souccah de la famille y est montée et vous y êtes les bienvenus. Nous habitons au-dessus avec nos cinq enfants : le matin, vous entendrez de petits pas.',
      houseRules: lines(
        'Merci de garder la cuisine cachère : uniquement des produits avec une certification fiable, et demandez-nous avant de cachériser quoi que ce soit.',
        'Non-fumeur, dans la maison comme au jardin.',
        'Silence après 23 h : nos enfants dorment juste au-dessus.',
        'Arrivée un vendredi ? Merci de venir au moins une heure avant l’allumage des bougies.',
      ),
    },
    he: {
      title: 'דירת גן מוארת ברחוב פרזידנט',
      area: 'רחוב פרזידנט',
      description:
        'קומת הגן של בית הבראונסטון שלנו משנת 1910, ארבע דקות הליכה מ־770. יש לכם כניסה פרטית מתחת למדרגות, שני חדרי שינה (מיטה זוגית, ושתי מיטות יחיד עם עריסה מתקפלת), סלון שמקבל את שמש אחר הצהריים ומטבח כשר בהשגחת חב״ד, עם כיורים, כלים ותנורים נפרדים לבשרי ולחלבי. הבלעך והמיחם נמצאים בארון שליד הכיריים, ושעוני השבת כבר מכוונים לאורות. הגינה האחורית לרשותכם; בסוכות עומדת בה הסוכה של המשפחה, ואתם מוזמנים לשבת בה. אנחנו גרים למעלה עם חמשת ילדינו, כך שבבוקר תשמעו צעדים קטנים.',
      houseRules: lines(
        'נא לשמור על כשרות המטבח: רק מוצרים בהשגחה מוכרת, ולשאול אותנו לפני הכשרת כלים.',
        'אין לעשן, לא בבית ולא בגינה.',
        'שקט אחרי 23:00 – הילדים שלנו ישנים ממש מעליכם.',
        'מגיעים ביום שישי? נא להגיע לפחות שעה לפני הדלקת נרות.',
      ),
    },
    reviews: [
      {
        by: 'devorah',
        rating: 5,
        text: 'We came with four kids for Tishrei and it felt like staying with family. Rivka had challah and grape juice waiting on Friday, and the garden kept the children busy for hours.',
      },
      {
        by: 'levi',
        rating: 5,
        text: 'Four minutes to 770, a proper kosher kitchen and a blech that actually fits the stove. Couldn’t ask for more.',
      },
      {
        by: 'miriam',
        rating: 5,
        text: 'Appartement impeccable, cuisine cachère parfaitement équipée. Rivka nous a tout expliqué pour Chabbat. Nous reviendrons !',
      },
      {
        by: 'shira',
        rating: 5,
        text: 'דירה מקסימה ונקייה, מטבח כשר מאובזר ומארחת חמה. הגינה היא בונוס גדול לילדים.',
      },
      {
        by: 'rachel',
        rating: 4,
        text: 'Lovely apartment and a very kind host. The second bedroom is a bit small for two adults, but perfect for kids.',
      },
      {
        by: 'dovid',
        rating: 5,
        text: 'Stayed for Yud Shevat. Warm in the middle of January, spotless, and everything for Shabbos was ready.',
      },
      {
        by: 'leah',
        rating: 4,
        text: 'You do hear the family upstairs in the mornings, as the listing says. Otherwise perfect, and the location can’t be beaten.',
      },
      {
        by: 'menachem',
        rating: 5,
        text: 'Third time here. Still the place we recommend to everyone coming from Johannesburg.',
      },
      {
        by: 'avraham',
        rating: 5,
        text: 'מיקום מעולה, ארבע דקות מ־770. הכול היה מוכן לשבת, כולל השעונים. תודה רבה!',
      },
    ],
  },
  {
    key: 'carroll-family',
    host: HOST,
    status: 'published',
    address: '1363 Carroll Street, Brooklyn, NY 11213',
    latitude: 40.66628,
    longitude: -73.94012,
    propertyType: 'apartment',
    bedrooms: 3,
    beds: 5,
    baths: 2,
    maxGuests: 8,
    price: 260,
    cleaningFee: 90,
    minimumNights: 2,
    checkInTime: '16:00',
    checkOutTime: '11:00',
    amenities: [
      'wifi',
      'air_conditioning',
      'heating',
      'washer',
      'dryer',
      'crib',
      'high_chair',
      'full_kitchen',
      'dishwasher',
      'outdoor_space',
      'linens',
    ],
    jewishFeatures: [
      'kosher_kitchen',
      'separate_meat_dairy',
      'blech',
      'urn',
      'shabbos_timers',
      'shabbos_lamp',
      'fridge_light_off',
      'sukkah',
      'pesach_ready',
    ],
    kosherStandard: 'chabad',
    nearMikvah: true,
    images: ['brownstone-red', 'living-room', 'garden-sukkah', 'kitchen', 'kids-room'],
    en: {
      title: 'Family apartment on Carroll Street with a sukkah deck',
      area: 'Carroll Street',
      description:
        'Three bedrooms on the second floor of a two-family house, set up for families who come for Tishrei and stay a while. The kitchen is Chabad kosher, with two sinks, two sets of everything, a dishwasher we use for dairy only, and a Pesach cupboard: we kasher the kitchen for Pesach every year, so it is ready for the Seder. Off the kitchen there is a deck where the sukkah stands from Erev Sukkos until after Simchas Torah. The children’s room has a crib, a high chair and a basket of toys. It is six minutes to 770 and two to the shops on Kingston Avenue.',
      houseRules: lines(
        'Two nights minimum; three over Yom Tov.',
        'Kosher kitchen: please bring in only products with a hechsher, and keep meat and dairy where they belong.',
        'No smoking and no parties.',
        'Strollers stay in the hallway downstairs.',
      ),
    },
    fr: {
      title: 'Appartement familial sur Carroll Street, avec terrasse pour la souccah',
      area: 'Carroll Street',
      description:
        'Trois chambres au premier étage d’une maison de deux logements, pensées pour les familles qui viennent pour Tichri et restent un moment. La cuisine est cachère Habad, avec deux éviers, deux services de tout, un lave-vaisselle réservé au lait et un placard de Pessa’h : nous cachérisons la cuisine chaque année, elle est donc prête pour le Séder. La cuisine donne sur une terrasse où la souccah reste montée de la veille de Souccot jusqu’après Sim’hat Torah. La chambre des enfants a un lit bébé, une chaise haute et un panier de jouets. Le 770 est à six minutes, les commerces de Kingston Avenue à deux.',
      houseRules: lines(
        'Deux nuits minimum ; trois pendant les fêtes.',
        'Cuisine cachère : uniquement des produits certifiés, et le lait et la viande chacun à sa place.',
        'Non-fumeur, pas de fêtes.',
        'Les poussettes restent dans l’entrée du rez-de-chaussée.',
      ),
    },
    he: {
      title: 'דירה משפחתית ברחוב קרול עם מרפסת לסוכה',
      area: 'רחוב קרול',
      description:
        'שלושה חדרי שינה בקומה השנייה של בית דו־משפחתי, מותאמים למשפחות שמגיעות לחודש תשרי ונשארות לזמן מה. המטבח כשר בהשגחת חב״ד, עם שני כיורים, שתי מערכות של הכול, מדיח כלים לחלבי בלבד וארון לפסח: אנחנו מכשירים את המטבח לפסח בכל שנה, כך שהוא מוכן לליל הסדר. מהמטבח יוצאים למרפסת שבה עומדת הסוכה מערב סוכות ועד אחרי שמחת תורה. בחדר הילדים יש עריסה, כיסא אוכל וסל צעצועים. שש דקות הליכה מ־770 ושתיים מהחנויות של שדרת קינגסטון.',
      houseRules: lines(
        'מינימום שני לילות; שלושה בימים טובים.',
        'מטבח כשר: רק מוצרים בהשגחה, ובשרי וחלבי כל אחד במקומו.',
        'אין לעשן ואין מסיבות.',
        'עגלות ילדים נשארות במסדרון בקומת הכניסה.',
      ),
    },
    reviews: [
      {
        by: 'leah',
        rating: 5,
        text: 'We spent all of Sukkos here with our six children. Eating in the sukkah off the kitchen was a dream.',
      },
      {
        by: 'yehuda',
        rating: 5,
        text: 'Idéal pour une famille nombreuse. La souccah est grande et la cuisine cachère Habad très bien organisée.',
      },
      {
        by: 'rachel',
        rating: 5,
        text: 'Clean, roomy and so well thought out for families: high chair, crib, even a step stool by the sink.',
      },
      {
        by: 'dovid',
        rating: 4,
        text: 'Great apartment. The stairs up are a workout with luggage.',
      },
      {
        by: 'devorah',
        rating: 5,
        text: 'Rivka kashered for Pesach before we came and we didn’t have to do a thing. Our best Pesach away from home.',
      },
      {
        by: 'menachem',
        rating: 4,
        text: 'Very comfortable and quiet. Street parking is hard, but that is Crown Heights.',
      },
    ],
  },
  {
    key: 'kingston-studio',
    host: HOST,
    status: 'published',
    address: '341 Kingston Avenue, Apt 2R, Brooklyn, NY 11213',
    latitude: 40.6659,
    longitude: -73.9424,
    propertyType: 'studio',
    bedrooms: 0,
    beds: 1,
    baths: 1,
    maxGuests: 2,
    price: 95,
    cleaningFee: 30,
    minimumNights: 1,
    checkInTime: '15:00',
    checkOutTime: '10:30',
    amenities: ['wifi', 'air_conditioning', 'heating', 'workspace', 'linens'],
    jewishFeatures: ['kosher_kitchen', 'shabbos_hot_plate', 'urn', 'shabbos_lamp', 'non_electric_key'],
    kosherStandard: 'chalav_yisrael',
    nearMikvah: false,
    images: ['rowhouse-grey', 'bedroom', 'study', 'kitchen'],
    en: {
      title: 'Quiet studio a short walk from 770',
      area: 'Kingston Avenue',
      description:
        'A rear studio on the second floor, over a courtyard rather than the avenue, so you hear birds instead of buses. There is a queen bed, a small desk by the window, and a kitchenette kept kosher, chalav Yisrael, with a two-burner stove, a hot plate for Shabbos and an urn. The front door opens with a key, not a keypad, and there are only eighteen steps up. Kingston Avenue is at your door: the bakeries, the seforim stores and 770 itself are a few minutes away. Best for one person or a couple on a short visit.',
      houseRules: lines(
        'One or two guests only.',
        'The kitchenette is dairy and pareve; please leave it as you found it.',
        'No smoking.',
      ),
    },
    fr: {
      title: 'Studio calme à quelques pas du 770',
      area: 'Kingston Avenue',
      description:
        'Un studio au premier étage, côté cour et non côté avenue : vous entendrez les oiseaux plutôt que les bus. Il y a un grand lit, un petit bureau près de la fenêtre et une kitchenette cachère, ’halav Israël, avec deux feux, une plata pour Chabbat et une urne. La porte d’entrée s’ouvre avec une clé, pas avec un digicode, et il n’y a que dix-huit marches. Kingston Avenue est au pied de l’immeuble : les boulangeries, les librairies juives et le 770 lui-même sont à quelques minutes. Idéal pour une personne seule ou un couple, pour un court séjour.',
      houseRules: lines(
        'Une ou deux personnes seulement.',
        'La kitchenette est lait et parvé ; merci de la laisser comme vous l’avez trouvée.',
        'Non-fumeur.',
      ),
    },
    he: {
      title: 'סטודיו שקט במרחק הליכה קצר מ־770',
      area: 'שדרת קינגסטון',
      description:
        'סטודיו עורפי בקומה השנייה, הפונה לחצר ולא לשדרה, כך ששומעים ציפורים ולא אוטובוסים. יש מיטה זוגית, שולחן כתיבה קטן ליד החלון ומטבחון כשר, חלב ישראל, עם שתי להבות, פלטה לשבת ומיחם. הדלת נפתחת במפתח רגיל ולא בקוד, ויש רק שמונה־עשרה מדרגות. שדרת קינגסטון ממש בפתח: המאפיות, חנויות הספרים ו־770 עצמו במרחק דקות ספורות. מתאים במיוחד לאדם אחד או לזוג לביקור קצר.',
      houseRules: lines(
        'אורח אחד או שניים בלבד.',
        'המטבחון חלבי ופרווה; נא להשאיר אותו כפי שמצאתם.',
        'אין לעשן.',
      ),
    },
    reviews: [
      {
        by: 'levi',
        rating: 5,
        text: 'Exactly what I needed for a week of learning: quiet, clean, and 770 on the way to everything.',
      },
      { by: 'avraham', rating: 4, text: 'סטודיו קטן אבל נוח מאוד. שקט, למרות שהוא על קינגסטון.' },
      {
        by: 'menachem',
        rating: 5,
        text: 'Good bed, good shower, kind host. The courtyard side really is quiet.',
      },
      {
        by: 'miriam',
        rating: 4,
        text: 'Petit mais très propre, et l’emplacement est parfait. Idéal pour une personne.',
      },
      {
        by: 'dovid',
        rating: 3,
        text: 'Fine for a night or two, but the kitchenette is very basic and the Wi-Fi dropped a few times.',
      },
    ],
  },
  {
    key: 'montgomery-basement',
    host: HOST,
    status: 'published',
    address: '492 Montgomery Street, Brooklyn, NY 11225',
    latitude: 40.6645,
    longitude: -73.9401,
    propertyType: 'basement',
    bedrooms: 1,
    beds: 2,
    baths: 1,
    maxGuests: 3,
    price: 110,
    cleaningFee: 40,
    minimumNights: 1,
    checkInTime: '15:00',
    checkOutTime: '11:00',
    amenities: ['wifi', 'air_conditioning', 'heating', 'washer', 'dryer', 'linens'],
    jewishFeatures: [
      'shabbos_hot_plate',
      'urn',
      'shabbos_lamp',
      'non_electric_key',
      'fridge_light_off',
      'no_elevator_needed',
    ],
    kosherStandard: null,
    nearMikvah: false,
    images: ['basement-entrance', 'bedroom', 'living-room', 'bathroom'],
    en: {
      title: 'Basement suite with its own entrance on Montgomery Street',
      area: 'Montgomery Street',
      description:
        'A bright basement suite with its own door under the stoop, so you come and go without meeting anyone on the stairs. It has a bedroom with a queen bed, a sofa bed in the sitting room, a new bathroom with a proper shower, and a washer and dryer just for you. There is no kitchen: only a fridge (its light is off), a microwave, a Shabbos hot plate and an urn, so it suits guests who will eat most meals out or with friends. The ceiling is seven feet high; tall guests, be warned.',
      houseRules: lines(
        'No cooking beyond the microwave and the hot plate.',
        'Quiet after 11 pm.',
        'No smoking anywhere on the property.',
      ),
    },
    fr: {
      title: 'Suite en sous-sol avec entrée indépendante sur Montgomery Street',
      area: 'Montgomery Street',
      description:
        'Une suite lumineuse en sous-sol, avec sa propre porte sous le perron : vous allez et venez sans croiser personne dans l’escalier. Elle comprend une chambre avec un grand lit, un canapé-lit dans le salon, une salle de bains neuve avec une vraie douche, et un lave-linge et un sèche-linge rien que pour vous. Il n’y a pas de cuisine : seulement un réfrigérateur (lumière éteinte), un micro-ondes, une plata pour Chabbat et une urne. Elle convient à ceux qui prendront la plupart de leurs repas dehors ou chez des amis. Le plafond fait 2,10 m : avis aux grands.',
      houseRules: lines(
        'Pas de cuisine en dehors du micro-ondes et de la plata.',
        'Silence après 23 h.',
        'Interdiction de fumer sur toute la propriété.',
      ),
    },
    he: {
      title: 'יחידת מרתף עם כניסה פרטית ברחוב מונטגומרי',
      area: 'רחוב מונטגומרי',
      description:
        'יחידת מרתף מוארת עם דלת משלה מתחת למדרגות, כך שנכנסים ויוצאים בלי לפגוש אף אחד בחדר המדרגות. יש חדר שינה עם מיטה זוגית, ספה נפתחת בסלון, חדר רחצה חדש עם מקלחת של ממש, ומכונת כביסה ומייבש רק בשבילכם. אין מטבח: רק מקרר (הנורה מנותקת), מיקרוגל, פלטה לשבת ומיחם, ולכן היחידה מתאימה למי שאוכל את רוב הארוחות בחוץ או אצל חברים. גובה התקרה 2.10 מטר – הגבוהים שבינינו, שימו לב.',
      houseRules: lines('אין לבשל מעבר למיקרוגל ולפלטה.', 'שקט אחרי 23:00.', 'אין לעשן בשום מקום בנכס.'),
    },
    reviews: [
      {
        by: 'rachel',
        rating: 4,
        text: 'Private and comfortable. We ate out every meal, so not having a kitchen didn’t matter.',
      },
      { by: 'dovid', rating: 5, text: 'Own entrance, very clean, washer and dryer. Great value.' },
      {
        by: 'levi',
        rating: 4,
        text: 'Nice suite. The ceiling is low, as the listing warns; I’m six foot and ducked twice.',
      },
      {
        by: 'shira',
        rating: 5,
        text: 'יחידה נקייה ונעימה עם כניסה פרטית. המארחים נתנו לנו המלצות למקומות אוכל.',
      },
    ],
  },

  // ---- Chana Kotlarsky (host2@example.com) -------------------------------------------------------------
  {
    key: 'lincoln-parlour',
    host: HOST2,
    status: 'published',
    address: '1148 Lincoln Place, Brooklyn, NY 11213',
    latitude: 40.67058,
    longitude: -73.94105,
    propertyType: 'brownstone_floor',
    bedrooms: 2,
    beds: 3,
    baths: 1,
    maxGuests: 5,
    price: 210,
    cleaningFee: 75,
    minimumNights: 2,
    checkInTime: '15:00',
    checkOutTime: '11:00',
    amenities: [
      'wifi',
      'air_conditioning',
      'heating',
      'washer',
      'dryer',
      'crib',
      'full_kitchen',
      'dishwasher',
      'linens',
    ],
    jewishFeatures: [
      'kosher_kitchen',
      'separate_meat_dairy',
      'blech',
      'urn',
      'shabbos_timers',
      'shabbos_lamp',
      'non_electric_key',
      'fridge_light_off',
    ],
    kosherStandard: 'mehadrin',
    nearMikvah: true,
    images: ['limestone-row', 'living-room', 'shabbos-table', 'kitchen', 'bedroom'],
    en: {
      title: 'Parlour floor of a Lincoln Place brownstone',
      area: 'Lincoln Place',
      description:
        'High ceilings, the original plaster mouldings and two tall windows over Lincoln Place: this is the parlour floor of a brownstone our family has lived in for three generations. The front room is a living and dining room with a table for ten, so you can host a Shabbos meal yourselves. The kitchen is kosher mehadrin, with separate meat and dairy counters, and everything is labelled in English and Hebrew. Both bedrooms face the quiet garden. 770 is across Eastern Parkway, three minutes away, and on summer nights you can hear the bochurim singing.',
      houseRules: lines(
        'Mehadrin kitchen: please bring in only mehadrin products, or ask us first.',
        'No shoes on the rug in the front room, please; slippers are in the basket.',
        'No smoking, no parties.',
        'Friday check-in at least two hours before candle lighting.',
      ),
    },
    fr: {
      title: 'Étage noble d’un brownstone de Lincoln Place',
      area: 'Lincoln Place',
      description:
        'De hauts plafonds, les moulures d’origine et deux grandes fenêtres sur Lincoln Place : c’est l’étage noble d’un brownstone où notre famille vit depuis trois générations. La pièce de devant sert de salon et de salle à manger, avec une table pour dix : vous pouvez recevoir vous-mêmes pour un repas de Chabbat. La cuisine est cachère mehadrin, avec des plans de travail séparés pour la viande et le lait, et tout est étiqueté en anglais et en hébreu. Les deux chambres donnent sur le jardin, au calme. Le 770 est de l’autre côté d’Eastern Parkway, à trois minutes, et les soirs d’été on entend chanter les ba’hourim.',
      houseRules: lines(
        'Cuisine mehadrin : uniquement des produits mehadrin, ou demandez-nous d’abord.',
        'Pas de chaussures sur le tapis du salon, s’il vous plaît ; des chaussons vous attendent dans le panier.',
        'Non-fumeur, pas de fêtes.',
        'Le vendredi, arrivée au moins deux heures avant l’allumage des bougies.',
      ),
    },
    he: {
      title: 'קומת הכניסה של בית בראונסטון בלינקולן פלייס',
      area: 'לינקולן פלייס',
      description:
        'תקרות גבוהות, עיטורי הטיח המקוריים ושני חלונות גבוהים אל לינקולן פלייס: זו הקומה המרכזית של בית בראונסטון שהמשפחה שלנו גרה בו כבר שלושה דורות. החדר הקדמי משמש סלון ופינת אוכל עם שולחן לעשרה, כך שתוכלו לארח בעצמכם סעודת שבת. המטבח כשר למהדרין, עם משטחי עבודה נפרדים לבשרי ולחלבי, והכול מסומן באנגלית ובעברית. שני חדרי השינה פונים לגינה השקטה. 770 נמצא מעבר לאיסטרן פארקווי, שלוש דקות הליכה, ובלילות הקיץ שומעים את הבחורים שרים.',
      houseRules: lines(
        'מטבח מהדרין: נא להכניס רק מוצרים בכשרות מהדרין, או לשאול אותנו קודם.',
        'בבקשה לא לדרוך בנעליים על השטיח בחדר הקדמי; נעלי בית מחכות בסל.',
        'אין לעשן ואין מסיבות.',
        'הגעה ביום שישי לפחות שעתיים לפני הדלקת נרות.',
      ),
    },
    reviews: [
      {
        by: 'devorah',
        rating: 5,
        text: 'The front room is beautiful and we hosted twelve for Friday night. Chana thought of everything.',
      },
      {
        by: 'miriam',
        rating: 5,
        text: 'Un appartement magnifique, plein de charme. Le soir, on entend les chants du 770, c’est émouvant.',
      },
      {
        by: 'leah',
        rating: 5,
        text: 'Mehadrin kitchen, labelled cabinets, an urn and a lamp in each bedroom. We felt very cared for.',
      },
      {
        by: 'avraham',
        rating: 5,
        text: 'דירה יפהפייה, תקרות גבוהות ומטבח מהדרין. שלוש דקות מ־770.',
      },
      {
        by: 'rachel',
        rating: 4,
        text: 'Gorgeous and very clean. Both bedrooms share one bathroom, which was a little tight for five.',
      },
      { by: 'yehuda', rating: 5, text: 'Parfait pour Chabbat. Chana est une hôtesse très attentionnée.' },
      { by: 'menachem', rating: 5, text: 'Our family’s new address for every visit.' },
    ],
  },
  {
    key: 'crown-house',
    host: HOST2,
    status: 'published',
    address: '583 Crown Street, Brooklyn, NY 11213',
    latitude: 40.66538,
    longitude: -73.9385,
    propertyType: 'house',
    bedrooms: 5,
    beds: 9,
    baths: 3,
    maxGuests: 14,
    price: 520,
    cleaningFee: 150,
    minimumNights: 3,
    checkInTime: '16:00',
    checkOutTime: '11:00',
    amenities: [
      'wifi',
      'air_conditioning',
      'heating',
      'washer',
      'dryer',
      'parking',
      'crib',
      'high_chair',
      'full_kitchen',
      'dishwasher',
      'outdoor_space',
      'linens',
    ],
    jewishFeatures: [
      'kosher_kitchen',
      'separate_meat_dairy',
      'blech',
      'urn',
      'shabbos_timers',
      'shabbos_lamp',
      'non_electric_key',
      'fridge_light_off',
      'no_elevator_needed',
      'sukkah',
      'pesach_ready',
    ],
    kosherStandard: 'chabad',
    nearMikvah: true,
    images: ['brownstone-red', 'shabbos-table', 'kitchen', 'kids-room', 'bedroom', 'garden-sukkah'],
    en: {
      title: 'Big house for big families on Crown Street',
      area: 'Crown Street',
      description:
        'A whole semi-detached house for when the entire family comes in: five bedrooms over three floors, nine beds, two cribs, three bathrooms and a dining table that seats eighteen. The kitchen was redone in 2022 with two of everything, sinks, dishwashers and ovens: meat on the left, dairy on the right. The Pesach dishes are in the basement and the kitchen is kashered for Pesach every year. There is a driveway for one car, a back yard with a sukkah frame and schach, and 770 is a nine-minute walk. We move to our parents’ when you come, so please treat it like a home.',
      houseRules: lines(
        'Three nights minimum.',
        'No events or parties, and no more than 14 people sleeping over.',
        'Please keep the kitchen kosher; ask us about anything you are unsure of.',
        'Quiet after 11 pm, for our neighbours.',
        'Trash goes out on Sunday and Wednesday nights.',
      ),
    },
    fr: {
      title: 'Grande maison pour grandes familles sur Crown Street',
      area: 'Crown Street',
      description:
        'Une maison entière, jumelée, pour quand toute la famille débarque : cinq chambres sur trois niveaux, neuf lits, deux lits bébé, trois salles de bains et une table qui accueille dix-huit convives. La cuisine a été refaite en 2022, avec deux de chaque chose, éviers, lave-vaisselle et fours : la viande à gauche, le lait à droite. La vaisselle de Pessa’h est au sous-sol et la cuisine est cachérisée pour Pessa’h chaque année. Il y a une allée pour une voiture, un jardin avec une structure de souccah et le skhakh, et le 770 est à neuf minutes à pied. Nous partons chez nos parents quand vous venez : traitez-la comme une maison.',
      houseRules: lines(
        'Trois nuits minimum.',
        'Ni réceptions ni fêtes, et pas plus de 14 personnes pour la nuit.',
        'Merci de garder la cuisine cachère ; en cas de doute, demandez-nous.',
        'Silence après 23 h, pour nos voisins.',
        'Les poubelles sortent le dimanche et le mercredi soir.',
      ),
    },
    he: {
      title: 'בית גדול למשפחות גדולות ברחוב קראון',
      area: 'רחוב קראון',
      description:
        'בית דו־משפחתי שלם, בשביל הפעמים שכל המשפחה מגיעה: חמישה חדרי שינה על פני שלוש קומות, תשע מיטות, שתי עריסות, שלושה חדרי רחצה ושולחן אוכל לשמונה־עשר סועדים. המטבח שופץ ב־2022 עם שניים מכל דבר – כיורים, מדיחים ותנורים: בשרי משמאל, חלבי מימין. כלי הפסח נמצאים במרתף, והמטבח מוכשר לפסח בכל שנה. יש חניה לרכב אחד, חצר אחורית עם שלד לסוכה וסכך, ו־770 במרחק תשע דקות הליכה. כשאתם מגיעים אנחנו עוברים להורים שלנו, אז בבקשה שמרו עליו כמו על בית.',
      houseRules: lines(
        'מינימום שלושה לילות.',
        'אין אירועים או מסיבות, ולא יותר מ־14 איש ללינה.',
        'נא לשמור על כשרות המטבח; בכל שאלה, פנו אלינו.',
        'שקט אחרי 23:00, מתוך כבוד לשכנים.',
        'את האשפה מוציאים במוצאי יום ראשון וביום רביעי בערב.',
      ),
    },
    reviews: [
      {
        by: 'leah',
        rating: 5,
        text: 'Sixteen of us for my son’s bar mitzvah and nobody was squeezed. The kitchen is a dream for cooking for a crowd.',
      },
      { by: 'shira', rating: 5, text: 'בית ענק ומאובזר, מושלם למשפחה מורחבת. היה לנו פסח נפלא.' },
      {
        by: 'devorah',
        rating: 4,
        text: 'A great house for a big family. It is a nine-minute walk to 770, longer with little ones.',
      },
      {
        by: 'dovid',
        rating: 5,
        text: 'Parking in the driveway made the trip to the Ohel so easy. Everything worked.',
      },
      {
        by: 'rachel',
        rating: 5,
        text: 'Chana answered everything quickly. The house was spotless and the beds comfortable.',
      },
    ],
  },
  {
    key: 'lefferts-room',
    host: HOST2,
    status: 'published',
    address: '488 Lefferts Avenue, Brooklyn, NY 11225',
    latitude: 40.66212,
    longitude: -73.93965,
    propertyType: 'private_room',
    bedrooms: 1,
    beds: 1,
    baths: 1,
    maxGuests: 2,
    price: 65,
    cleaningFee: 0,
    minimumNights: 1,
    checkInTime: '14:00',
    checkOutTime: '11:00',
    amenities: ['wifi', 'air_conditioning', 'heating', 'washer', 'linens'],
    jewishFeatures: ['kosher_kitchen', 'separate_meat_dairy', 'urn', 'shabbos_timers', 'shabbos_lamp'],
    kosherStandard: 'chabad',
    nearMikvah: true,
    images: ['bedroom', 'shabbos-table', 'bathroom'],
    en: {
      title: 'Private room in a warm family home',
      area: 'Lefferts Avenue',
      description:
        'A simple guest room on the second floor of our home, with a full bed, a desk, and its own bathroom across the hall. You are welcome at our Shabbos table (we usually have a few guests, so you will not be the only one) and to use the kitchen for a coffee or a light meal. It suits a woman travelling alone, a couple, or a mother visiting her daughter at Beis Rivkah, which is down the block. Our children are teenagers; the house is busy but not loud. 770 is about fourteen minutes on foot.',
      houseRules: lines(
        'A shared home: please let us know when you expect to arrive.',
        'Kosher kitchen; ask before cooking anything.',
        'No smoking.',
        'Modest dress in the shared rooms, please.',
      ),
    },
    fr: {
      title: 'Chambre privée dans une maison de famille chaleureuse',
      area: 'Lefferts Avenue',
      description:
        'Une chambre d’amis toute simple au premier étage de notre maison, avec un lit double, un bureau et sa propre salle de bains de l’autre côté du couloir. Vous êtes les bienvenus à notre table de Chabbat (nous avons souvent quelques invités, vous ne serez pas seuls) et dans la cuisine pour un café ou un repas léger. Elle convient à une femme voyageant seule, à un couple, ou à une mère qui rend visite à sa fille à Beis Rivkah, au bout de la rue. Nos enfants sont adolescents : la maison est animée, mais pas bruyante. Le 770 est à environ quatorze minutes à pied.',
      houseRules: lines(
        'Une maison partagée : merci de nous dire à quelle heure vous pensez arriver.',
        'Cuisine cachère ; demandez avant de cuisiner quoi que ce soit.',
        'Non-fumeur.',
        'Tenue pudique dans les pièces communes, s’il vous plaît.',
      ),
    },
    he: {
      title: 'חדר פרטי בבית משפחה חם',
      area: 'שדרת לפרטס',
      description:
        'חדר אורחים פשוט בקומה השנייה של ביתנו, עם מיטה רחבה, שולחן כתיבה וחדר רחצה פרטי מעבר למסדרון. אתם מוזמנים לשולחן השבת שלנו (בדרך כלל יש אצלנו כמה אורחים, כך שלא תהיו לבד) ולהשתמש במטבח לקפה או לארוחה קלה. החדר מתאים לאישה שמטיילת לבד, לזוג, או לאם שבאה לבקר את בתה בבית רבקה, שנמצא בהמשך הרחוב. הילדים שלנו כבר בני נוער; הבית שוקק אבל לא רועש. 770 במרחק כארבע־עשרה דקות הליכה.',
      houseRules: lines(
        'בית משותף: נא לעדכן אותנו מתי אתם צפויים להגיע.',
        'מטבח כשר; נא לשאול לפני שמבשלים משהו.',
        'אין לעשן.',
        'לבוש צנוע בחדרים המשותפים, בבקשה.',
      ),
    },
    reviews: [
      {
        by: 'shira',
        rating: 5,
        text: 'נשארתי שבוע שלם אצל משפחה מקסימה. הרגשתי כמו בבית, והשולחן בשבת היה מיוחד.',
      },
      {
        by: 'miriam',
        rating: 5,
        text: 'Une chambre simple et très propre, et une famille adorable. Le repas de Chabbat était un vrai moment.',
      },
      {
        by: 'leah',
        rating: 5,
        text: 'I came to visit my daughter at Beis Rivkah and the location was perfect. A lovely family.',
      },
      {
        by: 'devorah',
        rating: 4,
        text: 'Simple and clean, exactly as described. The room is small, but you are hardly in it.',
      },
      { by: 'rachel', rating: 5, text: 'The best value in Crown Heights, and the warmest welcome.' },
      {
        by: 'levi',
        rating: 3,
        text: 'A nice family, but the room was warm in August even with the AC on. Fine for a short stay.',
      },
    ],
  },

  // ---- Mushka Gurary --------------------------------------------------------------------------------
  {
    key: 'parkway-view',
    host: gurary.email,
    status: 'published',
    address: '811 Eastern Parkway, Apt 2B, Brooklyn, NY 11213',
    latitude: 40.66985,
    longitude: -73.9412,
    propertyType: 'apartment',
    bedrooms: 2,
    beds: 3,
    baths: 2,
    maxGuests: 6,
    price: 240,
    cleaningFee: 80,
    minimumNights: 2,
    checkInTime: '15:00',
    checkOutTime: '11:00',
    cancellationPolicy: 'moderate',
    amenities: [
      'wifi',
      'air_conditioning',
      'heating',
      'washer',
      'dryer',
      'crib',
      'full_kitchen',
      'dishwasher',
      'elevator',
      'linens',
    ],
    jewishFeatures: [
      'kosher_kitchen',
      'separate_meat_dairy',
      'blech',
      'urn',
      'shabbos_timers',
      'shabbos_lamp',
      'fridge_light_off',
      'no_elevator_needed',
    ],
    kosherStandard: 'chabad',
    nearMikvah: true,
    images: ['eastern-parkway', 'living-room', 'kitchen', 'bedroom', 'bathroom'],
    en: {
      title: 'Eastern Parkway apartment overlooking the malls',
      area: 'Eastern Parkway',
      description:
        'From the living room windows you look across the service road to the tree-lined malls of Eastern Parkway, and 770 is just down the block: two minutes, door to door. The apartment is on the second floor of a pre-war building; there is an elevator, but on Shabbos the stairs are easy. Two bedrooms (a queen, and a twin with a trundle), two full bathrooms, and a Chabad kosher kitchen with a dishwasher for meat. On Shabbos afternoon the parkway fills with families out walking; it is the nicest view in the neighbourhood.',
      houseRules: lines(
        'No smoking in the apartment or the building.',
        'Kosher kitchen: products with a hechsher only; the dishwasher is for meat.',
        'Please sign the building’s guest book downstairs when you arrive.',
        'Quiet hours from 11 pm to 7 am.',
      ),
    },
    fr: {
      title: 'Appartement sur Eastern Parkway, vue sur les allées arborées',
      area: 'Eastern Parkway',
      description:
        'Depuis les fenêtres du salon, la vue passe au-dessus de la contre-allée jusqu’aux allées arborées d’Eastern Parkway, et le 770 est au bout du pâté de maisons : deux minutes, porte à porte. L’appartement est au premier étage d’un immeuble d’avant-guerre ; il y a un ascenseur, mais le Chabbat, l’escalier se monte sans peine. Deux chambres (un grand lit, et un lit simple avec lit gigogne), deux salles de bains complètes et une cuisine cachère Habad avec un lave-vaisselle pour la viande. Le Chabbat après-midi, le boulevard se remplit de familles en promenade : c’est la plus belle vue du quartier.',
      houseRules: lines(
        'Non-fumeur, dans l’appartement comme dans l’immeuble.',
        'Cuisine cachère : uniquement des produits certifiés ; le lave-vaisselle est pour la viande.',
        'Merci de signer le registre des visiteurs en bas à votre arrivée.',
        'Silence de 23 h à 7 h.',
      ),
    },
    he: {
      title: 'דירה באיסטרן פארקווי עם נוף לשדרות העצים',
      area: 'איסטרן פארקווי',
      description:
        'מחלונות הסלון רואים מעבר לכביש השירות את שדרות העצים של איסטרן פארקווי, ו־770 נמצא ממש בהמשך הרחוב: שתי דקות מדלת לדלת. הדירה בקומה השנייה של בניין ותיק מלפני המלחמה; יש מעלית, אבל בשבת עולים בקלות במדרגות. שני חדרי שינה (מיטה זוגית, ומיטת יחיד עם מיטה נשלפת), שני חדרי רחצה מלאים ומטבח כשר בהשגחת חב״ד עם מדיח כלים לבשרי. בשבת אחר הצהריים הפארקווי מתמלא במשפחות שיוצאות לטייל – זה הנוף הכי יפה בשכונה.',
      houseRules: lines(
        'אין לעשן בדירה ובבניין.',
        'מטבח כשר: רק מוצרים בהשגחה; המדיח לבשרי.',
        'נא לחתום בספר האורחים של הבניין בכניסה כשאתם מגיעים.',
        'שעות מנוחה מ־23:00 עד 7:00.',
      ),
    },
    reviews: [
      {
        by: 'dovid',
        rating: 5,
        text: 'Waking up to the view of Eastern Parkway never gets old. Two minutes to 770; you can’t beat it.',
      },
      {
        by: 'menachem',
        rating: 5,
        text: 'Spacious, clean, and Mushka was a pleasure to deal with. The elevator is handy with luggage on weekdays.',
      },
      {
        by: 'yehuda',
        rating: 5,
        text: 'Vue superbe sur Eastern Parkway et le 770 à deux pas. Cuisine cachère très complète.',
      },
      {
        by: 'shira',
        rating: 4,
        text: 'דירה מצוינת במיקום הכי טוב שיש. את הרעש מהפארקווי שומעים קצת בלילה.',
      },
      { by: 'levi', rating: 5, text: 'Perfect for Gimmel Tammuz. Plenty of room for my parents and us.' },
      {
        by: 'leah',
        rating: 4,
        text: 'Lovely apartment. The trundle in the second bedroom is better for children than for adults.',
      },
      {
        by: 'rachel',
        rating: 5,
        text: 'On Shabbos afternoon we just sat at the window and watched the families walk by. Magical.',
      },
      { by: 'devorah', rating: 5, text: 'Everything was spotless and the kitchen had more than we needed.' },
    ],
  },
  {
    key: 'union-studio',
    host: gurary.email,
    status: 'published',
    address: '1421 Union Street, Brooklyn, NY 11213',
    latitude: 40.66805,
    longitude: -73.9399,
    propertyType: 'studio',
    bedrooms: 0,
    beds: 1,
    baths: 1,
    maxGuests: 2,
    price: 89,
    cleaningFee: 25,
    minimumNights: 1,
    checkInTime: '15:00',
    checkOutTime: '11:00',
    amenities: ['wifi', 'air_conditioning', 'heating', 'workspace', 'linens'],
    jewishFeatures: ['shabbos_hot_plate', 'urn', 'shabbos_lamp', 'non_electric_key', 'fridge_light_off'],
    kosherStandard: null,
    nearMikvah: true,
    images: ['study', 'bedroom', 'bathroom'],
    en: {
      title: 'Union Street studio for a quiet week',
      area: 'Union Street',
      description:
        'A small, bright studio at the back of the ground floor, with a queen bed, a desk that looks onto the garden, a mini fridge, a hot plate for Shabbos and an urn. There is no kitchen, so it suits someone who comes for a week of learning and davening at 770 and eats at the Kingston Avenue restaurants or with friends. The door opens with a mechanical combination lock, so there is nothing to carry on Shabbos. 770 is four minutes away.',
      houseRules: lines(
        'One or two guests.',
        'No cooking in the studio; the hot plate is for Shabbos food only.',
        'No smoking.',
      ),
    },
    fr: {
      title: 'Studio sur Union Street pour une semaine au calme',
      area: 'Union Street',
      description:
        'Un petit studio lumineux à l’arrière du rez-de-chaussée, avec un grand lit, un bureau qui donne sur le jardin, un petit réfrigérateur, une plata pour Chabbat et une urne. Il n’y a pas de cuisine : il convient à quelqu’un qui vient pour une semaine d’étude et de prière au 770, et qui mange dans les restaurants de Kingston Avenue ou chez des amis. La porte s’ouvre avec une serrure à code mécanique : rien à porter le Chabbat. Le 770 est à quatre minutes.',
      houseRules: lines(
        'Une ou deux personnes.',
        'Pas de cuisine dans le studio ; la plata sert uniquement aux plats de Chabbat.',
        'Non-fumeur.',
      ),
    },
    he: {
      title: 'סטודיו ברחוב יוניון לשבוע שקט',
      area: 'רחוב יוניון',
      description:
        'סטודיו קטן ומואר בחלק האחורי של קומת הקרקע, עם מיטה זוגית, שולחן כתיבה הפונה לגינה, מקרר קטן, פלטה לשבת ומיחם. אין מטבח, ולכן הוא מתאים למי שבא לשבוע של לימוד ותפילה ב־770 ואוכל במסעדות של שדרת קינגסטון או אצל חברים. הדלת נפתחת במנעול קוד מכני, כך שאין צורך לשאת מפתח בשבת. 770 במרחק ארבע דקות.',
      houseRules: lines(
        'אורח אחד או שניים.',
        'אין לבשל בסטודיו; הפלטה מיועדת לאוכל של שבת בלבד.',
        'אין לעשן.',
      ),
    },
    reviews: [
      {
        by: 'menachem',
        rating: 4,
        text: 'Small and quiet, good for a week of learning. The combination lock is a great idea for Shabbos.',
      },
      { by: 'avraham', rating: 5, text: 'סטודיו שקט ונקי, מתאים בדיוק לשבוע של לימוד.' },
      { by: 'dovid', rating: 4, text: 'Comfortable bed, quiet nights. You do need to eat out.' },
    ],
  },
  {
    key: 'midwood-house',
    host: gurary.email,
    status: 'published',
    address: '455 Midwood Street, Brooklyn, NY 11225',
    latitude: 40.6593,
    longitude: -73.9406,
    propertyType: 'house',
    bedrooms: 4,
    beds: 7,
    baths: 2,
    maxGuests: 10,
    price: 420,
    cleaningFee: 120,
    minimumNights: 3,
    checkInTime: '16:00',
    checkOutTime: '10:00',
    amenities: [
      'wifi',
      'air_conditioning',
      'heating',
      'washer',
      'dryer',
      'crib',
      'high_chair',
      'full_kitchen',
      'dishwasher',
      'outdoor_space',
      'linens',
    ],
    jewishFeatures: [
      'kosher_kitchen',
      'separate_meat_dairy',
      'blech',
      'urn',
      'shabbos_timers',
      'shabbos_lamp',
      'non_electric_key',
      'no_elevator_needed',
      'sukkah',
      'pesach_ready',
    ],
    kosherStandard: 'chabad',
    nearMikvah: false,
    images: ['garden-sukkah', 'limestone-row', 'living-room', 'kitchen', 'kids-room', 'shabbos-table'],
    en: {
      title: 'Sukkah-ready house on Midwood Street',
      area: 'Midwood Street',
      description:
        'Our house on a tree-lined block of Midwood Street, south of Empire: four bedrooms, a garden with a wooden sukkah that seats twelve, and a kitchen that is kashered for Pesach every spring. Families tell us the best thing is the space: a playroom in the basement, a long table for Yom Tov, a porch for the grown-ups. It is a longer walk to 770, about eighteen minutes, but a quiet one, and the shuls on Lefferts Avenue are closer. We rent it over Tishrei and Pesach, and for simchas the rest of the year.',
      houseRules: lines(
        'Three nights minimum, five over Yom Tov.',
        'No parties; simchas by arrangement.',
        'Keep the kitchen kosher; the Pesach cupboard stays closed during the year.',
        'No smoking on the property.',
      ),
    },
    fr: {
      title: 'Maison prête pour Souccot sur Midwood Street',
      area: 'Midwood Street',
      description:
        'Notre maison, dans une rue arborée de Midwood Street, au sud d’Empire : quatre chambres, un jardin avec une souccah en bois de douze places, et une cuisine cachérisée pour Pessa’h chaque printemps. Les familles nous disent que le meilleur, c’est l’espace : une salle de jeux au sous-sol, une longue table pour les fêtes, un porche pour les grands. Le 770 est plus loin, environ dix-huit minutes, mais la marche est tranquille, et les synagogues de Lefferts Avenue sont plus proches. Nous la louons pour Tichri et Pessa’h, et pour les sim’hot le reste de l’année.',
      houseRules: lines(
        'Trois nuits minimum, cinq pendant les fêtes.',
        'Pas de fêtes ; les sim’hot sur accord préalable.',
        'Gardez la cuisine cachère ; le placard de Pessa’h reste fermé pendant l’année.',
        'Interdiction de fumer sur la propriété.',
      ),
    },
    he: {
      title: 'בית מוכן לסוכות ברחוב מידווד',
      area: 'רחוב מידווד',
      description:
        'הבית שלנו ברחוב מידווד, בקטע מוצל בעצים מדרום לשדרות אמפייר: ארבעה חדרי שינה, גינה עם סוכת עץ לשנים־עשר סועדים ומטבח שמוכשר לפסח בכל אביב. משפחות אומרות לנו שהדבר הכי טוב הוא המרחב: חדר משחקים במרתף, שולחן ארוך לחג ומרפסת למבוגרים. ההליכה ל־770 ארוכה יותר, כשמונה־עשרה דקות, אבל שקטה, ובתי הכנסת של שדרת לפרטס קרובים יותר. אנחנו משכירים אותו בתשרי ובפסח, ולשמחות במשך השנה.',
      houseRules: lines(
        'מינימום שלושה לילות, חמישה בחגים.',
        'אין מסיבות; שמחות בתיאום מראש.',
        'נא לשמור על כשרות המטבח; ארון הפסח נשאר סגור במשך השנה.',
        'אין לעשן בשטח הבית.',
      ),
    },
    reviews: [
      {
        by: 'devorah',
        rating: 5,
        text: 'The sukkah in the garden was the heart of our Sukkos. The children still talk about the playroom.',
      },
      {
        by: 'yehuda',
        rating: 4,
        text: 'Grande maison, très confortable. Le 770 est un peu loin avec des enfants, mais la rue est calme.',
      },
      {
        by: 'leah',
        rating: 5,
        text: 'We made a sheva brachos here and Mushka helped with extra tables and chairs. Wonderful.',
      },
      { by: 'shira', rating: 5, text: 'בית מרווח ומסודר, ומטבח כשר לפסח. היה לנו חג מושלם.' },
    ],
  },
  {
    key: 'sterling-attic',
    host: gurary.email,
    status: 'draft',
    address: '1205 Sterling Place, Brooklyn, NY 11213',
    latitude: 40.67245,
    longitude: -73.942,
    propertyType: 'private_room',
    bedrooms: 1,
    beds: 1,
    baths: 1,
    maxGuests: 1,
    price: 60,
    cleaningFee: 0,
    minimumNights: 1,
    checkInTime: '15:00',
    checkOutTime: '11:00',
    amenities: ['wifi', 'heating', 'linens'],
    jewishFeatures: ['urn', 'shabbos_lamp'],
    kosherStandard: null,
    nearMikvah: false,
    images: ['bedroom', 'study', 'bathroom'],
    en: {
      title: 'Attic room on Sterling Place',
      area: 'Sterling Place',
      description:
        'Still getting this one ready: a slanted-ceiling attic room on the top floor of our house, with a single bed, a reading chair and a window over Sterling Place that looks down the block towards Kingston Avenue. The bathroom is one floor down and shared with our older daughters. We hope to open it before the summer, once the new air conditioner is in and the stairs are repainted.',
      houseRules: lines('One guest.', 'No smoking.'),
    },
    fr: {
      title: 'Chambre mansardée sur Sterling Place',
      area: 'Sterling Place',
      description:
        'Encore en préparation : une chambre mansardée au dernier étage de notre maison, avec un lit simple, un fauteuil de lecture et une fenêtre sur Sterling Place qui regarde vers Kingston Avenue. La salle de bains est à l’étage du dessous, partagée avec nos filles aînées. Nous espérons l’ouvrir avant l’été, une fois le nouveau climatiseur installé et l’escalier repeint.',
      houseRules: lines('Une personne.', 'Non-fumeur.'),
    },
    he: {
      title: 'חדר עליית גג בסטרלינג פלייס',
      area: 'סטרלינג פלייס',
      description:
        'עדיין מכינים אותו: חדר עליית גג עם תקרה משופעת בקומה העליונה של ביתנו, עם מיטת יחיד, כורסת קריאה וחלון אל סטרלינג פלייס שמשקיף לכיוון שדרת קינגסטון. חדר הרחצה נמצא קומה אחת למטה, משותף עם הבנות הגדולות שלנו. אנחנו מקווים לפתוח אותו לפני הקיץ, אחרי שהמזגן החדש יותקן והמדרגות ייצבעו מחדש.',
      houseRules: lines('אורח אחד.', 'אין לעשן.'),
    },
    reviews: [],
  },

  // ---- Shmuel Blesofsky -----------------------------------------------------------------------------
  {
    key: 'albany-one-bed',
    host: blesofsky.email,
    status: 'published',
    address: '318 Albany Avenue, Apt 3, Brooklyn, NY 11213',
    latitude: 40.66545,
    longitude: -73.9397,
    propertyType: 'apartment',
    bedrooms: 1,
    beds: 2,
    baths: 1,
    maxGuests: 4,
    price: 135,
    cleaningFee: 45,
    minimumNights: 1,
    checkInTime: '15:00',
    checkOutTime: '11:00',
    amenities: [
      'wifi',
      'air_conditioning',
      'heating',
      'washer',
      'dryer',
      'full_kitchen',
      'dishwasher',
      'workspace',
      'linens',
    ],
    jewishFeatures: [
      'kosher_kitchen',
      'shabbos_hot_plate',
      'urn',
      'shabbos_timers',
      'shabbos_lamp',
      'non_electric_key',
    ],
    kosherStandard: 'standard',
    nearMikvah: false,
    images: ['rowhouse-grey', 'living-room', 'kitchen', 'bedroom', 'study'],
    en: {
      title: 'Modern one-bedroom near Albany and Crown',
      area: 'Albany Avenue',
      description:
        'A renovated one-bedroom on the third floor of a three-family house, with a queen bed, a sofa bed in the living room and a proper desk for the days you need to work. The kitchen is new and kosher for dairy and pareve, with a marked shelf for sealed meat you bring in, a dishwasher, and a washer-dryer in the apartment. The front door has a keypad with a Shabbos code we send you before you arrive. Albany Avenue is a bus route, so you will hear traffic in the front room; the bedroom is at the back.',
      houseRules: lines(
        'Dairy and pareve kitchen; sealed meat on the marked fridge shelf only.',
        'No smoking, no pets.',
        'Quiet after 10:30 pm: a young family lives downstairs.',
      ),
    },
    fr: {
      title: 'Deux-pièces moderne près d’Albany et Crown',
      area: 'Albany Avenue',
      description:
        'Un deux-pièces rénové au deuxième étage d’une maison de trois logements, avec un grand lit, un canapé-lit au salon et un vrai bureau pour les jours où vous devez travailler. La cuisine est neuve et cachère pour le lait et le parvé, avec une étagère réservée à la viande que vous apportez emballée, un lave-vaisselle et un lave-linge séchant dans l’appartement. La porte d’entrée a un digicode avec un code de Chabbat que nous vous envoyons avant votre arrivée. Albany Avenue est desservie par un bus : on entend la circulation au salon, mais la chambre est à l’arrière.',
      houseRules: lines(
        'Cuisine lait et parvé ; la viande emballée uniquement sur l’étagère marquée du réfrigérateur.',
        'Non-fumeur, animaux non admis.',
        'Silence après 22 h 30 : une jeune famille habite en dessous.',
      ),
    },
    he: {
      title: 'דירת חדר שינה מודרנית ליד אלבני וקראון',
      area: 'שדרת אלבני',
      description:
        'דירה משופצת עם חדר שינה אחד בקומה השלישית של בית לשלוש משפחות, עם מיטה זוגית, ספה נפתחת בסלון ושולחן עבודה אמיתי לימים שבהם צריך לעבוד. המטבח חדש וכשר לחלבי ולפרווה, עם מדף מסומן לבשר סגור שאתם מביאים, מדיח כלים ומכונת כביסה ומייבש בתוך הדירה. בדלת הכניסה יש מקלדת קוד, ואת קוד השבת נשלח לכם לפני ההגעה. בשדרת אלבני עובר קו אוטובוס, כך שבסלון שומעים את התנועה; חדר השינה פונה לאחור.',
      houseRules: lines(
        'מטבח חלבי ופרווה; בשר סגור רק על המדף המסומן במקרר.',
        'אין לעשן, ובלי חיות מחמד.',
        'שקט אחרי 22:30 – משפחה צעירה גרה בקומה שמתחת.',
      ),
    },
    reviews: [
      {
        by: 'levi',
        rating: 4,
        text: 'A good workspace and a new kitchen. The front room hears the bus, as the listing says.',
      },
      {
        by: 'rachel',
        rating: 5,
        text: 'Very clean and modern. The keypad with a Shabbos code made life easy.',
      },
      {
        by: 'miriam',
        rating: 4,
        text: 'Appartement moderne et propre. Un peu de bruit côté rue, mais la chambre est calme.',
      },
      { by: 'dovid', rating: 4, text: 'Shmuel answered every message within minutes. Would stay again.' },
    ],
  },
  {
    key: 'troy-workspace',
    host: blesofsky.email,
    status: 'published',
    address: '392 Troy Avenue, Brooklyn, NY 11213',
    latitude: 40.6648,
    longitude: -73.9365,
    propertyType: 'apartment',
    bedrooms: 2,
    beds: 3,
    baths: 1,
    maxGuests: 5,
    price: 165,
    cleaningFee: 55,
    minimumNights: 2,
    checkInTime: '15:00',
    checkOutTime: '11:00',
    amenities: [
      'wifi',
      'air_conditioning',
      'heating',
      'washer',
      'parking',
      'full_kitchen',
      'workspace',
      'linens',
    ],
    jewishFeatures: [
      'kosher_kitchen',
      'separate_meat_dairy',
      'blech',
      'urn',
      'shabbos_timers',
      'shabbos_lamp',
      'no_elevator_needed',
    ],
    kosherStandard: 'chalav_yisrael',
    nearMikvah: true,
    images: ['study', 'brownstone-red', 'living-room', 'bedroom', 'kitchen'],
    en: {
      title: 'Two bedrooms and a real desk on Troy Avenue',
      area: 'Troy Avenue',
      description:
        'Made for people who come to Crown Heights for a few weeks and still have a job: a second-floor apartment with a study (desk, monitor, a good chair and fast fibre internet), two bedrooms, and a kosher kitchen, chalav Yisrael, with separate meat and dairy. There is a parking spot in the driveway, which on this block is worth a great deal. It is a twelve-minute walk to 770 along Crown Street, and Troy Avenue has a grocery and a pizza store on the corner.',
      houseRules: lines(
        'Two nights minimum.',
        'Kosher kitchen, chalav Yisrael dairy only; please ask before bringing in meat.',
        'No smoking, no parties.',
        'The parking spot fits one car, not a van.',
      ),
    },
    fr: {
      title: 'Deux chambres et un vrai bureau sur Troy Avenue',
      area: 'Troy Avenue',
      description:
        'Pensé pour ceux qui viennent à Crown Heights pour quelques semaines et qui travaillent toujours : un appartement au premier étage avec un bureau (table, écran, bon fauteuil et fibre rapide), deux chambres et une cuisine cachère, ’halav Israël, avec viande et lait séparés. Il y a une place de parking dans l’allée, ce qui, dans cette rue, vaut de l’or. Le 770 est à douze minutes à pied par Crown Street, et il y a une épicerie et une pizzeria au coin de Troy Avenue.',
      houseRules: lines(
        'Deux nuits minimum.',
        'Cuisine cachère, uniquement des laitages ’halav Israël ; demandez-nous avant d’apporter de la viande.',
        'Non-fumeur, pas de fêtes.',
        'La place de parking est pour une voiture, pas pour un minibus.',
      ),
    },
    he: {
      title: 'שני חדרי שינה ושולחן עבודה אמיתי בשדרת טרוי',
      area: 'שדרת טרוי',
      description:
        'נבנתה בשביל מי שמגיע לקראון הייטס לכמה שבועות ועדיין צריך לעבוד: דירה בקומה השנייה עם חדר עבודה (שולחן, מסך, כיסא טוב ואינטרנט סיבים מהיר), שני חדרי שינה ומטבח כשר, חלב ישראל, עם הפרדה בין בשרי לחלבי. יש מקום חניה בשביל הגישה, ובבלוק הזה זה שווה הרבה. ההליכה ל־770 לאורך רחוב קראון לוקחת שתים־עשרה דקות, ובפינת שדרת טרוי יש מכולת ופיצרייה.',
      houseRules: lines(
        'מינימום שני לילות.',
        'מטבח כשר, מוצרי חלב ישראל בלבד; נא לשאול לפני שמכניסים בשר.',
        'אין לעשן ואין מסיבות.',
        'מקום החניה מתאים לרכב אחד, לא לוואן.',
      ),
    },
    reviews: [
      {
        by: 'menachem',
        rating: 5,
        text: 'I worked full days from the study and it was better than my office at home. Fast internet.',
      },
      { by: 'avraham', rating: 4, text: 'דירה נוחה עם חניה, וזה לא מובן מאליו בשכונה. קצת רחוק מ־770.' },
      {
        by: 'leah',
        rating: 4,
        text: 'Comfortable apartment and a friendly host. The walk to 770 along Crown Street is a pleasant twelve minutes.',
      },
    ],
  },
  {
    key: 'carroll-bunks',
    host: blesofsky.email,
    status: 'published',
    address: '1519 Carroll Street, Brooklyn, NY 11213',
    latitude: 40.666,
    longitude: -73.9377,
    propertyType: 'basement',
    bedrooms: 2,
    beds: 4,
    baths: 1,
    maxGuests: 4,
    price: 90,
    cleaningFee: 25,
    minimumNights: 1,
    checkInTime: '14:00',
    checkOutTime: '11:00',
    amenities: ['wifi', 'air_conditioning', 'heating', 'washer', 'linens'],
    jewishFeatures: [
      'shabbos_hot_plate',
      'urn',
      'shabbos_lamp',
      'non_electric_key',
      'fridge_light_off',
      'no_elevator_needed',
    ],
    kosherStandard: null,
    nearMikvah: false,
    images: ['basement-entrance', 'bedroom', 'bathroom'],
    en: {
      title: 'Simple basement rooms for bochurim and solo travellers',
      area: 'Carroll Street',
      description:
        'Two plain bedrooms with two single beds each, a shower room, a fridge, a Shabbos hot plate and an urn, a few steps down from the street with their own door. It is nothing fancy and it is priced that way: good for bochurim visiting for Yud Shevat or Gimmel Tammuz, or anyone who needs a clean bed near 770 and will be out all day. Linens and towels are provided and changed every four nights. The walk to 770 is nine minutes.',
      houseRules: lines(
        'No cooking; the hot plate is for Shabbos only.',
        'Quiet after midnight, please: people are sleeping upstairs.',
        'No smoking, including on the steps.',
        'Guests only; no visitors sleeping over.',
      ),
    },
    fr: {
      title: 'Chambres simples en sous-sol pour ba’hourim et voyageurs seuls',
      area: 'Carroll Street',
      description:
        'Deux chambres toutes simples avec deux lits simples chacune, une salle d’eau, un réfrigérateur, une plata pour Chabbat et une urne, quelques marches sous le niveau de la rue, avec leur propre porte. Rien de luxueux, et le prix va avec : idéal pour des ba’hourim venus pour Youd Chevat ou Guimel Tamouz, ou pour quiconque a besoin d’un lit propre près du 770 et sera dehors toute la journée. Draps et serviettes fournis, changés toutes les quatre nuits. Le 770 est à neuf minutes à pied.',
      houseRules: lines(
        'Pas de cuisine ; la plata est réservée à Chabbat.',
        'Silence après minuit, s’il vous plaît : des gens dorment au-dessus.',
        'Non-fumeur, y compris sur les marches.',
        'Réservé aux hôtes ; pas de visiteurs pour la nuit.',
      ),
    },
    he: {
      title: 'חדרי מרתף פשוטים לבחורים ולמטיילים לבד',
      area: 'רחוב קרול',
      description:
        'שני חדרים פשוטים עם שתי מיטות יחיד בכל אחד, חדר מקלחת, מקרר, פלטה לשבת ומיחם, כמה מדרגות מתחת לרחוב ועם דלת משלהם. שום דבר מפואר, וגם המחיר בהתאם: מתאים לבחורים שמגיעים לי׳ שבט או לג׳ תמוז, או לכל מי שצריך מיטה נקייה ליד 770 ויהיה בחוץ כל היום. מצעים ומגבות כלולים ומוחלפים כל ארבעה לילות. ההליכה ל־770 לוקחת תשע דקות.',
      houseRules: lines(
        'אין לבשל; הפלטה לשבת בלבד.',
        'שקט אחרי חצות, בבקשה – אנשים ישנים למעלה.',
        'אין לעשן, גם לא על המדרגות.',
        'לאורחים בלבד; בלי מבקרים ללינה.',
      ),
    },
    reviews: [
      {
        by: 'levi',
        rating: 4,
        text: 'Exactly what it says: clean beds near 770 at a fair price. Perfect for a bochur.',
      },
      { by: 'dovid', rating: 3, text: 'Clean, but the rooms are small and a bit dark. For the price, fine.' },
      { by: 'avraham', rating: 5, text: 'מקום פשוט ונקי לבחורים, מחיר הוגן ומיקום טוב.' },
      {
        by: 'menachem',
        rating: 4,
        text: 'Stayed for Yud Shevat with my son. Simple and warm, and the shower had good pressure.',
      },
      {
        by: 'yehuda',
        rating: 4,
        text: 'Simple et propre, parfait pour des ba’hourim. Le propriétaire est très gentil.',
      },
    ],
  },

  // ---- Dina Kaplan ----------------------------------------------------------------------------------
  {
    key: 'brooklyn-corner',
    host: kaplan.email,
    status: 'published',
    address: '305 Brooklyn Avenue, Apt 2, Brooklyn, NY 11213',
    latitude: 40.66735,
    longitude: -73.9443,
    propertyType: 'apartment',
    bedrooms: 3,
    beds: 4,
    baths: 2,
    maxGuests: 7,
    price: 230,
    cleaningFee: 80,
    minimumNights: 2,
    checkInTime: '15:00',
    checkOutTime: '11:00',
    amenities: [
      'wifi',
      'air_conditioning',
      'heating',
      'washer',
      'dryer',
      'crib',
      'high_chair',
      'full_kitchen',
      'dishwasher',
      'linens',
    ],
    jewishFeatures: [
      'kosher_kitchen',
      'separate_meat_dairy',
      'blech',
      'urn',
      'shabbos_timers',
      'shabbos_lamp',
      'fridge_light_off',
      'no_elevator_needed',
    ],
    kosherStandard: 'chabad',
    nearMikvah: true,
    images: ['living-room', 'brownstone-red', 'kitchen', 'bedroom', 'kids-room'],
    en: {
      title: 'Bright corner apartment on Brooklyn Avenue',
      area: 'Brooklyn Avenue',
      description:
        'A corner apartment with windows on two sides, so the light follows you through the day. Three bedrooms: a queen, a room with two twins, and a small room with a crib and a single bed. The kitchen is Chabad kosher, with two sinks and a blech already on the stove, and the dining table seats eight. It is one flight up, four minutes on foot to 770, and the 3 train at Kingston Avenue takes you to Manhattan when you need it.',
      houseRules: lines(
        'Two nights minimum.',
        'Kosher kitchen; please follow the labels on the cabinets.',
        'No smoking, no parties.',
        'Please strip the beds on the day you leave.',
      ),
    },
    fr: {
      title: 'Appartement d’angle lumineux sur Brooklyn Avenue',
      area: 'Brooklyn Avenue',
      description:
        'Un appartement d’angle avec des fenêtres sur deux côtés : la lumière vous suit toute la journée. Trois chambres : un grand lit, une chambre avec deux lits simples, et une petite chambre avec un lit bébé et un lit simple. La cuisine est cachère Habad, avec deux éviers et une blech déjà posée sur la cuisinière, et la table de la salle à manger accueille huit personnes. Il est au premier étage, à quatre minutes à pied du 770, et la ligne 3 à Kingston Avenue vous emmène à Manhattan quand vous le souhaitez.',
      houseRules: lines(
        'Deux nuits minimum.',
        'Cuisine cachère ; merci de suivre les étiquettes sur les placards.',
        'Non-fumeur, pas de fêtes.',
        'Merci de défaire les lits le jour du départ.',
      ),
    },
    he: {
      title: 'דירת פינה מוארת בשדרת ברוקלין',
      area: 'שדרת ברוקלין',
      description:
        'דירת פינה עם חלונות לשני כיוונים, כך שהאור מלווה אתכם לאורך כל היום. שלושה חדרי שינה: מיטה זוגית, חדר עם שתי מיטות יחיד, וחדר קטן עם עריסה ומיטת יחיד. המטבח כשר בהשגחת חב״ד, עם שני כיורים ובלעך שכבר מונח על הכיריים, ושולחן האוכל מתאים לשמונה. הדירה קומה אחת למעלה, ארבע דקות הליכה מ־770, והרכבת של קו 3 בתחנת קינגסטון מביאה אתכם למנהטן כשצריך.',
      houseRules: lines(
        'מינימום שני לילות.',
        'מטבח כשר; נא להקפיד על המדבקות שעל הארונות.',
        'אין לעשן ואין מסיבות.',
        'בבקשה להוריד את המצעים ביום העזיבה.',
      ),
    },
    reviews: [
      {
        by: 'rachel',
        rating: 5,
        text: 'Light everywhere, a blech already on the stove, and a crib made up for the baby. We felt looked after.',
      },
      {
        by: 'miriam',
        rating: 5,
        text: 'Très lumineux et bien situé. Le métro est à deux pas, pratique pour aller à Manhattan.',
      },
      {
        by: 'devorah',
        rating: 4,
        text: 'A good apartment for a family. The kitchen is well stocked, but the oven runs hot.',
      },
      { by: 'shira', rating: 5, text: 'דירה מוארת ונעימה, מטבח כשר חב״ד מאובזר. ממליצים בחום!' },
      {
        by: 'levi',
        rating: 5,
        text: 'Dina was wonderful. Clean, comfortable and a short walk to everything.',
      },
    ],
  },
  {
    key: 'sterling-st-couple',
    host: kaplan.email,
    status: 'published',
    address: '262 Sterling Street, Brooklyn, NY 11225',
    latitude: 40.66115,
    longitude: -73.9487,
    propertyType: 'apartment',
    bedrooms: 1,
    beds: 1,
    baths: 1,
    maxGuests: 2,
    price: 120,
    cleaningFee: 35,
    minimumNights: 2,
    checkInTime: '15:00',
    checkOutTime: '11:00',
    amenities: ['wifi', 'air_conditioning', 'heating', 'washer', 'full_kitchen', 'linens'],
    jewishFeatures: [
      'kosher_kitchen',
      'shabbos_hot_plate',
      'urn',
      'shabbos_timers',
      'shabbos_lamp',
      'non_electric_key',
    ],
    kosherStandard: 'standard',
    nearMikvah: false,
    images: ['bedroom', 'living-room', 'kitchen', 'bathroom'],
    en: {
      title: 'Cosy one-bedroom for couples on Sterling Street',
      area: 'Sterling Street',
      description:
        'A quiet one-bedroom on a block of old two-family houses, just right for a couple: a queen bed, a small living room with a reading lamp that stays on for Shabbos, and a kitchen that is kosher for dairy and pareve. Sterling Street runs between Lefferts and Maple, south of Empire, so the walk to 770 is about seventeen minutes; the shuls on Lefferts Avenue and the 2 and 5 trains at Sterling Street station are closer. We live upstairs and are happy to find you a Shabbos meal.',
      houseRules: lines('Two guests only.', 'Dairy and pareve kitchen; no meat, please.', 'No smoking.'),
    },
    fr: {
      title: 'Deux-pièces douillet pour couples sur Sterling Street',
      area: 'Sterling Street',
      description:
        'Un deux-pièces au calme, dans une rue de vieilles maisons de deux logements, parfait pour un couple : un grand lit, un petit salon avec une liseuse qui reste allumée pour Chabbat, et une cuisine cachère pour le lait et le parvé. Sterling Street passe entre Lefferts et Maple, au sud d’Empire : le 770 est à environ dix-sept minutes à pied ; les synagogues de Lefferts Avenue et les lignes 2 et 5 à la station Sterling Street sont plus près. Nous habitons au-dessus et vous trouverons volontiers un repas de Chabbat.',
      houseRules: lines(
        'Deux personnes seulement.',
        'Cuisine lait et parvé ; pas de viande, s’il vous plaît.',
        'Non-fumeur.',
      ),
    },
    he: {
      title: 'דירת חדר שינה נעימה לזוגות ברחוב סטרלינג',
      area: 'רחוב סטרלינג',
      description:
        'דירה שקטה עם חדר שינה אחד, ברחוב של בתים דו־משפחתיים ותיקים, בדיוק מתאימה לזוג: מיטה זוגית, סלון קטן עם מנורת קריאה שנשארת דולקת בשבת, ומטבח כשר לחלבי ולפרווה. רחוב סטרלינג עובר בין לפרטס למייפל, מדרום לשדרות אמפייר, כך שההליכה ל־770 לוקחת כשבע־עשרה דקות; בתי הכנסת של שדרת לפרטס והרכבות של קווי 2 ו־5 בתחנת סטרלינג סטריט קרובים יותר. אנחנו גרים למעלה ונשמח למצוא לכם סעודת שבת.',
      houseRules: lines('שני אורחים בלבד.', 'מטבח חלבי ופרווה; בלי בשר, בבקשה.', 'אין לעשן.'),
    },
    reviews: [
      {
        by: 'leah',
        rating: 5,
        text: 'A sweet apartment for the two of us. Quiet block, and the Sterling Street station is right there.',
      },
      {
        by: 'yehuda',
        rating: 4,
        text: 'Petit appartement agréable pour un couple. Un peu loin du 770, mais la rue est très calme.',
      },
      {
        by: 'menachem',
        rating: 4,
        text: 'Cosy and clean. Dina found us a Shabbos meal with the neighbours, which was the highlight.',
      },
    ],
  },
  {
    key: 'park-duplex',
    host: kaplan.email,
    status: 'published',
    address: '1255 Park Place, Brooklyn, NY 11213',
    latitude: 40.67355,
    longitude: -73.9423,
    propertyType: 'brownstone_floor',
    bedrooms: 3,
    beds: 5,
    baths: 2,
    maxGuests: 8,
    price: 310,
    cleaningFee: 100,
    minimumNights: 2,
    checkInTime: '16:00',
    checkOutTime: '11:00',
    cancellationPolicy: 'strict',
    amenities: [
      'wifi',
      'air_conditioning',
      'heating',
      'washer',
      'dryer',
      'crib',
      'high_chair',
      'full_kitchen',
      'dishwasher',
      'outdoor_space',
      'linens',
    ],
    jewishFeatures: [
      'kosher_kitchen',
      'separate_meat_dairy',
      'blech',
      'urn',
      'shabbos_timers',
      'shabbos_lamp',
      'non_electric_key',
      'fridge_light_off',
      'no_elevator_needed',
      'pesach_ready',
    ],
    kosherStandard: 'mehadrin',
    nearMikvah: true,
    images: ['brownstone-stoop', 'living-room', 'kitchen', 'shabbos-table', 'bedroom', 'bathroom'],
    en: {
      title: 'Renovated brownstone duplex on Park Place',
      area: 'Park Place',
      description:
        'The bottom two floors of a brownstone on Park Place, redone last year without losing the wood floors or the fireplace mantel. Downstairs, a big kitchen, kosher mehadrin, with two sinks and two ovens, a Pesach kitchen at the back, and a dining room that opens onto the garden. Upstairs, three bedrooms and two bathrooms. The walk to 770 is eight minutes, down Kingston Avenue and across the parkway. If you are coming for Pesach, tell us early: it is usually booked by Purim.',
      houseRules: lines(
        'Two nights minimum; four over Pesach and Sukkos.',
        'Mehadrin kitchen: ask us before bringing in anything without a mehadrin hechsher.',
        'No smoking, no events.',
        'Quiet after 11 pm.',
      ),
    },
    fr: {
      title: 'Duplex rénové dans un brownstone de Park Place',
      area: 'Park Place',
      description:
        'Les deux premiers niveaux d’un brownstone de Park Place, refaits l’an dernier sans perdre les parquets ni la cheminée. En bas, une grande cuisine cachère mehadrin avec deux éviers et deux fours, une cuisine de Pessa’h à l’arrière et une salle à manger qui s’ouvre sur le jardin. En haut, trois chambres et deux salles de bains. Le 770 est à huit minutes à pied, en descendant Kingston Avenue et en traversant le boulevard. Si vous venez pour Pessa’h, prévenez-nous tôt : c’est en général complet dès Pourim.',
      houseRules: lines(
        'Deux nuits minimum ; quatre pour Pessa’h et Souccot.',
        'Cuisine mehadrin : demandez-nous avant d’apporter quoi que ce soit sans certification mehadrin.',
        'Non-fumeur, pas de réceptions.',
        'Silence après 23 h.',
      ),
    },
    he: {
      title: 'דופלקס משופץ בבית בראונסטון בפארק פלייס',
      area: 'פארק פלייס',
      description:
        'שתי הקומות התחתונות של בית בראונסטון בפארק פלייס, ששופצו בשנה שעברה בלי לוותר על רצפות העץ ועל מדף האח. למטה: מטבח גדול, כשר למהדרין, עם שני כיורים ושני תנורים, מטבח פסח מאחור ופינת אוכל שנפתחת אל הגינה. למעלה: שלושה חדרי שינה ושני חדרי רחצה. ההליכה ל־770 לוקחת שמונה דקות, במורד שדרת קינגסטון ומעבר לפארקווי. מגיעים לפסח? ספרו לנו מוקדם – בדרך כלל הכול תפוס כבר בפורים.',
      houseRules: lines(
        'מינימום שני לילות; ארבעה בפסח ובסוכות.',
        'מטבח מהדרין: נא לשאול אותנו לפני שמכניסים משהו בלי הכשר מהדרין.',
        'אין לעשן ואין אירועים.',
        'שקט אחרי 23:00.',
      ),
    },
    reviews: [
      {
        by: 'devorah',
        rating: 5,
        text: 'We spent Pesach here with our married children. The Pesach kitchen at the back changes everything.',
      },
      {
        by: 'avraham',
        rating: 5,
        text: 'דירה משופצת ויפה מאוד, מטבח מהדרין וגינה נעימה. נחזור בפסח הבא.',
      },
      {
        by: 'rachel',
        rating: 5,
        text: 'Beautifully renovated and spotless, and the garden is lovely in the evening.',
      },
      { by: 'dovid', rating: 4, text: 'A great place. One of the upstairs showers took a while to run hot.' },
      {
        by: 'miriam',
        rating: 5,
        text: 'Magnifique duplex, très bien équipé pour Chabbat, et tout près du 770.',
      },
      {
        by: 'leah',
        rating: 5,
        text: 'Dina is the most organised host we’ve had. Every drawer labelled, every question answered.',
      },
    ],
  },

  // ---- Yaakov Wilhelm -------------------------------------------------------------------------------
  {
    key: 'rutland-yard',
    host: wilhelm.email,
    status: 'published',
    address: '355 Rutland Road, Brooklyn, NY 11225',
    latitude: 40.65815,
    longitude: -73.946,
    propertyType: 'house',
    bedrooms: 4,
    beds: 7,
    baths: 2,
    maxGuests: 12,
    price: 380,
    cleaningFee: 130,
    minimumNights: 3,
    checkInTime: '16:00',
    checkOutTime: '11:00',
    amenities: [
      'wifi',
      'air_conditioning',
      'heating',
      'washer',
      'dryer',
      'parking',
      'crib',
      'high_chair',
      'full_kitchen',
      'dishwasher',
      'outdoor_space',
      'linens',
    ],
    jewishFeatures: [
      'kosher_kitchen',
      'separate_meat_dairy',
      'blech',
      'urn',
      'shabbos_timers',
      'shabbos_lamp',
      'non_electric_key',
      'no_elevator_needed',
      'sukkah',
    ],
    kosherStandard: 'chabad',
    nearMikvah: false,
    images: ['limestone-row', 'garden-sukkah', 'living-room', 'kids-room', 'kitchen'],
    en: {
      title: 'Family house on Rutland Road with a yard',
      area: 'Rutland Road',
      description:
        'A detached house with a deep yard on Rutland Road, at the southern edge of Crown Heights: four bedrooms, a swing set, a sukkah and a driveway for two cars. It is about twenty minutes on foot to 770, so it is for families who value space and quiet over being in the middle of things; with small children, the yard makes up for the walk. The kitchen is Chabad kosher and the house has everything for Shabbos, down to a lamp in every bedroom.',
      houseRules: lines(
        'Three nights minimum.',
        'Please watch children in the yard; the gate to the driveway closes with a latch.',
        'Kosher kitchen; no food from outside without a hechsher.',
        'No smoking, no parties.',
      ),
    },
    fr: {
      title: 'Maison familiale avec jardin sur Rutland Road',
      area: 'Rutland Road',
      description:
        'Une maison individuelle avec un grand jardin sur Rutland Road, à la limite sud de Crown Heights : quatre chambres, une balançoire, une souccah et une allée pour deux voitures. Le 770 est à une vingtaine de minutes à pied : c’est une maison pour les familles qui préfèrent l’espace et le calme à l’animation ; avec de jeunes enfants, le jardin vaut bien la marche. La cuisine est cachère Habad et la maison a tout pour Chabbat, jusqu’à une lampe dans chaque chambre.',
      houseRules: lines(
        'Trois nuits minimum.',
        'Surveillez les enfants dans le jardin ; le portail de l’allée se ferme avec un loquet.',
        'Cuisine cachère ; pas de nourriture de l’extérieur sans certification.',
        'Non-fumeur, pas de fêtes.',
      ),
    },
    he: {
      title: 'בית משפחתי עם חצר ברטלנד רואד',
      area: 'רטלנד רואד',
      description:
        'בית פרטי עם חצר עמוקה ברטלנד רואד, בקצה הדרומי של קראון הייטס: ארבעה חדרי שינה, נדנדות, סוכה וחניה לשני רכבים. ההליכה ל־770 לוקחת כעשרים דקות, כך שהבית מתאים למשפחות שמעדיפות מרחב ושקט על פני מרכז העניינים; עם ילדים קטנים, החצר שווה את ההליכה. המטבח כשר בהשגחת חב״ד, ויש בבית כל מה שצריך לשבת, עד למנורת שבת בכל חדר שינה.',
      houseRules: lines(
        'מינימום שלושה לילות.',
        'נא להשגיח על הילדים בחצר; השער לחניה נסגר בבריח.',
        'מטבח כשר; אין להכניס אוכל מבחוץ בלי הכשר.',
        'אין לעשן ואין מסיבות.',
      ),
    },
    reviews: [
      {
        by: 'leah',
        rating: 4,
        text: 'The yard and the swing set made our week. It is a real walk to 770, so plan for it.',
      },
      { by: 'shira', rating: 5, text: 'בית משפחתי נהדר עם חצר גדולה. הילדים לא רצו לעזוב.' },
    ],
  },
  {
    key: 'empire-studio',
    host: wilhelm.email,
    status: 'published',
    address: '611 Empire Boulevard, Apt 3F, Brooklyn, NY 11213',
    latitude: 40.66325,
    longitude: -73.9387,
    propertyType: 'studio',
    bedrooms: 0,
    beds: 1,
    baths: 1,
    maxGuests: 2,
    price: 75,
    cleaningFee: 20,
    minimumNights: 1,
    checkInTime: '15:00',
    checkOutTime: '11:00',
    amenities: ['wifi', 'air_conditioning', 'heating', 'linens'],
    jewishFeatures: ['urn', 'shabbos_lamp', 'non_electric_key'],
    kosherStandard: null,
    nearMikvah: false,
    images: ['bedroom', 'study', 'bathroom'],
    en: {
      title: 'Compact studio off Empire Boulevard',
      area: 'Empire Boulevard',
      description:
        'A small, clean studio on the third floor, with a double bed, a table by the window, a fridge and an urn. There is no kitchen and no elevator, and Empire Boulevard is busy during the week, so this is a place to sleep rather than to spend the day. What it has going for it is the price and the location: twelve minutes to 770, and two minutes from the bakeries and groceries of Kingston Avenue.',
      houseRules: lines('Up to two guests.', 'No cooking.', 'No smoking.'),
    },
    fr: {
      title: 'Petit studio près d’Empire Boulevard',
      area: 'Empire Boulevard',
      description:
        'Un petit studio propre au deuxième étage, avec un lit double, une table près de la fenêtre, un réfrigérateur et une urne. Il n’y a ni cuisine ni ascenseur, et Empire Boulevard est animé en semaine : c’est un endroit pour dormir plutôt que pour passer la journée. Ses atouts, ce sont le prix et l’emplacement : douze minutes du 770, et deux minutes des boulangeries et épiceries de Kingston Avenue.',
      houseRules: lines('Deux personnes au maximum.', 'Pas de cuisine.', 'Non-fumeur.'),
    },
    he: {
      title: 'סטודיו קומפקטי ליד שדרות אמפייר',
      area: 'שדרות אמפייר',
      description:
        'סטודיו קטן ונקי בקומה השלישית, עם מיטה זוגית, שולחן ליד החלון, מקרר ומיחם. אין מטבח ואין מעלית, ושדרות אמפייר עמוסות באמצע השבוע, כך שזה מקום לישון בו ולא לבלות בו את היום. היתרונות שלו הם המחיר והמיקום: שתים־עשרה דקות מ־770, ושתי דקות מהמאפיות והמכולות של שדרת קינגסטון.',
      houseRules: lines('עד שני אורחים.', 'אין לבשל.', 'אין לעשן.'),
    },
    reviews: [],
  },
  {
    key: 'schenectady-three',
    host: wilhelm.email,
    status: 'published',
    address: '362 Schenectady Avenue, Brooklyn, NY 11213',
    latitude: 40.6654,
    longitude: -73.9336,
    propertyType: 'apartment',
    bedrooms: 3,
    beds: 4,
    baths: 2,
    maxGuests: 7,
    price: 195,
    cleaningFee: 70,
    minimumNights: 2,
    checkInTime: '15:00',
    checkOutTime: '11:00',
    amenities: ['wifi', 'air_conditioning', 'heating', 'washer', 'dryer', 'crib', 'full_kitchen', 'linens'],
    jewishFeatures: [
      'kosher_kitchen',
      'separate_meat_dairy',
      'blech',
      'urn',
      'shabbos_timers',
      'shabbos_lamp',
      'no_elevator_needed',
    ],
    kosherStandard: 'chabad',
    nearMikvah: false,
    images: ['rowhouse-grey', 'living-room', 'bedroom', 'kids-room', 'kitchen'],
    en: {
      title: 'Three-bedroom on Schenectady Avenue',
      area: 'Schenectady Avenue',
      description:
        'A ground-floor apartment with three bedrooms and two bathrooms in a quiet two-family house between Crown and Montgomery. It is a good price for the space because it is a little further out, about fourteen minutes’ walk to 770 along Crown Street. The kitchen is Chabad kosher with separate meat and dairy, and there is a crib and a folding play yard. The owner lives next door and fixes things the same day.',
      houseRules: lines(
        'Two nights minimum.',
        'Please keep the kitchen kosher.',
        'No smoking, no parties.',
        'Quiet after 11 pm.',
      ),
    },
    fr: {
      title: 'Trois chambres sur Schenectady Avenue',
      area: 'Schenectady Avenue',
      description:
        'Un appartement en rez-de-chaussée avec trois chambres et deux salles de bains, dans une maison calme de deux logements entre Crown et Montgomery. Le prix est intéressant pour la surface parce qu’il est un peu excentré, à environ quatorze minutes à pied du 770 par Crown Street. La cuisine est cachère Habad, avec viande et lait séparés, et il y a un lit bébé et un parc pliant. Le propriétaire habite à côté et répare tout dans la journée.',
      houseRules: lines(
        'Deux nuits minimum.',
        'Merci de garder la cuisine cachère.',
        'Non-fumeur, pas de fêtes.',
        'Silence après 23 h.',
      ),
    },
    he: {
      title: 'דירת שלושה חדרי שינה בשדרת סקנקטדי',
      area: 'שדרת סקנקטדי',
      description:
        'דירת קרקע עם שלושה חדרי שינה ושני חדרי רחצה בבית דו־משפחתי שקט בין קראון למונטגומרי. המחיר טוב ביחס לגודל כי היא קצת מרוחקת, כארבע־עשרה דקות הליכה ל־770 לאורך רחוב קראון. המטבח כשר בהשגחת חב״ד עם הפרדה בין בשרי לחלבי, ויש עריסה ולול מתקפל. בעל הבית גר בבית הסמוך ומתקן כל תקלה באותו יום.',
      houseRules: lines(
        'מינימום שני לילות.',
        'נא לשמור על כשרות המטבח.',
        'אין לעשן ואין מסיבות.',
        'שקט אחרי 23:00.',
      ),
    },
    reviews: [
      {
        by: 'dovid',
        rating: 4,
        text: 'Lots of space for the price. Yaakov fixed a dripping tap within an hour.',
      },
      {
        by: 'menachem',
        rating: 4,
        text: 'A comfortable apartment a little further out. The walk along Crown Street is pleasant.',
      },
      {
        by: 'rachel',
        rating: 3,
        text: 'The apartment is fine, but it could use fresh paint and better blinds in the front bedroom.',
      },
    ],
  },
  {
    key: 'maple-basement',
    host: wilhelm.email,
    status: 'suspended',
    address: '418 Maple Street, Brooklyn, NY 11225',
    latitude: 40.66005,
    longitude: -73.9415,
    propertyType: 'basement',
    bedrooms: 1,
    beds: 2,
    baths: 1,
    maxGuests: 3,
    price: 80,
    cleaningFee: 20,
    minimumNights: 1,
    checkInTime: '15:00',
    checkOutTime: '11:00',
    amenities: ['wifi', 'heating', 'linens'],
    jewishFeatures: ['urn', 'shabbos_lamp'],
    kosherStandard: null,
    nearMikvah: false,
    images: ['basement-entrance', 'bedroom', 'bathroom'],
    en: {
      title: 'Basement room on Maple Street',
      area: 'Maple Street',
      description:
        'A basement room with two single beds, a shower room and its own entrance under the stoop, on a quiet, tree-lined block of Maple Street. There is a fridge, an urn and a Shabbos lamp, but no kitchen, so it suits guests who eat out or with friends. The room is simple, warm in winter and cool in summer, and the shops of Kingston Avenue are a short walk away.',
      houseRules: lines('No cooking.', 'No smoking.'),
    },
    fr: {
      title: 'Chambre en sous-sol sur Maple Street',
      area: 'Maple Street',
      description:
        'Une chambre en sous-sol avec deux lits simples, une salle d’eau et sa propre entrée sous le perron, dans une portion calme et arborée de Maple Street. Il y a un réfrigérateur, une urne et une lampe de Chabbat, mais pas de cuisine : elle convient à ceux qui mangent dehors ou chez des amis. La chambre est simple, chaude en hiver et fraîche en été, et les commerces de Kingston Avenue sont à quelques pas.',
      houseRules: lines('Pas de cuisine.', 'Non-fumeur.'),
    },
    he: {
      title: 'חדר מרתף ברחוב מייפל',
      area: 'רחוב מייפל',
      description:
        'חדר מרתף עם שתי מיטות יחיד, חדר מקלחת וכניסה פרטית מתחת למדרגות, בקטע שקט ומוצל בעצים של רחוב מייפל. יש מקרר, מיחם ומנורת שבת, אבל אין מטבח, ולכן החדר מתאים למי שאוכל בחוץ או אצל חברים. החדר פשוט, חמים בחורף וקריר בקיץ, והחנויות של שדרת קינגסטון במרחק הליכה קצר.',
      houseRules: lines('אין לבשל.', 'אין לעשן.'),
    },
    reviews: [],
  },

  // ---- Fraidy Shusterman ----------------------------------------------------------------------------
  {
    key: 'parkway-limestone',
    host: shusterman.email,
    status: 'published',
    address: '918 Eastern Parkway, Brooklyn, NY 11213',
    latitude: 40.6688,
    longitude: -73.9364,
    propertyType: 'house',
    bedrooms: 5,
    beds: 9,
    baths: 4,
    maxGuests: 16,
    price: 650,
    cleaningFee: 150,
    minimumNights: 4,
    checkInTime: '16:00',
    checkOutTime: '10:00',
    amenities: [
      'wifi',
      'air_conditioning',
      'heating',
      'washer',
      'dryer',
      'parking',
      'crib',
      'high_chair',
      'full_kitchen',
      'dishwasher',
      'workspace',
      'outdoor_space',
      'linens',
    ],
    jewishFeatures: [
      'kosher_kitchen',
      'separate_meat_dairy',
      'blech',
      'urn',
      'shabbos_timers',
      'shabbos_lamp',
      'non_electric_key',
      'fridge_light_off',
      'no_elevator_needed',
      'sukkah',
      'pesach_ready',
    ],
    kosherStandard: 'mehadrin',
    nearMikvah: true,
    images: ['limestone-row', 'eastern-parkway', 'shabbos-table', 'living-room', 'kitchen', 'garden-sukkah'],
    en: {
      title: 'Grand limestone townhouse on Eastern Parkway',
      area: 'Eastern Parkway',
      description:
        'A 1905 limestone townhouse facing the parkway, for the big occasions: a bar mitzvah weekend, a week of sheva brachos, three generations in for Tishrei. Five bedrooms sleep sixteen, there are four bathrooms, and the dining room holds a table for twenty-two. The kitchen is mehadrin, with two of everything and a separate Pesach kitchen in the basement. Behind the house there is a garden with a sukkah, and a garage for one car. We ask for four nights because turning the house around takes us a full day.',
      houseRules: lines(
        'Four nights minimum.',
        'Sheva brachos and kiddushim are welcome; please tell us the numbers beforehand.',
        'Mehadrin kitchen: no food in without a mehadrin hechsher.',
        'No smoking anywhere, including the garden.',
        'Quiet after 11 pm; the neighbours are lovely, let’s keep it that way.',
      ),
    },
    fr: {
      title: 'Grande maison de pierre sur Eastern Parkway',
      area: 'Eastern Parkway',
      description:
        'Une maison de ville en pierre calcaire de 1905, face au boulevard, pour les grandes occasions : un week-end de bar-mitsva, une semaine de chéva brakhot, trois générations réunies pour Tichri. Cinq chambres pour seize personnes, quatre salles de bains et une salle à manger avec une table de vingt-deux couverts. La cuisine est mehadrin, avec deux de chaque chose et une cuisine de Pessa’h séparée au sous-sol. Derrière la maison, un jardin avec une souccah et un garage pour une voiture. Nous demandons quatre nuits, car remettre la maison en état nous prend une journée entière.',
      houseRules: lines(
        'Quatre nuits minimum.',
        'Chéva brakhot et kiddouchim bienvenus ; merci de nous indiquer le nombre d’invités à l’avance.',
        'Cuisine mehadrin : aucune nourriture sans certification mehadrin.',
        'Interdiction de fumer, jardin compris.',
        'Silence après 23 h : nos voisins sont charmants, restons-en là.',
      ),
    },
    he: {
      title: 'בית אבן מפואר באיסטרן פארקווי',
      area: 'איסטרן פארקווי',
      description:
        'בית עירוני מאבן גיר משנת 1905, מול הפארקווי, לאירועים הגדולים: שבת בר מצווה, שבוע של שבע ברכות, שלושה דורות שמגיעים לתשרי. חמישה חדרי שינה לשישה־עשר איש, ארבעה חדרי רחצה ופינת אוכל עם שולחן לעשרים ושניים. המטבח מהדרין, עם שניים מכל דבר ומטבח פסח נפרד במרתף. מאחורי הבית יש גינה עם סוכה, ומוסך לרכב אחד. אנחנו מבקשים מינימום ארבעה לילות, כי הכנת הבית מחדש לוקחת לנו יום שלם.',
      houseRules: lines(
        'מינימום ארבעה לילות.',
        'שבע ברכות וקידושים – בשמחה; נא לעדכן אותנו מראש במספר האורחים.',
        'מטבח מהדרין: אין להכניס אוכל בלי הכשר מהדרין.',
        'אין לעשן בשום מקום, כולל בגינה.',
        'שקט אחרי 23:00; השכנים מקסימים, ונשמח שכך יישאר.',
      ),
    },
    reviews: [
      {
        by: 'devorah',
        rating: 5,
        text: 'We held all the sheva brachos meals here. Twenty-two at the table every night and it never felt crowded.',
      },
      {
        by: 'yehuda',
        rating: 5,
        text: 'Une maison exceptionnelle pour une grande famille. Fraidy a pensé à tout.',
      },
      {
        by: 'levi',
        rating: 5,
        text: 'The house is magnificent and the kitchen handled everything we threw at it.',
      },
      {
        by: 'avraham',
        rating: 4,
        text: 'בית מרשים מאוד ומאובזר ברמה גבוהה. המחיר גבוה, אבל למשפחה גדולה זה שווה.',
      },
    ],
  },
  {
    key: 'maple-garden',
    host: shusterman.email,
    status: 'published',
    address: '470 Maple Street, Brooklyn, NY 11225',
    latitude: 40.66,
    longitude: -73.9393,
    propertyType: 'brownstone_floor',
    bedrooms: 2,
    beds: 3,
    baths: 1,
    maxGuests: 5,
    price: 150,
    cleaningFee: 50,
    minimumNights: 2,
    checkInTime: '15:00',
    checkOutTime: '11:00',
    amenities: [
      'wifi',
      'air_conditioning',
      'heating',
      'washer',
      'dryer',
      'crib',
      'full_kitchen',
      'outdoor_space',
      'linens',
    ],
    jewishFeatures: [
      'kosher_kitchen',
      'separate_meat_dairy',
      'blech',
      'urn',
      'shabbos_timers',
      'shabbos_lamp',
      'non_electric_key',
      'no_elevator_needed',
      'sukkah',
    ],
    kosherStandard: 'chalav_yisrael',
    nearMikvah: true,
    images: ['garden-sukkah', 'brownstone-stoop', 'bedroom', 'kitchen', 'living-room'],
    en: {
      title: 'Garden apartment on Maple Street',
      area: 'Maple Street',
      description:
        'The garden floor of our two-family house on Maple Street, with French doors onto a small garden where the roses do well and the sukkah goes up every autumn. Two bedrooms, one bathroom, a kitchen that is kosher, chalav Yisrael, with separate meat and dairy, and a crib if you need it. It takes about seventeen minutes to walk to 770; on the way you pass Beis Rivkah and the shops of Kingston Avenue. We are upstairs if you need anything, and we do mean anything.',
      houseRules: lines(
        'Two nights minimum.',
        'Kosher kitchen, chalav Yisrael.',
        'Please close the garden gate; our cat is not allowed out.',
        'No smoking.',
      ),
    },
    fr: {
      title: 'Appartement avec jardin sur Maple Street',
      area: 'Maple Street',
      description:
        'Le rez-de-jardin de notre maison de deux logements sur Maple Street, avec des portes-fenêtres sur un petit jardin où les roses se plaisent et où la souccah est montée chaque automne. Deux chambres, une salle de bains, une cuisine cachère ’halav Israël avec viande et lait séparés, et un lit bébé si besoin. Le 770 est à environ dix-sept minutes à pied ; en chemin, vous passez devant Beis Rivkah et les commerces de Kingston Avenue. Nous sommes à l’étage si vous avez besoin de quoi que ce soit, et nous disons bien : quoi que ce soit.',
      houseRules: lines(
        'Deux nuits minimum.',
        'Cuisine cachère, ’halav Israël.',
        'Merci de fermer le portail du jardin : notre chat n’a pas le droit de sortir.',
        'Non-fumeur.',
      ),
    },
    he: {
      title: 'דירת גן ברחוב מייפל',
      area: 'רחוב מייפל',
      description:
        'קומת הגן של הבית הדו־משפחתי שלנו ברחוב מייפל, עם דלתות זכוכית אל גינה קטנה שבה הוורדים פורחים והסוכה נבנית בכל סתיו. שני חדרי שינה, חדר רחצה אחד, מטבח כשר, חלב ישראל, עם הפרדה בין בשרי לחלבי, ועריסה אם צריך. ההליכה ל־770 לוקחת כשבע־עשרה דקות; בדרך עוברים ליד בית רבקה והחנויות של שדרת קינגסטון. אנחנו למעלה אם תצטרכו משהו, ואנחנו באמת מתכוונים לכל דבר.',
      houseRules: lines(
        'מינימום שני לילות.',
        'מטבח כשר, חלב ישראל.',
        'נא לסגור את שער הגינה; לחתול שלנו אסור לצאת.',
        'אין לעשן.',
      ),
    },
    reviews: [
      {
        by: 'miriam',
        rating: 5,
        text: 'Jardin charmant et cuisine cachère parfaite. Fraidy est d’une gentillesse rare.',
      },
      { by: 'rachel', rating: 5, text: 'The garden with the roses is lovely, and the cat is very polite.' },
      {
        by: 'levi',
        rating: 4,
        text: 'A comfortable garden floor on a quiet block. The walk to 770 is longer than it looks on the map, but a pleasant one.',
      },
      { by: 'shira', rating: 4, text: 'דירה נעימה עם גינה קטנה ויפה. המארחים זמינים מאוד.' },
    ],
  },
  {
    key: 'st-johns-room',
    host: shusterman.email,
    status: 'published',
    address: '1218 St Johns Place, Brooklyn, NY 11213',
    latitude: 40.67152,
    longitude: -73.9429,
    propertyType: 'private_room',
    bedrooms: 1,
    beds: 1,
    baths: 1,
    maxGuests: 2,
    price: 85,
    cleaningFee: 0,
    minimumNights: 1,
    checkInTime: '14:00',
    checkOutTime: '11:00',
    amenities: ['wifi', 'air_conditioning', 'heating', 'linens'],
    jewishFeatures: ['kosher_kitchen', 'urn', 'shabbos_timers', 'shabbos_lamp', 'no_elevator_needed'],
    kosherStandard: 'chabad',
    nearMikvah: true,
    images: ['bedroom', 'bathroom', 'brownstone-red'],
    en: {
      title: 'Guest room with a private bath on St Johns Place',
      area: 'St Johns Place',
      description:
        'A guest room on the top floor of our home, with a queen bed, a private bathroom and a window over the back gardens. Breakfast things are set out in the kitchen each morning, and you are welcome at our Friday night table. St Johns Place is one block north of Eastern Parkway: four minutes to 770, a bit more with children. Good for a parent visiting a daughter at seminary, or anyone who likes a family around them.',
      houseRules: lines(
        'Please tell us your arrival time.',
        'Kosher kitchen; ask before cooking.',
        'No smoking.',
        'Quiet after 10:30 pm.',
      ),
    },
    fr: {
      title: 'Chambre d’amis avec salle de bains privée sur St Johns Place',
      area: 'St Johns Place',
      description:
        'Une chambre d’amis au dernier étage de notre maison, avec un grand lit, une salle de bains privée et une fenêtre sur les jardins à l’arrière. De quoi prendre le petit-déjeuner vous attend chaque matin dans la cuisine, et vous êtes les bienvenus à notre table le vendredi soir. St Johns Place est à une rue au nord d’Eastern Parkway : quatre minutes du 770, un peu plus avec des enfants. Idéal pour un parent qui rend visite à sa fille au séminaire, ou pour qui aime avoir une famille autour de soi.',
      houseRules: lines(
        'Merci de nous indiquer votre heure d’arrivée.',
        'Cuisine cachère ; demandez avant de cuisiner.',
        'Non-fumeur.',
        'Silence après 22 h 30.',
      ),
    },
    he: {
      title: 'חדר אורחים עם חדר רחצה פרטי בסנט ג׳ונס פלייס',
      area: 'סנט ג׳ונס פלייס',
      description:
        'חדר אורחים בקומה העליונה של ביתנו, עם מיטה זוגית, חדר רחצה פרטי וחלון אל הגינות שמאחור. כל בוקר מחכים לכם במטבח דברים לארוחת בוקר, ואתם מוזמנים לשולחן שלנו בליל שבת. סנט ג׳ונס פלייס נמצא רחוב אחד צפונית לאיסטרן פארקווי: ארבע דקות ל־770, קצת יותר עם ילדים. מתאים להורה שבא לבקר את בתו בסמינר, או לכל מי שאוהב משפחה מסביבו.',
      houseRules: lines(
        'נא לעדכן אותנו בשעת ההגעה.',
        'מטבח כשר; נא לשאול לפני שמבשלים.',
        'אין לעשן.',
        'שקט אחרי 22:30.',
      ),
    },
    reviews: [
      {
        by: 'leah',
        rating: 5,
        text: 'I came to see my daughter at seminary and felt like part of the family. Friday night was beautiful.',
      },
      {
        by: 'devorah',
        rating: 5,
        text: 'Private bath, comfortable bed, and a host who makes you feel at home.',
      },
      {
        by: 'miriam',
        rating: 5,
        text: 'Chambre charmante, salle de bains privée et une famille très accueillante. À quatre minutes du 770.',
      },
      { by: 'avraham', rating: 4, text: 'חדר נקי ונוח, משפחה חמה. מתאים מאוד לביקור קצר.' },
      { by: 'menachem', rating: 5, text: 'Quiet, comfortable and very close to 770.' },
    ],
  },

  // ---- Marcia Thompson ------------------------------------------------------------------------------
  {
    key: 'sterling-pl-garden',
    host: thompson.email,
    status: 'published',
    address: '1096 Sterling Place, Brooklyn, NY 11213',
    latitude: 40.67265,
    longitude: -73.9464,
    propertyType: 'apartment',
    bedrooms: 1,
    beds: 2,
    baths: 1,
    maxGuests: 3,
    price: 115,
    cleaningFee: 40,
    minimumNights: 2,
    checkInTime: '15:00',
    checkOutTime: '11:00',
    amenities: ['wifi', 'air_conditioning', 'heating', 'washer', 'full_kitchen', 'outdoor_space', 'linens'],
    jewishFeatures: ['shabbos_hot_plate', 'urn', 'non_electric_key', 'no_elevator_needed'],
    kosherStandard: null,
    nearMikvah: false,
    images: ['rowhouse-grey', 'living-room', 'bedroom', 'kitchen'],
    en: {
      title: 'Garden apartment on Sterling Place, no fuss',
      area: 'Sterling Place',
      description:
        'I have lived in this house on Sterling Place for thirty-one years and have hosted visitors to the neighbourhood for ten of them. The garden apartment has one bedroom, a sofa bed, a full kitchen (not kosher; many guests bring disposable pans or eat out) and a back yard with my tomatoes and a table under the grape vine. For Shabbos I keep a hot plate and an urn, and the door opens with an ordinary key. It is eight minutes to 770 and three to the Brooklyn Children’s Museum.',
      houseRules: lines(
        'The kitchen is not kosher; disposable pans are in the cupboard if you need them.',
        'No smoking inside. The yard is fine.',
        'Two adults, plus a child on the sofa bed.',
      ),
    },
    fr: {
      title: 'Appartement avec jardin sur Sterling Place, tout simplement',
      area: 'Sterling Place',
      description:
        'J’habite cette maison de Sterling Place depuis trente et un ans, et j’accueille des visiteurs du quartier depuis dix ans. L’appartement en rez-de-jardin a une chambre, un canapé-lit, une cuisine équipée (pas cachère : beaucoup d’invités apportent des plats jetables ou mangent dehors) et une cour avec mes tomates et une table sous la vigne. Pour Chabbat, j’ai une plata et une urne, et la porte s’ouvre avec une clé ordinaire. Le 770 est à huit minutes, et le musée des enfants de Brooklyn à trois.',
      houseRules: lines(
        'La cuisine n’est pas cachère ; des plats jetables sont dans le placard si besoin.',
        'Non-fumeur à l’intérieur. Dans la cour, c’est permis.',
        'Deux adultes, plus un enfant sur le canapé-lit.',
      ),
    },
    he: {
      title: 'דירת גן בסטרלינג פלייס, בלי גינונים',
      area: 'סטרלינג פלייס',
      description:
        'אני גרה בבית הזה בסטרלינג פלייס כבר שלושים ואחת שנים, ומארחת מבקרים בשכונה כבר עשר שנים. בדירת הגן יש חדר שינה אחד, ספה נפתחת, מטבח מלא (לא כשר – אורחים רבים מביאים תבניות חד־פעמיות או אוכלים בחוץ) וחצר אחורית עם העגבניות שלי ושולחן מתחת לגפן. לשבת יש אצלי פלטה ומיחם, והדלת נפתחת במפתח רגיל. שמונה דקות הליכה ל־770 ושלוש למוזיאון הילדים של ברוקלין.',
      houseRules: lines(
        'המטבח אינו כשר; תבניות חד־פעמיות נמצאות בארון, אם צריך.',
        'אין לעשן בפנים. בחצר אפשר.',
        'שני מבוגרים, ועוד ילד על הספה הנפתחת.',
      ),
    },
    reviews: [
      {
        by: 'rachel',
        rating: 5,
        text: 'Marcia is a treasure. She had the hot plate and urn ready for Shabbos and told us all about the neighbourhood.',
      },
      {
        by: 'dovid',
        rating: 5,
        text: 'Clean, comfortable and great value. The table under the grape vine is lovely in the morning.',
      },
      {
        by: 'yehuda',
        rating: 4,
        text: 'Très bon accueil. La cuisine n’est pas cachère, nous avons utilisé les plats jetables prévus.',
      },
      { by: 'levi', rating: 5, text: 'An honest listing, a kind host and a spotless apartment.' },
      {
        by: 'leah',
        rating: 4,
        text: 'A lovely stay. A few minutes further from 770 than some, but the Children’s Museum around the corner was a hit.',
      },
      {
        by: 'shira',
        rating: 5,
        text: 'מארחת מקסימה ודירה נקייה. המטבח לא כשר, אבל היה לנו כל מה שצריך לשבת.',
      },
    ],
  },
  {
    key: 'new-york-top',
    host: thompson.email,
    status: 'published',
    address: '412 New York Avenue, Brooklyn, NY 11213',
    latitude: 40.667,
    longitude: -73.947,
    propertyType: 'apartment',
    bedrooms: 2,
    beds: 2,
    baths: 1,
    maxGuests: 4,
    price: 140,
    cleaningFee: 45,
    minimumNights: 2,
    checkInTime: '15:00',
    checkOutTime: '11:00',
    amenities: [
      'wifi',
      'air_conditioning',
      'heating',
      'washer',
      'dryer',
      'full_kitchen',
      'workspace',
      'linens',
    ],
    jewishFeatures: ['shabbos_hot_plate', 'urn', 'shabbos_lamp', 'fridge_light_off', 'no_elevator_needed'],
    kosherStandard: null,
    nearMikvah: false,
    images: ['study', 'living-room', 'bedroom', 'bathroom', 'kitchen'],
    en: {
      title: 'Bright top-floor rooms on New York Avenue',
      area: 'New York Avenue',
      description:
        'The top floor of my house, up two flights: two bedrooms with a double bed each, a sunny front room with a desk, and a kitchen that is not kosher, though I keep a shelf of new pots and a hot plate for guests who need them. I am glad to turn the fridge light off for you before Shabbos. It is seven minutes to 770, and two blocks from the President Street station on the 2 and 5 trains.',
      houseRules: lines(
        'Not a kosher kitchen; new pots are in the marked cupboard.',
        'No smoking.',
        'No more than four guests.',
      ),
    },
    fr: {
      title: 'Dernier étage lumineux sur New York Avenue',
      area: 'New York Avenue',
      description:
        'Le dernier étage de ma maison, au bout de deux volées de marches : deux chambres avec chacune un lit double, une pièce de devant ensoleillée avec un bureau, et une cuisine qui n’est pas cachère, mais j’y garde une étagère de casseroles neuves et une plata pour les invités qui en ont besoin. J’éteins volontiers pour vous la lumière du réfrigérateur avant Chabbat. Le 770 est à sept minutes, et la station President Street des lignes 2 et 5 à deux rues.',
      houseRules: lines(
        'Cuisine non cachère ; les casseroles neuves sont dans le placard marqué.',
        'Non-fumeur.',
        'Quatre personnes au maximum.',
      ),
    },
    he: {
      title: 'קומה עליונה מוארת בשדרת ניו יורק',
      area: 'שדרת ניו יורק',
      description:
        'הקומה העליונה של ביתי, שתי קומות מדרגות למעלה: שני חדרי שינה עם מיטה זוגית בכל אחד, חדר קדמי שטוף שמש עם שולחן כתיבה, ומטבח שאינו כשר, אבל אני שומרת מדף של סירים חדשים ופלטה לאורחים שצריכים. אשמח לנתק לכם את נורת המקרר לפני שבת. שבע דקות הליכה ל־770, ושני רחובות מתחנת פרזידנט סטריט של קווים 2 ו־5.',
      houseRules: lines('המטבח אינו כשר; הסירים החדשים בארון המסומן.', 'אין לעשן.', 'לא יותר מארבעה אורחים.'),
    },
    reviews: [
      {
        by: 'menachem',
        rating: 4,
        text: 'Bright, quiet rooms and a good desk. Two flights of stairs with luggage, as described.',
      },
      {
        by: 'miriam',
        rating: 4,
        text: 'Appartement lumineux, hôtesse très gentille. La cuisine n’est pas cachère, mais il y a des casseroles neuves.',
      },
    ],
  },
  {
    key: 'park-pl-desk',
    host: thompson.email,
    status: 'published',
    address: '1037 Park Place, Brooklyn, NY 11213',
    latitude: 40.6738,
    longitude: -73.9502,
    propertyType: 'private_room',
    bedrooms: 1,
    beds: 1,
    baths: 1,
    maxGuests: 1,
    price: 68,
    cleaningFee: 0,
    minimumNights: 4,
    checkInTime: '15:00',
    checkOutTime: '12:00',
    amenities: ['wifi', 'air_conditioning', 'heating', 'washer', 'workspace', 'linens'],
    jewishFeatures: ['urn', 'non_electric_key', 'no_elevator_needed'],
    kosherStandard: null,
    nearMikvah: false,
    images: ['study', 'bedroom', 'bathroom'],
    en: {
      title: 'Private room with a desk on Park Place',
      area: 'Park Place',
      description:
        'A quiet room at the back of my house for one person staying a while: a single bed, a big desk, a bookshelf and a window over the gardens. The bathroom is yours alone; the kitchen is shared with me and is not kosher. The guests in this room are often students or teachers in for a few weeks, so I ask for four nights at least. It is a thirteen-minute walk to 770, and the shops on Nostrand Avenue are at the end of the block.',
      houseRules: lines('Four nights minimum.', 'One guest; no overnight visitors.', 'No smoking.'),
    },
    fr: {
      title: 'Chambre privée avec bureau sur Park Place',
      area: 'Park Place',
      description:
        'Une chambre calme à l’arrière de ma maison, pour une personne qui reste un moment : un lit simple, un grand bureau, une bibliothèque et une fenêtre sur les jardins. La salle de bains est à vous seul ; la cuisine, partagée avec moi, n’est pas cachère. Cette chambre accueille souvent des étudiants ou des enseignants venus pour quelques semaines : je demande donc au moins quatre nuits. Le 770 est à treize minutes à pied, et les commerces de Nostrand Avenue au bout de la rue.',
      houseRules: lines('Quatre nuits minimum.', 'Une personne ; pas de visiteurs la nuit.', 'Non-fumeur.'),
    },
    he: {
      title: 'חדר פרטי עם שולחן עבודה בפארק פלייס',
      area: 'פארק פלייס',
      description:
        'חדר שקט בחלק האחורי של ביתי, לאדם אחד שנשאר לזמן מה: מיטת יחיד, שולחן כתיבה גדול, מדף ספרים וחלון אל הגינות. חדר הרחצה לשימושך בלבד; המטבח משותף איתי ואינו כשר. בחדר הזה מתארחים לעתים קרובות סטודנטים או מורים שבאים לכמה שבועות, ולכן אני מבקשת לפחות ארבעה לילות. שלוש־עשרה דקות הליכה ל־770, והחנויות של שדרת נוסטרנד בסוף הרחוב.',
      houseRules: lines('מינימום ארבעה לילות.', 'אורח אחד; בלי מבקרים ללינה.', 'אין לעשן.'),
    },
    reviews: [],
  },
];
