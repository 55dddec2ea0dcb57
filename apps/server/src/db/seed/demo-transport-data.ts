import {
  OHEL_ADDRESS,
  type Airport,
  type PricingModel,
  type ServiceType,
  type VehicleType,
} from '@orchim/shared';
import type { DemoPerson, DemoReview } from './demo-stays-data';

/**
 * The demo transport services (issue 5), read by ./demo-transport.ts: the providers who drive, and
 * each service with its text in English, French and Hebrew. Providers and phone numbers are invented
 * (555-01xx); prices are what a visitor to Crown Heights would expect to pay in New York.
 */

/** The drawings in apps/web/public/images/transport, one per name. */
export const TRANSPORT_ILLUSTRATIONS = [
  'sedan',
  'minivan',
  'shuttle-van',
  'airport',
  'highway',
  'city-night',
] as const;
export type TransportIllustration = (typeof TRANSPORT_ILLUSTRATIONS)[number];

type Digit = '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9';
type Minutes = `${'0' | '1' | '2' | '3' | '4' | '5'}${Digit}`;
/** 'HH:MM' on a 24-hour New York clock, 00:00 to 23:59. */
export type ClockTime = `${'0' | '1'}${Digit}:${Minutes}` | `2${'0' | '1' | '2' | '3'}:${Minutes}`;

/** A provider account: the person who signs in, and the name the service is shown under. */
export interface DemoTransportProvider extends DemoPerson {
  providerName: string;
}

/** Car services, a shuttle company and a family-run van service, all from Crown Heights or nearby. */
export const DEMO_TRANSPORT_PROVIDERS = {
  parkwayCars: {
    email: 'zalman.lipskier@example.com',
    fullName: 'Zalman Lipskier',
    phone: '+1 718 555 0110',
    providerName: 'Parkway Car Service',
  },
  crownShuttle: {
    email: 'mendy.gansburg@example.com',
    fullName: 'Mendy Gansburg',
    phone: '+1 347 555 0121',
    providerName: 'Crown Heights Shuttle',
  },
  deitschVans: {
    email: 'yossi.deitsch@example.com',
    fullName: 'Yossi Deitsch',
    phone: '+1 718 555 0127',
    providerName: 'Deitsch Family Vans',
  },
  libertyCars: {
    email: 'moshe.hecht@example.com',
    fullName: 'Moshe Hecht',
    phone: '+1 347 555 0117',
    providerName: 'Liberty Airport Cars',
  },
  gardenStateExpress: {
    email: 'shloime.kramer@example.com',
    fullName: 'Shloime Kramer',
    phone: '+1 732 555 0138',
    providerName: 'Garden State Express',
  },
} as const satisfies Record<string, DemoTransportProvider>;
export type DemoTransportProviderKey = keyof typeof DEMO_TRANSPORT_PROVIDERS;

/** A service's title and description in one language. */
export interface DemoTransportText {
  title: string;
  description: string;
}

/** What every demo service has; see DemoTransportService for the airports. */
export interface DemoTransportServiceBase extends DemoTransportText {
  /** Stable slug, for linking Ohel listings and planning bookings; not stored. */
  key: string;
  provider: DemoTransportProviderKey;
  vehicleType: VehicleType;
  maxPassengers: number;
  maxLuggage: number;
  /** The fleet: rides of the service on the road at once (per passenger: vans of shared seats). */
  vehicles: number;
  pricingModel: PricingModel;
  /** For the whole vehicle (per_trip) or for each passenger (per_passenger), in US cents. */
  priceCents: number;
  /** Start = end runs around the clock; end before start runs past midnight. */
  serviceStart: ClockTime;
  serviceEnd: ClockTime;
  /** A typical trip, door to door (and back, for the round trips to the Ohel). */
  tripMinutes: number;
  defaultPickup: string;
  defaultDestination: string;
  /** Cover first. */
  illustrations: readonly [TransportIllustration] | readonly [TransportIllustration, TransportIllustration];
  translations: { fr: DemoTransportText; he: DemoTransportText };
  /** Up to three. */
  reviews: readonly DemoReview[];
}

/** A demo service: an airport transfer names at least one airport, the other services none (a CHECK). */
export type DemoTransportService = DemoTransportServiceBase &
  (
    | { serviceType: 'airport_transfer'; airports: readonly [Airport, ...Airport[]] }
    | { serviceType: Exclude<ServiceType, 'airport_transfer'>; airports: readonly [] }
  );

const SEVEN_SEVENTY = '770 Eastern Parkway, Brooklyn, NY 11213';

export const DEMO_TRANSPORT_SERVICES = [
  // ---- Airport transfers ------------------------------------------------------------------------------
  {
    key: 'jfk-sedan',
    provider: 'parkwayCars',
    serviceType: 'airport_transfer',
    airports: ['JFK'],
    vehicleType: 'sedan',
    maxPassengers: 3,
    maxLuggage: 3,
    vehicles: 3,
    pricingModel: 'per_trip',
    priceCents: 75_00,
    serviceStart: '00:00',
    serviceEnd: '00:00',
    tripMinutes: 45,
    defaultPickup: 'JFK Airport, arrivals hall of your terminal',
    defaultDestination: SEVEN_SEVENTY,
    illustrations: ['sedan', 'airport'],
    title: 'JFK to Crown Heights by sedan, day and night',
    description:
      'A driver from our base on Kingston Avenue meets you in the arrivals hall with a sign bearing your name and helps with the bags. We follow your flight, so a late landing or a long line at passport control costs nothing extra, even in the middle of the night. Child and booster seats on request; the price is for the car, tolls included.',
    translations: {
      fr: {
        title: 'JFK – Crown Heights en berline, jour et nuit',
        description:
          'Un chauffeur de notre base de Kingston Avenue vous attend dans le hall des arrivées avec une pancarte à votre nom et vous aide avec les bagages. Nous suivons votre vol : un atterrissage tardif ou une longue file au contrôle des passeports ne coûte rien de plus, même en pleine nuit. Sièges auto et rehausseurs sur demande ; le prix est pour la voiture, péages compris.',
      },
      he: {
        title: 'מ־JFK לקראון הייטס ברכב פרטי, יומם ולילה',
        description:
          'נהג מהתחנה שלנו בשדרת קינגסטון מחכה לכם באולם הנוסעים הנכנסים עם שלט הנושא את שמכם, ועוזר עם המזוודות. אנחנו עוקבים אחרי הטיסה, כך שנחיתה מאוחרת או תור ארוך בביקורת הדרכונים לא עולים דבר נוסף, גם באמצע הלילה. מושבי בטיחות ומגבהים לילדים לפי בקשה; המחיר הוא לרכב, כולל אגרות.',
      },
    },
    reviews: [
      {
        by: 'devorah',
        rating: 5,
        text: 'Our flight from Toronto landed at 1 am after a long delay and the driver was still there with the sign. The car seats were already in.',
      },
      {
        by: 'dovid',
        rating: 5,
        text: 'Clean car, no fuss, and the driver knew every shortcut to Eastern Parkway.',
      },
    ],
  },
  {
    key: 'jfk-lga-minivan',
    provider: 'deitschVans',
    serviceType: 'airport_transfer',
    airports: ['JFK', 'LGA'],
    vehicleType: 'minivan',
    maxPassengers: 6,
    maxLuggage: 6,
    vehicles: 2,
    pricingModel: 'per_trip',
    priceCents: 95_00,
    serviceStart: '05:00',
    serviceEnd: '01:00',
    tripMinutes: 50,
    defaultPickup: 'JFK Airport, arrivals hall of your terminal',
    defaultDestination: SEVEN_SEVENTY,
    illustrations: ['minivan', 'airport'],
    title: 'Family minivan from JFK or LaGuardia',
    description:
      'Yossi Deitsch and his son drive our two minivans, with room for a family of six and a suitcase each. Car seats, a booster and space for a folded stroller come free on request: just tell us the children’s ages. We run from 5 in the morning to 1 at night, and if the plane is late, we wait.',
    translations: {
      fr: {
        title: 'Minivan familial depuis JFK ou LaGuardia',
        description:
          'Yossi Deitsch et son fils conduisent nos deux minivans, avec de la place pour une famille de six personnes et une valise chacun. Sièges auto, rehausseur et place pour une poussette pliée sont offerts sur demande : indiquez-nous simplement l’âge des enfants. Nous roulons de 5 h du matin à 1 h du matin, et si l’avion a du retard, nous attendons.',
      },
      he: {
        title: 'מיניוואן משפחתי מ־JFK או מלה גוארדיה',
        description:
          'יוסי דייטש ובנו נוהגים בשני המיניוואנים שלנו, עם מקום למשפחה של שש נפשות ולמזוודה לכל אחד. מושבי בטיחות, מגבה ומקום לעגלה מקופלת – ללא תוספת תשלום, לפי בקשה: רק ספרו לנו את גילאי הילדים. אנחנו עובדים מחמש בבוקר עד אחת בלילה, ואם הטיסה מתעכבת – אנחנו מחכים.',
      },
    },
    reviews: [
      {
        by: 'levi',
        rating: 5,
        text: 'After 22 hours from Melbourne, seeing Yossi at arrivals with two car seats ready was a real relief.',
      },
      {
        by: 'rachel',
        rating: 4,
        text: 'Friendly, careful driver. We waited ten minutes at LaGuardia, but he called to say he was on his way.',
      },
      {
        by: 'menachem',
        rating: 5,
        text: 'Six of us and eight bags, and he made it all fit. Booked him again for the way back.',
      },
    ],
  },
  {
    key: 'ewr-lga-suv',
    provider: 'libertyCars',
    serviceType: 'airport_transfer',
    airports: ['EWR', 'LGA'],
    vehicleType: 'suv',
    maxPassengers: 5,
    maxLuggage: 5,
    vehicles: 2,
    pricingModel: 'per_trip',
    priceCents: 125_00,
    serviceStart: '04:00',
    serviceEnd: '23:30',
    tripMinutes: 75,
    defaultPickup: 'Newark Liberty Airport (EWR), arrivals hall of your terminal',
    defaultDestination: SEVEN_SEVENTY,
    illustrations: ['highway', 'airport'],
    title: 'Newark and LaGuardia transfers by SUV',
    description:
      'Newark is the airport farthest from Crown Heights: count 60 to 90 minutes, depending on traffic at the Verrazzano Bridge or the Holland Tunnel. Our SUVs take five passengers with a suitcase each, and the driver waits in the arrivals hall with a name sign. The price is for the car and includes tolls and up to an hour of waiting after landing.',
    translations: {
      fr: {
        title: 'Transferts Newark et LaGuardia en SUV',
        description:
          'Newark est l’aéroport le plus éloigné de Crown Heights : comptez de 60 à 90 minutes selon la circulation sur le pont Verrazzano ou dans le Holland Tunnel. Nos SUV accueillent cinq passagers avec une valise chacun, et le chauffeur vous attend dans le hall des arrivées avec une pancarte à votre nom. Le prix est pour la voiture et comprend les péages et jusqu’à une heure d’attente après l’atterrissage.',
      },
      he: {
        title: 'העברות מנוארק ומלה גוארדיה ברכב שטח',
        description:
          'נוארק הוא שדה התעופה הרחוק ביותר מקראון הייטס: חשבו על 60 עד 90 דקות, לפי העומס בגשר ורזאנו או במנהרת הולנד. רכבי השטח שלנו מתאימים לחמישה נוסעים עם מזוודה לכל אחד, והנהג מחכה באולם הנוסעים הנכנסים עם שלט על שמכם. המחיר הוא לרכב וכולל אגרות ועד שעת המתנה אחרי הנחיתה.',
      },
    },
    reviews: [
      {
        by: 'miriam',
        rating: 5,
        text: 'Chauffeur très ponctuel à Newark malgré notre retard, et une voiture spacieuse pour toutes nos valises.',
      },
      {
        by: 'shira',
        rating: 3,
        text: 'הנסיעה מנוארק ארכה כמעט שעתיים בגלל הפקקים. הנהג היה נחמד, אבל הרכב לא היה הכי נקי.',
      },
    ],
  },

  // ---- To the Ohel ------------------------------------------------------------------------------------
  {
    key: 'ohel-shuttle-770',
    provider: 'crownShuttle',
    serviceType: 'ohel_ride',
    airports: [],
    vehicleType: 'van',
    maxPassengers: 14,
    maxLuggage: 4,
    vehicles: 2,
    pricingModel: 'per_passenger',
    priceCents: 20_00,
    serviceStart: '08:00',
    serviceEnd: '23:00',
    tripMinutes: 150,
    defaultPickup: SEVEN_SEVENTY,
    defaultDestination: OHEL_ADDRESS,
    illustrations: ['shuttle-van'],
    title: 'Shared van from 770 to the Ohel and back',
    description:
      'A 14-seat van leaves from in front of 770 at the time you book and reaches the Ohel in about 40 minutes. You have about an hour there to write your letter and pray, then the van brings everyone back to Eastern Parkway. The price is per passenger for the round trip.',
    translations: {
      fr: {
        title: 'Navette partagée du 770 à l’Ohel, aller-retour',
        description:
          'Un van de 14 places part de devant le 770 à l’heure que vous réservez et rejoint l’Ohel en 40 minutes environ. Vous y disposez d’à peu près une heure pour écrire votre lettre et prier, puis le van ramène tout le monde à Eastern Parkway. Le prix est par passager, aller-retour compris.',
      },
      he: {
        title: 'הסעה משותפת מ־770 לאוהל וחזרה',
        description:
          'ואן של 14 מקומות יוצא מול 770 בשעה שהזמנתם ומגיע לאוהל בתוך כ־40 דקות. יש לכם שם כשעה לכתוב את המכתב ולהתפלל, ואחר כך הוואן מחזיר את כולם לאיסטרן פארקווי. המחיר הוא לנוסע, הלוך ושוב.',
      },
    },
    reviews: [
      {
        by: 'avraham',
        rating: 5,
        text: 'מאורגן מאוד. יצאנו בזמן מ־770, והיה מספיק זמן באוהל בלי לחץ.',
      },
      {
        by: 'leah',
        rating: 4,
        text: 'Good value and a kind driver. The hour at the Ohel went quickly; for a first visit I would have liked a little more.',
      },
    ],
  },
  {
    key: 'ohel-night-minivan',
    provider: 'deitschVans',
    serviceType: 'ohel_ride',
    airports: [],
    vehicleType: 'minivan',
    maxPassengers: 6,
    maxLuggage: 2,
    vehicles: 1,
    pricingModel: 'per_passenger',
    priceCents: 25_00,
    serviceStart: '21:00',
    serviceEnd: '03:00',
    tripMinutes: 150,
    defaultPickup: 'Kingston Avenue and Eastern Parkway, Brooklyn, NY 11213',
    defaultDestination: OHEL_ADDRESS,
    illustrations: ['minivan', 'city-night'],
    title: 'Late-night minivan to the Ohel',
    description:
      'For those who can only go after work or a farbrengen, or who prefer the Ohel in the quiet of the night: our minivan leaves between 9 pm and 3 am with six seats. The driver waits about an hour while you pray, then brings you back to your door in Crown Heights. The price is per passenger for the round trip.',
    translations: {
      fr: {
        title: 'Minivan de nuit vers l’Ohel',
        description:
          'Pour ceux qui ne peuvent y aller qu’après le travail ou un farbrenguen, ou qui préfèrent l’Ohel dans le calme de la nuit : notre minivan de six places part entre 21 h et 3 h. Le chauffeur attend environ une heure pendant que vous priez, puis vous ramène à votre porte à Crown Heights. Le prix est par passager, aller-retour compris.',
      },
      he: {
        title: 'מיניוואן לילה לאוהל',
        description:
          'למי שיכול לצאת רק אחרי העבודה או אחרי התוועדות, או למי שמעדיף את האוהל בשקט של הלילה: המיניוואן שלנו, עם שישה מקומות, יוצא בין 21:00 ל־03:00. הנהג מחכה כשעה בזמן שאתם מתפללים, ואחר כך מחזיר אתכם עד הדלת בקראון הייטס. המחיר הוא לנוסע, הלוך ושוב.',
      },
    },
    reviews: [
      {
        by: 'yehuda',
        rating: 5,
        text: 'Nous y sommes allés vers minuit : c’était calme et très émouvant. Le chauffeur nous a ramenés jusqu’à la porte.',
      },
    ],
  },
  {
    key: 'ohel-private-car',
    provider: 'parkwayCars',
    serviceType: 'ohel_ride',
    airports: [],
    vehicleType: 'sedan',
    maxPassengers: 3,
    maxLuggage: 2,
    vehicles: 2,
    pricingModel: 'per_trip',
    priceCents: 95_00,
    serviceStart: '06:00',
    serviceEnd: '02:00',
    tripMinutes: 180,
    defaultPickup: SEVEN_SEVENTY,
    defaultDestination: OHEL_ADDRESS,
    illustrations: ['sedan'],
    title: 'Private car to the Ohel, with the driver waiting',
    description:
      'A sedan picks you up anywhere in Crown Heights, takes you to the Ohel and waits, up to an hour and a half, while you write your letter and pray, without rushing you. Then it brings you back. One price for the car and up to three passengers.',
    translations: {
      fr: {
        title: 'Voiture privée vers l’Ohel, le chauffeur vous attend',
        description:
          'Une berline vient vous chercher n’importe où à Crown Heights, vous conduit à l’Ohel et attend, jusqu’à une heure et demie, pendant que vous écrivez votre lettre et priez, sans vous presser. Puis elle vous ramène. Un seul prix pour la voiture, jusqu’à trois passagers.',
      },
      he: {
        title: 'רכב פרטי לאוהל, והנהג ממתין',
        description:
          'רכב פרטי אוסף אתכם מכל מקום בקראון הייטס, מביא אתכם לאוהל וממתין עד שעה וחצי בזמן שאתם כותבים את המכתב ומתפללים, בלי לזרז אתכם. אחר כך הוא מחזיר אתכם. מחיר אחד לרכב, עד שלושה נוסעים.',
      },
    },
    reviews: [
      {
        by: 'rachel',
        rating: 5,
        text: 'I brought my mother for her first visit. The driver waited patiently and walked her to the door of the visitors’ center.',
      },
      {
        by: 'shira',
        rating: 5,
        text: 'הנהג המתין לנו בסבלנות רבה והחזיר אותנו עד הדלת. שירות אדיב ומחיר הוגן.',
      },
    ],
  },

  // ---- By the hour and out of town ----------------------------------------------------------------------
  {
    key: 'hourly-sedan',
    provider: 'libertyCars',
    serviceType: 'hourly',
    airports: [],
    vehicleType: 'sedan',
    maxPassengers: 3,
    maxLuggage: 2,
    vehicles: 2,
    pricingModel: 'per_trip',
    priceCents: 195_00,
    serviceStart: '07:00',
    serviceEnd: '23:00',
    tripMinutes: 180,
    defaultPickup: SEVEN_SEVENTY,
    defaultDestination: '',
    illustrations: ['city-night', 'sedan'],
    title: 'Car and driver by the hour (3-hour block)',
    description:
      'A sedan and driver for three hours at $65 an hour: shopping on Kingston Avenue and in Boro Park, visits to family, or the Ohel with a stop on the way. The price shown is for the whole three-hour block; for a longer day, book a second block. Our drivers speak English and Hebrew.',
    translations: {
      fr: {
        title: 'Voiture avec chauffeur à l’heure (forfait de 3 heures)',
        description:
          'Une berline avec chauffeur pendant trois heures, à 65 $ de l’heure : courses sur Kingston Avenue et à Boro Park, visites à la famille, ou l’Ohel avec un arrêt en chemin. Le prix affiché correspond au forfait complet de trois heures ; pour une journée plus longue, réservez un second forfait. Nos chauffeurs parlent anglais et hébreu.',
      },
      he: {
        title: 'רכב עם נהג לפי שעה (חבילה של 3 שעות)',
        description:
          'רכב עם נהג לשלוש שעות, 65 דולר לשעה: קניות בשדרת קינגסטון ובבורו פארק, ביקורים אצל משפחה, או נסיעה לאוהל עם עצירה בדרך. המחיר המוצג הוא לחבילה המלאה של שלוש שעות; ליום ארוך יותר, הזמינו חבילה נוספת. הנהגים שלנו דוברים אנגלית ועברית.',
      },
    },
    reviews: [
      {
        by: 'leah',
        rating: 5,
        text: 'Kingston Avenue, cousins in Boro Park and a stop at the Ohel, all in three hours. So much easier than taxis.',
      },
    ],
  },
  {
    key: 'lakewood-van',
    provider: 'gardenStateExpress',
    serviceType: 'intercity',
    airports: [],
    vehicleType: 'van',
    maxPassengers: 12,
    maxLuggage: 12,
    vehicles: 1,
    pricingModel: 'per_passenger',
    priceCents: 40_00,
    serviceStart: '06:00',
    serviceEnd: '22:00',
    tripMinutes: 100,
    defaultPickup: SEVEN_SEVENTY,
    defaultDestination: 'Lakewood, NJ 08701',
    illustrations: ['shuttle-van', 'highway'],
    title: 'Shared van between Crown Heights and Lakewood',
    description:
      'Our 12-seat van goes door to door between Crown Heights and Lakewood, New Jersey, in about an hour and a half over the Verrazzano Bridge and the Garden State Parkway. Each passenger may bring a suitcase and a carry-on. The price is per passenger, one way; on Fridays, choose a time that arrives well before candle lighting.',
    translations: {
      fr: {
        title: 'Van partagé entre Crown Heights et Lakewood',
        description:
          'Notre van de 12 places fait le trajet de porte à porte entre Crown Heights et Lakewood, dans le New Jersey, en une heure et demie environ par le pont Verrazzano et la Garden State Parkway. Chaque passager peut emporter une valise et un bagage à main. Le prix est par passager, pour un aller simple ; le vendredi, choisissez une heure qui arrive bien avant l’allumage des bougies.',
      },
      he: {
        title: 'הסעה משותפת בין קראון הייטס ללייקווד',
        description:
          'הוואן שלנו, עם 12 מקומות, נוסע מדלת לדלת בין קראון הייטס ללייקווד שבניו ג׳רזי, בתוך כשעה וחצי דרך גשר ורזאנו והגארדן סטייט פארקוויי. כל נוסע יכול להביא מזוודה ותיק יד. המחיר הוא לנוסע, בכיוון אחד; בימי שישי, בחרו שעה שמגיעה זמן רב לפני הדלקת נרות.',
      },
    },
    reviews: [
      {
        by: 'levi',
        rating: 4,
        text: 'On time both ways and comfortable seats. The van stops at several houses in Lakewood, so it took a little longer than planned.',
      },
      {
        by: 'menachem',
        rating: 5,
        text: 'Easiest way to visit our kids in Lakewood for the day. Picked up at the door, dropped at the door.',
      },
    ],
  },
] as const satisfies readonly DemoTransportService[];

/** The slug of a demo service, for what refers to one (Ohel listings, planned bookings). */
export type DemoTransportServiceKey = (typeof DEMO_TRANSPORT_SERVICES)[number]['key'];
