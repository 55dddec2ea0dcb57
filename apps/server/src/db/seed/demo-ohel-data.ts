import type { Amenity, JewishFeature, KosherStandard, OhelListingKind, PropertyType } from '@orchim/shared';
import type { DEMO_STAY_HOSTS, DemoPerson, DemoReview, DemoText, StayIllustration } from './demo-stays-data';
import type { ClockTime, DEMO_TRANSPORT_SERVICES } from './demo-transport-data';

/**
 * The demo Ohel listings (issue 5), read by ./demo-ohel.ts: rides and shuttles to the Ohel (each the
 * listing of a service in ./demo-transport-data.ts), places to stay nearby in Cambria Heights (each
 * inserted as a stays row of that neighbourhood), and guided visits, with their text in English, French
 * and Hebrew. The houses are plausible, not real homes; no contact details are given for the Ohel itself.
 */

/** The drawings in apps/web/public/images/ohel, one per name. */
export const OHEL_ILLUSTRATIONS = [
  'ohel-gate',
  'candles',
  'letter-writing',
  'visitors-center',
  'shuttle-van',
  'cambria-house',
] as const;
export type OhelIllustration = (typeof OHEL_ILLUSTRATIONS)[number];

/** People of Cambria Heights who host visitors to the Ohel, and the guide who takes them there. */
export const DEMO_OHEL_HOSTS = {
  yarmush: { email: 'baila.yarmush@example.com', fullName: 'Baila Yarmush', phone: '+1 718 555 0167' },
  clarke: { email: 'beverly.clarke@example.com', fullName: 'Beverly Clarke', phone: '+1 718 555 0192' },
  benShimon: {
    email: 'eli.benshimon@example.com',
    fullName: 'Eliyahu Ben-Shimon',
    phone: '+1 347 555 0156',
  },
} as const satisfies Record<string, DemoPerson>;
export type DemoOhelHostKey = keyof typeof DEMO_OHEL_HOSTS;

/** Whoever hosts a stay near the Ohel: a family of DEMO_STAY_HOSTS or of DEMO_OHEL_HOSTS. */
export type DemoOhelStayHostKey = keyof typeof DEMO_STAY_HOSTS | DemoOhelHostKey;

// A host key must name one person: the two maps may not share a key.
type AssertNever<T extends never> = T;
type _DistinctHostKeys = AssertNever<keyof typeof DEMO_STAY_HOSTS & DemoOhelHostKey>;

type OhelRideService = Extract<(typeof DEMO_TRANSPORT_SERVICES)[number], { serviceType: 'ohel_ride' }>;
/** The slug of a demo service that drives to the Ohel. */
export type DemoOhelRideServiceKey = OhelRideService['key'];

/** The service a listing is booked through; the listing belongs to that service's provider. */
export type DemoOhelServiceLink = {
  [K in DemoOhelRideServiceKey]: {
    transportService: K;
    host: Extract<OhelRideService, { key: K }>['provider'];
  };
}[DemoOhelRideServiceKey];

/** A listing's title, description and details (schedule, what is included, what to bring). */
export interface DemoOhelText {
  title: string;
  description: string;
  /** One item a line. */
  details: string;
}

/** What a stay near the Ohel needs besides its host: the columns of a stays row in Cambria Heights. */
export interface DemoOhelStay {
  address: string;
  latitude: number;
  longitude: number;
  propertyType: PropertyType;
  bedrooms: number;
  beds: number;
  baths: number;
  maxGuests: number;
  pricePerNightCents: number;
  cleaningFeeCents: number;
  minimumNights: number;
  checkInTime: ClockTime;
  checkOutTime: ClockTime;
  amenities: readonly Amenity[];
  jewishFeatures: readonly JewishFeature[];
  /** Exactly when jewishFeatures has 'kosher_kitchen' (a CHECK in the database). */
  kosherStandard: KosherStandard | null;
  /** Drawings of apps/web/public/images/stays, shown after the listing's own (cover 'cambria-house'). */
  images: readonly StayIllustration[];
  /** The stay's own texts, as on /stays/:id. */
  en: DemoText;
  fr: DemoText;
  he: DemoText;
}

/** What every demo Ohel listing has, whatever its kind. */
export interface DemoOhelListingBase extends DemoOhelText {
  /** Stable slug, for planning bookings; not stored. */
  key: string;
  kind: OhelListingKind;
  translations: { fr: DemoOhelText; he: DemoOhelText };
  /** Cover first. */
  illustrations: readonly [OhelIllustration, ...OhelIllustration[]];
  /** Up to three. */
  reviews: readonly DemoReview[];
}

/**
 * A demo Ohel listing. A shuttle or a ride is booked through its service; a stay is its own stays row; a
 * guided visit is booked through a service, or not on the site at all and shown with a price from.
 */
export type DemoOhelListing = DemoOhelListingBase &
  (
    | ({ kind: Extract<OhelListingKind, 'shuttle' | 'ride'> } & DemoOhelServiceLink)
    | { kind: Extract<OhelListingKind, 'stay'>; host: DemoOhelStayHostKey; stay: DemoOhelStay }
    | ({ kind: Extract<OhelListingKind, 'guided_visit'> } & DemoOhelServiceLink)
    | {
        kind: Extract<OhelListingKind, 'guided_visit'>;
        host: DemoOhelHostKey;
        transportService: null;
        /** US cents, shown as "from". */
        priceFromCents: number;
        /** None: a review is of a booking made here (decision 022), and this visit is not booked here. */
        reviews: readonly [];
      }
  );

const lines = (...items: string[]) => items.join('\n');

export const DEMO_OHEL_LISTINGS: readonly DemoOhelListing[] = [
  // ---- Shuttles and rides -------------------------------------------------------------------------------
  {
    key: 'ohel-daily-shuttle',
    kind: 'shuttle',
    host: 'crownShuttle',
    transportService: 'ohel-shuttle-770',
    illustrations: ['shuttle-van', 'ohel-gate'],
    title: 'Daily shuttle from 770 to the Ohel',
    description:
      'The simplest way to the Ohel from Crown Heights: a shared van from the front of 770, about 40 minutes each way, with an hour at the Ohel. The driver knows the visitors’ center well and shows first-time visitors where to go.',
    details: lines(
      'Departures: every day from 8 am to 11 pm, at the time you book; none on Shabbos or Yom Tov.',
      'Included: the round trip, about an hour at the Ohel, and water in the van.',
      'Bring: your letter (pan) with your Hebrew name and your mother’s name, or write it at the visitors’ center; non-leather shoes; a head covering.',
      'On Gimmel Tammuz and Yud Shevat, when the lines are long, the van waits until everyone is back.',
    ),
    translations: {
      fr: {
        title: 'Navette quotidienne du 770 à l’Ohel',
        description:
          'Le moyen le plus simple d’aller à l’Ohel depuis Crown Heights : un van partagé qui part de devant le 770, environ 40 minutes de trajet dans chaque sens et une heure sur place. Le chauffeur connaît bien le centre d’accueil et montre aux nouveaux visiteurs où aller.',
        details: lines(
          'Départs : tous les jours de 8 h à 23 h, à l’heure que vous réservez ; aucun départ pendant Chabbat et Yom Tov.',
          'Compris : l’aller-retour, environ une heure à l’Ohel et de l’eau dans le van.',
          'À apporter : votre lettre (pan) avec votre nom hébraïque et celui de votre mère, ou écrivez-la au centre d’accueil ; des chaussures sans cuir ; un couvre-chef.',
          'À Guimel Tamouz et à Youd Chevat, quand les files sont longues, le van attend que tout le monde soit revenu.',
        ),
      },
      he: {
        title: 'הסעה יומית מ־770 לאוהל',
        description:
          'הדרך הפשוטה ביותר להגיע לאוהל מקראון הייטס: ואן משותף שיוצא מול 770, כ־40 דקות נסיעה לכל כיוון ושעה במקום. הנהג מכיר היטב את מרכז המבקרים ומראה למבקרים חדשים לאן ללכת.',
        details: lines(
          'יציאות: בכל יום מ־08:00 עד 23:00, בשעה שהזמנתם; אין נסיעות בשבת וביום טוב.',
          'כלול: הלוך ושוב, כשעה באוהל ומים בוואן.',
          'להביא: את המכתב (פ״נ) עם שמכם ושם אמכם, או לכתוב אותו במרכז המבקרים; נעליים שאינן מעור; כיסוי ראש.',
          'בג׳ תמוז ובי׳ שבט, כשהתורים ארוכים, הוואן ממתין עד שכולם חוזרים.',
        ),
      },
    },
    reviews: [
      {
        by: 'devorah',
        rating: 5,
        text: 'We went with the kids on our first day. The driver showed us where to write the letters and where the women’s entrance is.',
      },
      {
        by: 'avraham',
        rating: 5,
        text: 'נסיעה נוחה ומחיר הוגן. כדאי להגיע עם המכתב מוכן.',
      },
    ],
  },
  {
    key: 'ohel-night-shuttle',
    kind: 'shuttle',
    host: 'deitschVans',
    transportService: 'ohel-night-minivan',
    illustrations: ['shuttle-van', 'candles'],
    title: 'Night shuttle to the Ohel',
    description:
      'The Ohel is open day and night, and many visitors find the late hours the calmest. This six-seat minivan picks you up in Crown Heights between 9 pm and 3 am, waits while you pray and brings you home.',
    details: lines(
      'Departures: 9 pm to 3 am, at the time you book; no rides on Shabbos or Yom Tov.',
      'Included: the round trip from your door, and about an hour at the Ohel.',
      'Bring: your letter, non-leather shoes, a head covering, and a warm layer in winter: the path to the Ohel is outdoors.',
      'The visitors’ center stays open through the night, with hot drinks and a quiet room for writing.',
    ),
    translations: {
      fr: {
        title: 'Navette de nuit vers l’Ohel',
        description:
          'L’Ohel est ouvert jour et nuit, et beaucoup de visiteurs trouvent les heures tardives les plus paisibles. Ce minivan de six places vient vous chercher à Crown Heights entre 21 h et 3 h, attend pendant que vous priez et vous ramène chez vous.',
        details: lines(
          'Départs : de 21 h à 3 h, à l’heure que vous réservez ; pas de trajets pendant Chabbat et Yom Tov.',
          'Compris : l’aller-retour depuis votre porte et environ une heure à l’Ohel.',
          'À apporter : votre lettre, des chaussures sans cuir, un couvre-chef et, en hiver, un vêtement chaud : le chemin vers l’Ohel est en plein air.',
          'Le centre d’accueil reste ouvert toute la nuit, avec des boissons chaudes et une salle calme pour écrire.',
        ),
      },
      he: {
        title: 'הסעת לילה לאוהל',
        description:
          'האוהל פתוח יומם ולילה, ומבקרים רבים מוצאים ששעות הלילה הן השקטות ביותר. המיניוואן, עם שישה מקומות, אוסף אתכם בקראון הייטס בין 21:00 ל־03:00, ממתין בזמן שאתם מתפללים ומחזיר אתכם הביתה.',
        details: lines(
          'יציאות: מ־21:00 עד 03:00, בשעה שהזמנתם; אין נסיעות בשבת וביום טוב.',
          'כלול: הלוך ושוב מהדלת שלכם, וכשעה באוהל.',
          'להביא: את המכתב, נעליים שאינן מעור, כיסוי ראש, ובחורף גם בגד חם: הדרך לאוהל היא באוויר הפתוח.',
          'מרכז המבקרים פתוח כל הלילה, עם שתייה חמה וחדר שקט לכתיבה.',
        ),
      },
    },
    reviews: [
      {
        by: 'miriam',
        rating: 5,
        text: 'Partir à minuit avec Yossi : le calme, l’émotion, et le retour jusqu’à la porte. Merci !',
      },
    ],
  },
  {
    key: 'ohel-private-ride',
    kind: 'ride',
    host: 'parkwayCars',
    transportService: 'ohel-private-car',
    illustrations: ['ohel-gate', 'letter-writing'],
    title: 'Private car to the Ohel, at your own pace',
    description:
      'For a family, an older parent, or anyone who wants time without watching the clock: a sedan from anywhere in Crown Heights, a driver who waits up to an hour and a half, and the ride home.',
    details: lines(
      'Hours: 6 am to 2 am every day, except Shabbos and Yom Tov.',
      'Included: the round trip for up to three passengers, and up to 90 minutes of waiting.',
      'Bring: your letter (pan), non-leather shoes and a head covering. Candles to light are available at the visitors’ center.',
      'Child seats on request.',
    ),
    translations: {
      fr: {
        title: 'Voiture privée vers l’Ohel, à votre rythme',
        description:
          'Pour une famille, un parent âgé ou quiconque veut prendre son temps sans regarder l’heure : une berline depuis n’importe où à Crown Heights, un chauffeur qui attend jusqu’à une heure et demie, et le retour.',
        details: lines(
          'Horaires : de 6 h à 2 h tous les jours, sauf Chabbat et Yom Tov.',
          'Compris : l’aller-retour jusqu’à trois passagers et jusqu’à 90 minutes d’attente.',
          'À apporter : votre lettre (pan), des chaussures sans cuir et un couvre-chef. Des bougies à allumer sont disponibles au centre d’accueil.',
          'Sièges auto sur demande.',
        ),
      },
      he: {
        title: 'רכב פרטי לאוהל, בקצב שלכם',
        description:
          'למשפחה, להורה מבוגר או לכל מי שרוצה זמן בלי להסתכל בשעון: רכב פרטי מכל מקום בקראון הייטס, נהג שממתין עד שעה וחצי, והדרך חזרה הביתה.',
        details: lines(
          'שעות: מ־06:00 עד 02:00 בכל יום, חוץ משבת ויום טוב.',
          'כלול: הלוך ושוב לעד שלושה נוסעים, ועד 90 דקות המתנה.',
          'להביא: את המכתב (פ״נ), נעליים שאינן מעור וכיסוי ראש. נרות להדלקה אפשר לקבל במרכז המבקרים.',
          'מושבי בטיחות לילדים לפי בקשה.',
        ),
      },
    },
    reviews: [
      {
        by: 'levi',
        rating: 5,
        text: 'Took my grandmother, who is 89. The driver was patient and kind and never once hurried us.',
      },
    ],
  },

  // ---- Places to stay near the Ohel (Cambria Heights) ---------------------------------------------------
  {
    key: 'cambria-ground-floor',
    kind: 'stay',
    host: 'yarmush',
    illustrations: ['cambria-house'],
    title: 'Stay with the Yarmush family by the Ohel',
    description:
      'A night or a Shabbos next to the Ohel with a Chabad family: two bedrooms, a Chabad kosher kitchen, and the visitors’ center a five-minute walk away at any hour, on Shabbos too.',
    details: lines(
      'Check-in from 3 pm, check-out by 11 am; one night minimum.',
      'Included: linens and towels, a Shabbos urn, blech and lamp, a crib, and a parking spot in the driveway.',
      'The walk: down 225th Street to Francis Lewis Boulevard, about five minutes.',
      'JFK is about fifteen minutes by car, handy before an early flight.',
    ),
    translations: {
      fr: {
        title: 'Chez la famille Yarmush, près de l’Ohel',
        description:
          'Une nuit ou un Chabbat près de l’Ohel chez une famille Habad : deux chambres, une cuisine cachère Habad, et le centre d’accueil à cinq minutes à pied, à toute heure et même pendant Chabbat.',
        details: lines(
          'Arrivée à partir de 15 h, départ avant 11 h ; une nuit minimum.',
          'Compris : draps et serviettes, urne, blech et lampe de Chabbat, un lit bébé et une place dans l’allée pour la voiture.',
          'Le chemin : 225th Street jusqu’à Francis Lewis Boulevard, environ cinq minutes.',
          'JFK est à un quart d’heure en voiture, pratique avant un vol matinal.',
        ),
      },
      he: {
        title: 'אצל משפחת ירמוש, ליד האוהל',
        description:
          'לילה או שבת ליד האוהל אצל משפחה חב״דית: שני חדרי שינה, מטבח כשר בהשגחת חב״ד, ומרכז המבקרים במרחק חמש דקות הליכה בכל שעה, גם בשבת.',
        details: lines(
          'כניסה מ־15:00, יציאה עד 11:00; לילה אחד לפחות.',
          'כלול: מצעים ומגבות, מיחם, בלעך ומנורת שבת, עריסה וחניה בשביל הגישה.',
          'הדרך: לאורך רחוב 225 עד שדרות פרנסיס לואיס, כחמש דקות.',
          'נמל התעופה JFK נמצא במרחק רבע שעה נסיעה – נוח לפני טיסה מוקדמת.',
        ),
      },
    },
    stay: {
      address: '120-27 225th Street, Cambria Heights, NY 11411',
      latitude: 40.6884,
      longitude: -73.7392,
      propertyType: 'apartment',
      bedrooms: 2,
      beds: 4,
      baths: 1,
      maxGuests: 5,
      pricePerNightCents: 165_00,
      cleaningFeeCents: 50_00,
      minimumNights: 1,
      checkInTime: '15:00',
      checkOutTime: '11:00',
      amenities: [
        'wifi',
        'air_conditioning',
        'heating',
        'parking',
        'crib',
        'high_chair',
        'full_kitchen',
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
      kosherStandard: 'chabad',
      images: ['living-room', 'bedroom', 'kitchen', 'shabbos-table'],
      en: {
        title: 'Ground floor with a kosher kitchen, five minutes from the Ohel',
        area: 'Cambria Heights',
        description:
          'The ground floor of our house on a quiet street of Cambria Heights, a five-minute walk from the Ohel. Two bedrooms (a queen, and two twins with a crib), a living room with a dining table for six, and a Chabad kosher kitchen with separate dishes for meat and dairy. Some guests come for one night before an early flight from JFK, fifteen minutes away; others stay for Shabbos to be at the Ohel on Gimmel Tammuz or Yud Shevat. We live upstairs with our children and are glad to help with anything you need.',
        houseRules: lines(
          'Kosher kitchen: only products with a reliable hechsher, please.',
          'No smoking.',
          'Out of respect for our neighbours: quiet in the street at night, and never park across a driveway.',
          'Arriving on Friday? Please come at least an hour before candle lighting.',
        ),
      },
      fr: {
        title: 'Rez-de-chaussée avec cuisine cachère, à cinq minutes de l’Ohel',
        area: 'Cambria Heights',
        description:
          'Le rez-de-chaussée de notre maison, dans une rue calme de Cambria Heights, à cinq minutes à pied de l’Ohel. Deux chambres (un grand lit, et deux lits simples avec un lit bébé), un salon avec une table pour six et une cuisine cachère Habad, avec vaisselle séparée pour la viande et le lait. Certains viennent pour une nuit avant un vol matinal depuis JFK, à un quart d’heure ; d’autres restent pour Chabbat afin d’être à l’Ohel à Guimel Tamouz ou à Youd Chevat. Nous habitons à l’étage avec nos enfants et vous aidons volontiers.',
        houseRules: lines(
          'Cuisine cachère : uniquement des produits avec une certification fiable.',
          'Non-fumeur.',
          'Par respect pour nos voisins : du calme dans la rue la nuit, et ne jamais se garer devant une entrée de garage.',
          'Arrivée un vendredi ? Merci de venir au moins une heure avant l’allumage des bougies.',
        ),
      },
      he: {
        title: 'קומת קרקע עם מטבח כשר, חמש דקות מהאוהל',
        area: 'קמבריה הייטס',
        description:
          'קומת הקרקע של ביתנו, ברחוב שקט בקמבריה הייטס, חמש דקות הליכה מהאוהל. שני חדרי שינה (מיטה זוגית, ושתי מיטות יחיד עם עריסה), סלון עם שולחן אוכל לשישה ומטבח כשר בהשגחת חב״ד, עם כלים נפרדים לבשרי ולחלבי. יש אורחים שבאים ללילה אחד לפני טיסה מוקדמת מ־JFK, במרחק רבע שעה; אחרים נשארים לשבת כדי להיות באוהל בג׳ תמוז או בי׳ שבט. אנחנו גרים למעלה עם ילדינו ונשמח לעזור בכל דבר.',
        houseRules: lines(
          'מטבח כשר: רק מוצרים בהשגחה מוכרת.',
          'אין לעשן.',
          'מתוך כבוד לשכנים: שקט ברחוב בלילה, ולעולם לא לחנות מול כניסה לחניה.',
          'מגיעים ביום שישי? נא להגיע לפחות שעה לפני הדלקת נרות.',
        ),
      },
    },
    reviews: [
      {
        by: 'dovid',
        rating: 5,
        text: 'We stayed for the Shabbos before Gimmel Tammuz and walked to the Ohel on Shabbos afternoon. The Yarmushes made us feel at home.',
      },
      {
        by: 'miriam',
        rating: 5,
        text: 'Famille adorable, appartement impeccable et l’Ohel à cinq minutes. Parfait pour Guimel Tamouz.',
      },
    ],
  },
  {
    key: 'cambria-basement-studio',
    kind: 'stay',
    host: 'clarke',
    illustrations: ['cambria-house'],
    title: 'Quiet studio, eight minutes’ walk from the Ohel',
    description:
      'Beverly Clarke has hosted visitors to the Ohel for years: a quiet studio with its own entrance, a hot plate and an urn kept for Shabbos, and an easy walk to the Ohel by day or by night.',
    details: lines(
      'Check-in from 2 pm, check-out by 11 am; one night minimum.',
      'Included: linens and towels, coffee and tea, a hot plate and an urn for Shabbos.',
      'The kitchenette is not kosher: bring your own food; a shelf of the fridge is kept empty for you.',
      'Suits one or two people, or a parent with a child.',
    ),
    translations: {
      fr: {
        title: 'Studio au calme, à huit minutes à pied de l’Ohel',
        description:
          'Beverly Clarke accueille les visiteurs de l’Ohel depuis des années : un studio calme avec sa propre entrée, une plaque chauffante et une urne réservées à Chabbat, et l’Ohel à une courte marche, de jour comme de nuit.',
        details: lines(
          'Arrivée à partir de 14 h, départ avant 11 h ; une nuit minimum.',
          'Compris : draps et serviettes, café et thé, une plaque chauffante et une urne pour Chabbat.',
          'La kitchenette n’est pas cachère : apportez votre nourriture ; une étagère du réfrigérateur vous est réservée.',
          'Idéal pour une ou deux personnes, ou un parent avec un enfant.',
        ),
      },
      he: {
        title: 'סטודיו שקט, שמונה דקות הליכה מהאוהל',
        description:
          'בוורלי קלארק מארחת את מבקרי האוהל כבר שנים: סטודיו שקט עם כניסה נפרדת, פלטה ומיחם השמורים לשבת, והאוהל במרחק הליכה קצרה, ביום ובלילה.',
        details: lines(
          'כניסה מ־14:00, יציאה עד 11:00; לילה אחד לפחות.',
          'כלול: מצעים ומגבות, קפה ותה, פלטה ומיחם לשבת.',
          'המטבחון אינו כשר: הביאו אוכל משלכם; מדף ריק במקרר שמור לכם.',
          'מתאים לאחד או לשניים, או להורה עם ילד.',
        ),
      },
    },
    stay: {
      address: '223-14 120th Avenue, Cambria Heights, NY 11411',
      latitude: 40.6891,
      longitude: -73.7414,
      propertyType: 'basement',
      bedrooms: 1,
      beds: 2,
      baths: 1,
      maxGuests: 3,
      pricePerNightCents: 95_00,
      cleaningFeeCents: 30_00,
      minimumNights: 1,
      checkInTime: '14:00',
      checkOutTime: '11:00',
      amenities: ['wifi', 'air_conditioning', 'heating', 'linens'],
      jewishFeatures: ['shabbos_hot_plate', 'urn', 'non_electric_key'],
      kosherStandard: null,
      images: ['basement-entrance', 'bedroom', 'bathroom'],
      en: {
        title: 'Basement studio with a private entrance near the Ohel',
        area: 'Cambria Heights',
        description:
          'I have lived in Cambria Heights for thirty years and have welcomed visitors to the Ohel since my children moved out. The basement has its own entrance at the side of the house, a double bed and a single, a new bathroom, and a small kitchenette that is not kosher; for Shabbos guests I keep a hot plate and an urn that have never been used with food from my kitchen. The door opens with an ordinary key, nothing electric. The Ohel is an eight-minute walk, and JFK fifteen minutes by car.',
        houseRules: lines(
          'No smoking.',
          'Three guests at most.',
          'Quiet after 10 pm.',
          'Please park on the street, never across a neighbour’s driveway.',
        ),
      },
      fr: {
        title: 'Studio en sous-sol avec entrée privée, près de l’Ohel',
        area: 'Cambria Heights',
        description:
          'J’habite Cambria Heights depuis trente ans et j’accueille les visiteurs de l’Ohel depuis que mes enfants sont partis. Le sous-sol a sa propre entrée sur le côté de la maison, un lit double et un lit simple, une salle de bains neuve et une petite kitchenette qui n’est pas cachère ; pour les invités de Chabbat, je garde une plaque chauffante et une urne qui n’ont jamais servi pour la nourriture de ma cuisine. La porte s’ouvre avec une clé ordinaire, rien d’électrique. L’Ohel est à huit minutes à pied, JFK à un quart d’heure en voiture.',
        houseRules: lines(
          'Non-fumeur.',
          'Trois personnes au maximum.',
          'Silence après 22 h.',
          'Merci de vous garer dans la rue, jamais devant l’entrée de garage d’un voisin.',
        ),
      },
      he: {
        title: 'סטודיו במרתף עם כניסה פרטית, ליד האוהל',
        area: 'קמבריה הייטס',
        description:
          'אני גרה בקמבריה הייטס כבר שלושים שנה, ומארחת את מבקרי האוהל מאז שהילדים שלי עזבו את הבית. למרתף יש כניסה נפרדת בצד הבית, מיטה זוגית ומיטת יחיד, חדר רחצה חדש ומטבחון קטן שאינו כשר; לאורחי השבת אני שומרת פלטה ומיחם שמעולם לא שימשו לאוכל מהמטבח שלי. הדלת נפתחת במפתח רגיל, בלי שום דבר חשמלי. האוהל במרחק שמונה דקות הליכה, ו־JFK רבע שעה נסיעה.',
        houseRules: lines(
          'אין לעשן.',
          'לא יותר משלושה אורחים.',
          'שקט אחרי 22:00.',
          'נא לחנות ברחוב, ולעולם לא מול כניסה לחניה של שכן.',
        ),
      },
    },
    reviews: [
      {
        by: 'rachel',
        rating: 5,
        text: 'Beverly is wonderful. Simple, spotless, and a short walk to the Ohel, even at 2 am.',
      },
      {
        by: 'avraham',
        rating: 4,
        text: 'מקום נקי ושקט, ובוורלי מארחת נפלאה. המטבחון אינו כשר, אז הבאנו אוכל מקראון הייטס.',
      },
    ],
  },
  {
    key: 'cambria-family-house',
    kind: 'stay',
    host: 'wilhelm',
    illustrations: ['cambria-house'],
    title: 'Family house for ten, a short walk from the Ohel',
    description:
      'The Wilhelm family’s house in Cambria Heights is made for a family or a group staying by the Ohel for Gimmel Tammuz or a Shabbos: four bedrooms, a Chabad kosher kitchen and a table for twelve, about ten minutes’ walk from the Ohel.',
    details: lines(
      'Check-in from 4 pm, check-out by 11 am; two nights minimum.',
      'Included: linens and towels, a Shabbos urn, blech, timers and lamp, a crib and a high chair, parking for two cars.',
      'Around Gimmel Tammuz and Yud Shevat the house is often booked months ahead: book early.',
    ),
    translations: {
      fr: {
        title: 'Maison familiale pour dix, à quelques pas de l’Ohel',
        description:
          'La maison de la famille Wilhelm à Cambria Heights est faite pour une famille ou un groupe qui séjourne près de l’Ohel pour Guimel Tamouz ou un Chabbat : quatre chambres, une cuisine cachère Habad et une table pour douze, à une dizaine de minutes à pied de l’Ohel.',
        details: lines(
          'Arrivée à partir de 16 h, départ avant 11 h ; deux nuits minimum.',
          'Compris : draps et serviettes, urne, blech, minuteries et lampe de Chabbat, un lit bébé et une chaise haute, deux places de parking.',
          'Autour de Guimel Tamouz et de Youd Chevat, la maison est souvent réservée des mois à l’avance : réservez tôt.',
        ),
      },
      he: {
        title: 'בית משפחתי לעשרה, במרחק הליכה קצר מהאוהל',
        description:
          'הבית של משפחת וילהלם בקמבריה הייטס מתאים למשפחה או לקבוצה השוהה ליד האוהל בג׳ תמוז או בשבת: ארבעה חדרי שינה, מטבח כשר בהשגחת חב״ד ושולחן לשנים־עשר, כעשר דקות הליכה מהאוהל.',
        details: lines(
          'כניסה מ־16:00, יציאה עד 11:00; מינימום שני לילות.',
          'כלול: מצעים ומגבות, מיחם, בלעך, שעוני שבת ומנורת שבת, עריסה וכיסא אוכל, חניה לשתי מכוניות.',
          'סביב ג׳ תמוז וי׳ שבט הבית מוזמן לעתים קרובות חודשים מראש: הזמינו מוקדם.',
        ),
      },
    },
    stay: {
      address: '118-36 227th Street, Cambria Heights, NY 11411',
      latitude: 40.6915,
      longitude: -73.7362,
      propertyType: 'house',
      bedrooms: 4,
      beds: 7,
      baths: 2,
      maxGuests: 10,
      pricePerNightCents: 320_00,
      cleaningFeeCents: 120_00,
      minimumNights: 2,
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
        'fridge_light_off',
        'no_elevator_needed',
      ],
      kosherStandard: 'chabad',
      images: ['living-room', 'kitchen', 'kids-room', 'shabbos-table'],
      en: {
        title: 'Whole house for families and groups near the Ohel',
        area: 'Cambria Heights',
        description:
          'A detached two-storey house we keep for the families and groups who come to the Ohel for Gimmel Tammuz, Yud Shevat or a Shabbos. Four bedrooms sleep ten, the dining table seats twelve, and the kitchen is Chabad kosher, with two sinks, two ovens and everything doubled. The Ohel is about ten minutes on foot, so you can go on Shabbos and at any hour of the night. There is a driveway for two cars and a fenced back yard for the children.',
        houseRules: lines(
          'Two nights minimum.',
          'Kosher kitchen: food with a reliable hechsher only; meat and dairy kept apart.',
          'No smoking and no parties; quiet outside after 10 pm, out of respect for the neighbours.',
          'Groups: please send us the names of all guests before you arrive.',
        ),
      },
      fr: {
        title: 'Maison entière pour familles et groupes près de l’Ohel',
        area: 'Cambria Heights',
        description:
          'Une maison individuelle de deux étages que nous réservons aux familles et aux groupes qui viennent à l’Ohel pour Guimel Tamouz, Youd Chevat ou un Chabbat. Quatre chambres pour dix personnes, une table pour douze, et une cuisine cachère Habad avec deux éviers, deux fours et tout en double. L’Ohel est à une dizaine de minutes à pied : vous pouvez y aller pendant Chabbat et à toute heure de la nuit. Une allée pour deux voitures et un jardin clôturé pour les enfants.',
        houseRules: lines(
          'Deux nuits minimum.',
          'Cuisine cachère : uniquement des produits avec une certification fiable ; la viande et le lait séparés.',
          'Non-fumeur, pas de fêtes ; du calme dehors après 22 h, par respect pour les voisins.',
          'Groupes : merci de nous envoyer le nom de tous les participants avant l’arrivée.',
        ),
      },
      he: {
        title: 'בית שלם למשפחות ולקבוצות ליד האוהל',
        area: 'קמבריה הייטס',
        description:
          'בית פרטי בן שתי קומות שאנחנו שומרים למשפחות ולקבוצות שבאות לאוהל בג׳ תמוז, בי׳ שבט או לשבת. ארבעה חדרי שינה לעשרה אורחים, שולחן אוכל לשנים־עשר, ומטבח כשר בהשגחת חב״ד עם שני כיורים, שני תנורים והכול כפול. האוהל במרחק כעשר דקות הליכה, כך שאפשר ללכת בשבת ובכל שעה של הלילה. שביל גישה לשתי מכוניות וחצר אחורית מגודרת לילדים.',
        houseRules: lines(
          'מינימום שני לילות.',
          'מטבח כשר: רק מוצרים בהשגחה מוכרת; בשרי וחלבי בנפרד.',
          'אין לעשן ואין מסיבות; שקט בחוץ אחרי 22:00, מתוך כבוד לשכנים.',
          'קבוצות: נא לשלוח לנו את שמות כל האורחים לפני ההגעה.',
        ),
      },
    },
    reviews: [
      {
        by: 'menachem',
        rating: 5,
        text: 'Ten of us, from grandparents to the baby, for Gimmel Tammuz. Plenty of room and everything ready for Shabbos.',
      },
      {
        by: 'levi',
        rating: 4,
        text: 'Great house for our group of yeshiva friends. Bring slippers in January: the floors downstairs are cold.',
      },
    ],
  },

  // ---- Guided visits ------------------------------------------------------------------------------------
  {
    key: 'ohel-guided-visit',
    kind: 'guided_visit',
    host: 'benShimon',
    transportService: null,
    priceFromCents: 50_00,
    illustrations: ['visitors-center', 'letter-writing'],
    title: 'Guided visit to the Ohel in English or Hebrew',
    description:
      'Eli Ben-Shimon, who has lived in Crown Heights for twenty years, prepares first-time visitors: the story of the Ohel, where the Rebbe and his father-in-law, the Previous Rebbe, are laid to rest; how people write to the Rebbe; and how to write your own letter. He explains the customs, takes the men to their entrance while his wife Tova accompanies the women to theirs, and leaves you as much time inside as you need.',
    details: lines(
      'Length: about two hours, with time to write at the visitors’ center.',
      'Private, for one family or a small group, in English or in Hebrew.',
      'Not booked on the site: contact Eli to agree on a day and a time. Come on your own or with one of the shuttles listed here.',
      'From $50 for a family; groups by arrangement.',
      'Bring: non-leather shoes, a head covering, and, if you like, a letter you began at home.',
    ),
    translations: {
      fr: {
        title: 'Visite guidée de l’Ohel en anglais ou en hébreu',
        description:
          'Eli Ben-Shimon, qui vit à Crown Heights depuis vingt ans, prépare ceux qui viennent pour la première fois : l’histoire de l’Ohel, où reposent le Rabbi et son beau-père, le Rabbi précédent ; la façon dont on écrit au Rabbi ; et comment rédiger sa propre lettre. Il explique les coutumes, accompagne les hommes à leur entrée pendant que sa femme Tova accompagne les femmes à la leur, et vous laisse à l’intérieur tout le temps nécessaire.',
        details: lines(
          'Durée : environ deux heures, avec le temps d’écrire au centre d’accueil.',
          'Privée, pour une famille ou un petit groupe, en anglais ou en hébreu.',
          'Ne se réserve pas sur le site : contactez Eli pour convenir d’un jour et d’une heure. Venez par vos propres moyens ou avec l’une des navettes proposées ici.',
          'À partir de 50 $ pour une famille ; groupes sur demande.',
          'À apporter : des chaussures sans cuir, un couvre-chef et, si vous le souhaitez, une lettre commencée chez vous.',
        ),
      },
      he: {
        title: 'ביקור מודרך באוהל באנגלית או בעברית',
        description:
          'אלי בן־שמעון, שגר בקראון הייטס כבר עשרים שנה, מכין את מי שמגיע בפעם הראשונה: סיפור האוהל, מקום מנוחתם של הרבי ושל חותנו, הרבי הריי״צ; איך כותבים לרבי; ואיך לכתוב מכתב משלכם. הוא מסביר את המנהגים, מלווה את הגברים לכניסה שלהם בזמן שאשתו טובה מלווה את הנשים לכניסה שלהן, ומשאיר לכם בפנים כל הזמן שתצטרכו.',
        details: lines(
          'משך: כשעתיים, כולל זמן לכתיבה במרכז המבקרים.',
          'פרטי, למשפחה אחת או לקבוצה קטנה, באנגלית או בעברית.',
          'ההזמנה אינה דרך האתר: צרו קשר עם אלי כדי לתאם יום ושעה. הגיעו בכוחות עצמכם או באחת ההסעות המוצעות כאן.',
          'החל מ־50 דולר למשפחה; קבוצות בתיאום.',
          'להביא: נעליים שאינן מעור, כיסוי ראש, ואם תרצו – מכתב שהתחלתם לכתוב בבית.',
        ),
      },
    },
    reviews: [],
  },
  {
    key: 'ohel-group-visit',
    kind: 'guided_visit',
    host: 'crownShuttle',
    transportService: 'ohel-shuttle-770',
    illustrations: ['visitors-center', 'shuttle-van'],
    title: 'Group visit with a talk at the visitors’ center',
    description:
      'For schools, groups of shluchim and families travelling together: the van from 770, a twenty-minute talk at the visitors’ center about the Rebbe and the customs of the Ohel, time to write letters, then the visit itself. Booked as a ride of our shared van, up to 14 people per departure.',
    details: lines(
      'Schedule: about two and a half hours from 770 and back; departures from 8 am to 11 pm, never on Shabbos or Yom Tov.',
      'Included: the round trip, the talk (in English; in Hebrew or French on request, say so in your special requests), paper and pens for the letters.',
      'Bring: non-leather shoes, a head covering and modest dress. Men and women enter the Ohel by separate entrances.',
      'More than 14 people: book one departure per van, a few minutes apart.',
    ),
    translations: {
      fr: {
        title: 'Visite de groupe avec un exposé au centre d’accueil',
        description:
          'Pour les écoles, les groupes de chlou’him et les familles qui voyagent ensemble : le van depuis le 770, un exposé de vingt minutes au centre d’accueil sur le Rabbi et les coutumes de l’Ohel, le temps d’écrire les lettres, puis la visite elle-même. Se réserve comme un trajet de notre van partagé, jusqu’à 14 personnes par départ.',
        details: lines(
          'Programme : environ deux heures et demie, aller-retour depuis le 770 ; départs de 8 h à 23 h, jamais pendant Chabbat ni Yom Tov.',
          'Compris : l’aller-retour, l’exposé (en anglais ; en hébreu ou en français sur demande, à préciser dans vos demandes particulières), du papier et des stylos pour les lettres.',
          'À apporter : des chaussures sans cuir, un couvre-chef et une tenue modeste. Hommes et femmes entrent à l’Ohel par des entrées séparées.',
          'Plus de 14 personnes : réservez un départ par van, à quelques minutes d’intervalle.',
        ),
      },
      he: {
        title: 'ביקור קבוצתי עם הרצאה במרכז המבקרים',
        description:
          'לבתי ספר, לקבוצות של שלוחים ולמשפחות שנוסעות יחד: ואן מ־770, הרצאה של עשרים דקות במרכז המבקרים על הרבי ועל מנהגי האוהל, זמן לכתיבת מכתבים, ואחר כך הביקור עצמו. ההזמנה היא כנסיעה בוואן המשותף שלנו, עד 14 איש ליציאה.',
        details: lines(
          'לוח זמנים: כשעתיים וחצי הלוך ושוב מ־770; יציאות מ־08:00 עד 23:00, אף פעם לא בשבת וביום טוב.',
          'כלול: הלוך ושוב, ההרצאה (באנגלית; בעברית או בצרפתית לפי בקשה – ציינו זאת בבקשות המיוחדות), נייר ועטים למכתבים.',
          'להביא: נעליים שאינן מעור, כיסוי ראש ולבוש צנוע. גברים ונשים נכנסים לאוהל בכניסות נפרדות.',
          'יותר מ־14 איש: הזמינו יציאה לכל ואן, בהפרש של כמה דקות.',
        ),
      },
    },
    reviews: [
      {
        by: 'leah',
        rating: 5,
        text: 'We brought our girls’ school group from Los Angeles. The talk set the tone, and the girls wrote their letters calmly and seriously.',
      },
      {
        by: 'yehuda',
        rating: 4,
        text: 'Très bonne organisation et un exposé passionnant. Un peu serré à quatorze dans le van, mais cela en vaut la peine.',
      },
    ],
  },
];
