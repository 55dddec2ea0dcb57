import type { MailTexts } from './types';

/** One in words where Hebrew says it so ("לילה אחד"), a number otherwise. */
const counted = (count: number, one: string, many: string) => (count === 1 ? one : `${count} ${many}`);

const KINDS = { stay: 'הלינה שלכם', meal: 'הסעודה שלכם', ride: 'הנסיעה שלכם' } as const;

export const he: MailTexts = {
  locale: 'he-IL',
  colon: ': ',
  signature: 'אורחים: לינה, סעודות שבת ועוד בקראון הייטס',
  hello: (name) => (name ? `שלום ${name},` : 'שלום,'),

  nights: (count) => counted(count, 'לילה אחד', 'לילות'),
  guests: (count) => counted(count, 'אורח אחד', 'אורחים'),
  passengers: (count) => counted(count, 'נוסע אחד', 'נוסעים'),
  checkIn: 'הגעה',
  checkOut: 'עזיבה',
  checkInFrom: (date, time) => `${date}, החל מ־${time}`,
  checkOutBy: (date, time) => `${date}, עד ${time}`,
  guestsLabel: 'אורחים',
  cleaningFee: 'דמי ניקיון',
  total: 'סה״כ',
  price: 'מחיר',
  free: 'ללא תשלום',
  meal: 'סעודה',
  mealNames: {
    friday_night: 'סעודת ליל שבת',
    shabbos_lunch: 'סעודת שבת בצהריים',
    seudah_shlishit: 'סעודה שלישית',
    yom_tov_night: 'סעודת ליל החג',
    yom_tov_lunch: 'סעודת החג בצהריים',
  },
  when: 'מתי',
  evening: (date) => `${date}, בערב`,
  candleLighting: 'הדלקת נרות',
  dietaryNeeds: 'העדפות תזונה',
  none: 'אין',
  pickup: 'איסוף',
  destination: 'יעד',
  passengersLabel: 'נוסעים',
  luggage: 'מזוודות',
  flight: 'טיסה',
  wholeVehicle: 'נסיעה, רכב שלם',
  guest: 'אורח',
  email: 'אימייל',
  phone: 'טלפון',
  freedAgain: {
    stay: 'הלילות האלה פנויים שוב לאורחים אחרים.',
    meal: 'המקומות האלה פנויים שוב לאורחים אחרים.',
    ride: 'הנסיעה הוסרה מלוח הזמנים שלכם.',
  },

  confirmedSubject: (reference, title) => `ההזמנה אושרה: ${reference}, ${title}`,
  booked: (kind, reference) => `${KINDS[kind]} הוזמנה. מספר ההזמנה שלכם הוא ${reference}.`,
  hostHasIt: (hostName) =>
    `${hostName ? `המארחים שלכם, ${hostName},` : 'המארחים שלכם'} קיבלו את ההזמנה ואת פרטי הקשר שלכם.`,
  seeYourBooking: 'לצפייה בהזמנה (אפשר לבטל אותה שם)',
  newBookingSubject: (reference, title) => `הזמנה חדשה ${reference}: ${title}`,
  guestBooked: (guestName, title) => `הזמנה חדשה מאת ${guestName}: ${title}.`,
  specialRequests: (requests) => `בקשות מיוחדות: ${requests || 'אין'}`,
  yourBookings: 'ההזמנות שלכם',
  cancelledSubject: (reference, title) => `ההזמנה בוטלה: ${reference}, ${title}`,
  cancelled: (reference, title) => `ההזמנה שלכם ${reference} (${title}) בוטלה.`,
  hostTold: 'המארחים עודכנו. נשמח לארח אתכם בקראון הייטס בפעם אחרת.',
  seeTheBooking: 'לצפייה בהזמנה',
  cancelledByGuestSubject: (reference, title) => `האורחים ביטלו את ההזמנה: ${reference}, ${title}`,
  guestCancelled: (guestName, reference) => `ההזמנה ${reference} בוטלה על ידי ${guestName}.`,
  reason: (reason) => `סיבה: ${reason || 'לא צוינה'}`,
  cancelledByHostSubject: (reference, title) => `המארחים ביטלו את ההזמנה ${reference}: ${title}`,
  hostCancelled: (hostName, reference, title) =>
    `מצטערים: ההזמנה שלכם ${reference} (${title}) בוטלה על ידי ${hostName || 'המארחים'}.`,
  hostsReason: (reason) => `הסיבה שהמארחים נתנו: ${reason || 'לא צוינה'}`,
  anotherPlace: 'אנחנו מקווים שתמצאו מקום אחר דרכנו בקראון הייטס.',
  cancelledByTeamSubject: (reference, title) => `ההזמנה בוטלה על ידי אורחים: ${reference}, ${title}`,
  teamCancelledForGuest: (reference, title) =>
    `מצטערים: צוות אורחים נאלץ לבטל את ההזמנה שלכם ${reference} (${title}).`,
  teamCancelledForHost: (reference, guestName, title) =>
    `צוות אורחים ביטל את ההזמנה ${reference} של ${guestName} (${title}).`,
  hostToldAskUs: 'המארחים עודכנו. לכל שאלה, כתבו לנו מדף יצירת הקשר.',
  guestToldAskUs: 'האורחים עודכנו. לכל שאלה, כתבו לנו מדף יצירת הקשר.',
  policyNames: {
    flexible: 'מדיניות הביטול הגמישה',
    moderate: 'מדיניות הביטול המתונה',
    strict: 'מדיניות הביטול המחמירה',
    meal: 'מדיניות הביטול של ארוחות',
    ride: 'מדיניות הביטול של נסיעות',
  },
  freeCancellationUntil: (when) => `ביטול ללא עלות עד ${when}.`,
  freeCancellationOver: 'תקופת הביטול ללא עלות של הזמנה זו כבר הסתיימה.',
  refundFull: (amount) => `הסכום כולו, ${amount}, יוחזר לכם.`,
  refundPart: (amount, percent, total, policy) =>
    `יוחזרו לכם ${amount} (${percent}% מתוך ${total}) לפי ${policy}.`,
  refundNone: 'לא יוחזר סכום: הביטול נעשה אחרי המועד האחרון להחזר.',

  paymentMeans: {
    cash: 'מזומן',
    zelle: 'Zelle',
    venmo: 'Venmo',
    paypal: 'PayPal',
    check: 'צ׳ק',
    card: 'כרטיס אשראי',
  },
  payOnArrival: (kind, amount, means) =>
    kind === 'ride'
      ? `תשלום לנהג באיסוף: ${amount} (${means}).`
      : `תשלום למארחים בהגעה: ${amount} (${means}).`,
  guestPaysOnArrival: (kind, amount, means) =>
    kind === 'ride'
      ? `הנוסעים משלמים באיסוף: ${amount} (${means}).`
      : `האורחים משלמים לכם בהגעה: ${amount} (${means}).`,
  paidOnline: (amount, date) => `שולם באתר: ${amount} (${date}).`,
  guestPaidOnline: (amount) => `האורחים שילמו באתר: ${amount}.`,
  nothingToPay: 'אין מה לשלם.',
  paymentPending: 'ממתין לתשלום באתר.',
  notPaid: 'התשלום באתר לא הושלם: לא חויב דבר.',
  nothingChargedOnline: 'לא חויב דבר באתר עבור הזמנה זו: מה שכבר שולם מוסדר ישירות מול המארחים.',
  refundOnlineFull: (amount, done) =>
    done
      ? `הסכום כולו, ${amount}, הוחזר לכרטיס שבו שילמתם.`
      : `הסכום כולו, ${amount}, מוחזר לכרטיס שבו שילמתם.`,
  refundOnlinePart: (amount, percent, total, policy, done) =>
    `${amount} (${percent}% מתוך ${total}, לפי ${policy}) ${done ? 'הוחזרו' : 'מוחזרים'} לכרטיס שבו שילמתם.`,
  refundDelay: 'החזר לכרטיס מופיע בדרך כלל בפירוט החיובים תוך 5 עד 10 ימי עסקים.',
  hostRefundOnline: (refunded, total) => `האורחים שילמו ${total} באתר; ${refunded} מוחזרים להם.`,
  receiptAttached: 'הקבלה שלכם מצורפת למייל הזה.',
  latePaymentSubject: (reference) => `התשלום שלכם עבור ${reference} מוחזר`,
  latePayment: (amount, reference, title) =>
    `התשלום שלכם בסך ${amount} עבור ${title} (${reference}) הגיע אלינו אחרי שההזמנה כבר לא הייתה שמורה עבורכם, ולכן ההזמנה לא אושרה. אנחנו מחזירים את מלוא הסכום לכרטיס שבו שילמתם.`,

  brand: 'אורחים',
  receipt: 'קבלה',
  receiptTitle: (reference) => `קבלה ${reference}`,
  receiptNumber: 'מספר קבלה',
  issued: 'תאריך הנפקה',
  bookedOn: 'תאריך ההזמנה',
  status: 'סטטוס',
  statusNames: {
    pending_payment: 'ממתינה לתשלום',
    confirmed: 'מאושרת',
    cancelled: 'בוטלה',
    expired: 'פגה ללא תשלום',
  },
  hostLabel: { stay: 'מארחים', meal: 'מארחים', ride: 'ספק הנסיעה' },
  details: 'ההזמנה',
  priceHeading: 'מחיר',
  paymentHeading: 'תשלום',
  cancellationHeading: 'ביטול',
  cancelledOn: 'תאריך הביטול',
  refund: 'החזר',
  refundStatus: 'מצב ההחזר',
  refundStatusNames: (status, date) =>
    status === 'succeeded'
      ? `הוחזר דרך Stripe${date ? ` ב־${date}` : ''}`
      : status === 'pending'
        ? 'נשלחה בקשה ל־Stripe'
        : 'Stripe עדיין לא אישרו: אנחנו מנסים שוב',
  accepted: 'אמצעי תשלום בהגעה',
  receiptFooter: 'אורחים, קראון הייטס, ברוקלין. שמרו את הקבלה הזו.',
  contactTeam: 'פנייה לצוות אורחים',

  approvedSubject: 'חשבון המארחים שלכם באורחים אושר',
  approved: 'חדשות טובות: הבקשה שלכם לארח באורחים אושרה.',
  teamNote: (note) => `הערה מהצוות שלנו: ${note}`,
  approvedNext:
    'עכשיו אפשר לפרסם את המודעות שלכם ולקבל הזמנות. אם האתר עדיין מציג את הבקשה כממתינה, התנתקו והתחברו מחדש.',
  yourListings: 'המודעות שלכם',
  rejectedSubject: 'הבקשה שלכם לארח באורחים',
  rejected: 'תודה שביקשתם לארח באורחים. בשלב זה איננו יכולים לאשר את הבקשה.',
  rejectedNext: 'הטיוטות שלכם נשמרות בחשבון. אם נראה לכם שנפלה טעות, כתבו לנו מדף יצירת הקשר.',
  suspendedSubject: (title) => `המודעה שלכם הושעתה: ${title}`,
  suspended: (title) => `הצוות שלנו השעה את המודעה "${title}": אורחים כבר לא יכולים למצוא או להזמין אותה.`,
  suspendedNext:
    'הזמנות שכבר בוצעו נשארות בתוקף. אם נראה לכם שנפלה טעות, או אחרי שתתקנו את מה שמתואר למעלה, כתבו לנו מדף יצירת הקשר.',
  restoredSubject: (title) => `המודעה שלכם חזרה: ${title}`,
  restored: (title, published) =>
    published
      ? `הצוות שלנו ביטל את ההשעיה של "${title}": אורחים יכולים שוב למצוא ולהזמין אותה.`
      : `הצוות שלנו ביטל את ההשעיה של "${title}". היא חזרה למודעות שלכם כפי שהייתה.`,

  deletedSubject: 'חשבון אורחים שלכם נמחק',
  deleted: [
    'חשבון אורחים שלכם נמחק, כפי שביקשתם. נותקתם מכל המכשירים, ואי אפשר עוד להתחבר עם האימייל והסיסמה האלה.',
    'המארחים שומרים את רישומי ההזמנות הקודמות שלכם (תאריכים, מספר אורחים ומחיר), בלי השם, האימייל, הטלפון או הבקשות שלכם. ביקורות שכתבתם נשארות במודעות תחת השם שבו כתבתם אותן.',
    'אם לא ביקשתם את המחיקה, כתבו לנו מיד מדף יצירת הקשר.',
    'תודה שביקרתם בקראון הייטס עם אורחים.',
  ],
  recoverySubject: 'איפוס הסיסמה שלכם באורחים',
  recoveryIntro: 'מישהו, כנראה אתם, ביקש לאפס את הסיסמה של חשבון אורחים שלכם.',
  recoveryLink: 'בחירת סיסמה חדשה (הקישור בתוקף לשעה)',
  recoveryIgnore: 'אם לא ביקשתם זאת, אפשר להתעלם מהמייל הזה: הסיסמה שלכם נשארת כפי שהיא.',

  formerGuest: 'אורח לשעבר',
  newMessagesSubject: (count, name, title) =>
    count === 1 ? `הודעה חדשה מאת ${name}: ${title}` : `${count} הודעות חדשות מאת ${name}: ${title}`,
  newMessagesIntro: (name, title) => `הודעה מאת ${name} על ${title}:`,
  sentAt: (when) => `${when}:`,
  olderMessages: (count) =>
    count === 1 ? 'יש בשיחה עוד הודעה חדשה אחת.' : `יש בשיחה עוד ${count} הודעות חדשות.`,
  answerOnOrchim: 'לקריאה ולתשובה באורחים',
  awayMailFooter: (name, minutes) =>
    `אנחנו שולחים לכם מייל כשמגיעה הודעה בזמן שאינכם באורחים, לכל היותר פעם ב־${minutes} דקות לכל שיחה. תשובה למייל הזה לא תגיע אל ${name}: ענו באורחים.`,
};
