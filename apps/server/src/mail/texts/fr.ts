import type { MailTexts } from './types';

const plural = (count: number, one: string, many: string) => `${count} ${count <= 1 ? one : many}`;

const KINDS = { stay: 'Votre hébergement', meal: 'Votre repas', ride: 'Votre trajet' } as const;

export const fr: MailTexts = {
  locale: 'fr-FR',
  colon: ' : ',
  signature: 'Orchim : hébergements, repas de Chabbat et plus encore à Crown Heights',
  hello: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),

  nights: (count) => plural(count, 'nuit', 'nuits'),
  guests: (count) => plural(count, 'personne', 'personnes'),
  passengers: (count) => plural(count, 'passager', 'passagers'),
  checkIn: 'Arrivée',
  checkOut: 'Départ',
  checkInFrom: (date, time) => `${date}, à partir de ${time}`,
  checkOutBy: (date, time) => `${date}, avant ${time}`,
  guestsLabel: 'Personnes',
  cleaningFee: 'Frais de ménage',
  total: 'Total',
  price: 'Prix',
  free: 'Gratuit',
  meal: 'Repas',
  mealNames: {
    friday_night: 'Dîner du vendredi soir',
    shabbos_lunch: 'Déjeuner de Chabbat',
    seudah_shlishit: 'Séouda chlichit',
    yom_tov_night: 'Repas du soir de Yom Tov',
    yom_tov_lunch: 'Déjeuner de Yom Tov',
  },
  when: 'Quand',
  evening: (date) => `${date}, le soir`,
  candleLighting: 'Allumage des bougies',
  dietaryNeeds: 'Régime alimentaire',
  none: 'aucun',
  pickup: 'Prise en charge',
  destination: 'Destination',
  passengersLabel: 'Passagers',
  luggage: 'Bagages',
  flight: 'Vol',
  wholeVehicle: 'Trajet, véhicule entier',
  guest: 'Voyageur',
  email: 'E-mail',
  phone: 'Téléphone',
  freedAgain: {
    stay: 'Ces nuits sont de nouveau libres pour d’autres voyageurs.',
    meal: 'Ces places sont de nouveau libres pour d’autres convives.',
    ride: 'Le trajet est retiré de votre planning.',
  },

  confirmedSubject: (reference, title) => `Réservation confirmée : ${reference}, ${title}`,
  booked: (kind, reference) => `${KINDS[kind]} est réservé. Votre numéro de réservation est ${reference}.`,
  hostHasIt: (hostName) =>
    `${hostName ? `Votre hôte, ${hostName},` : 'Votre hôte'} a reçu votre réservation et vos coordonnées.`,
  seeYourBooking: 'Voir votre réservation (vous pouvez l’annuler depuis cette page)',
  newBookingSubject: (reference, title) => `Nouvelle réservation ${reference} : ${title}`,
  guestBooked: (guestName, title) => `${guestName} a réservé ${title}.`,
  specialRequests: (requests) => `Demandes particulières : ${requests || 'aucune'}`,
  yourBookings: 'Vos réservations',
  cancelledSubject: (reference, title) => `Réservation annulée : ${reference}, ${title}`,
  cancelled: (reference, title) => `Votre réservation ${reference} pour ${title} est annulée.`,
  hostTold: 'Votre hôte a été prévenu. Nous espérons vous accueillir à Crown Heights une autre fois.',
  seeTheBooking: 'Voir la réservation',
  cancelledByGuestSubject: (reference, title) =>
    `Réservation annulée par le voyageur : ${reference}, ${title}`,
  guestCancelled: (guestName, reference) => `${guestName} a annulé la réservation ${reference}.`,
  reason: (reason) => `Motif : ${reason || 'aucun motif donné'}`,
  cancelledByHostSubject: (reference, title) => `Votre hôte a annulé la réservation ${reference} : ${title}`,
  hostCancelled: (hostName, reference, title) =>
    `Nous sommes désolés : ${hostName || 'votre hôte'} a dû annuler votre réservation ${reference} pour ${title}.`,
  hostsReason: (reason) => `Motif donné par l’hôte : ${reason || 'aucun motif donné'}`,
  anotherPlace: 'Nous espérons que vous trouverez une autre adresse avec nous à Crown Heights.',
  cancelledByTeamSubject: (reference, title) => `Réservation annulée par Orchim : ${reference}, ${title}`,
  teamCancelledForGuest: (reference, title) =>
    `Nous sommes désolés : l’équipe d’Orchim a dû annuler votre réservation ${reference} pour ${title}.`,
  teamCancelledForHost: (reference, guestName, title) =>
    `L’équipe d’Orchim a annulé la réservation ${reference} de ${guestName} pour ${title}.`,
  hostToldAskUs: 'Votre hôte a été prévenu. Pour toute question, écrivez-nous depuis la page de contact.',
  guestToldAskUs: 'Le voyageur a été prévenu. Pour toute question, écrivez-nous depuis la page de contact.',
  policyNames: {
    flexible: 'les conditions d’annulation souples',
    moderate: 'les conditions d’annulation modérées',
    strict: 'les conditions d’annulation strictes',
    meal: 'les conditions d’annulation des repas',
    ride: 'les conditions d’annulation des trajets',
  },
  freeCancellationUntil: (when) => `Annulation gratuite jusqu’au ${when}.`,
  freeCancellationOver: 'L’annulation gratuite de cette réservation a déjà pris fin.',
  refundFull: (amount) => `Le montant total, ${amount}, vous sera remboursé.`,
  refundPart: (amount, percent, total, policy) =>
    `${amount} vous sera remboursé (${percent} % de ${total}), selon ${policy}.`,
  refundNone:
    'Rien ne sera remboursé : l’annulation est intervenue après la dernière échéance de remboursement.',

  paymentMeans: {
    cash: 'espèces',
    zelle: 'Zelle',
    venmo: 'Venmo',
    paypal: 'PayPal',
    check: 'chèque',
    card: 'carte bancaire',
  },
  payOnArrival: (kind, amount, means) =>
    kind === 'ride'
      ? `À payer au chauffeur à la prise en charge : ${amount} (${means}).`
      : `À payer à l’hôte à votre arrivée : ${amount} (${means}).`,
  guestPaysOnArrival: (kind, amount, means) =>
    kind === 'ride'
      ? `Le passager paie à la prise en charge : ${amount} (${means}).`
      : `Le voyageur vous paie à son arrivée : ${amount} (${means}).`,
  paidOnline: (amount, date) => `Payé en ligne : ${amount} (${date}).`,
  guestPaidOnline: (amount) => `Le voyageur a payé en ligne : ${amount}.`,
  nothingToPay: 'Rien à payer.',
  paymentPending: 'En attente du paiement en ligne.',
  notPaid: 'Le paiement en ligne n’a pas abouti : rien n’a été débité.',
  nothingChargedOnline:
    'Rien n’a été débité en ligne pour cette réservation : ce qui a déjà été payé se règle directement avec l’hôte.',
  refundOnlineFull: (amount, done) =>
    done
      ? `Le montant total, ${amount}, a été remboursé sur la carte utilisée pour le paiement.`
      : `Le montant total, ${amount}, est en cours de remboursement sur la carte utilisée pour le paiement.`,
  refundOnlinePart: (amount, percent, total, policy, done) =>
    `${amount} (${percent} % de ${total}, selon ${policy}) ${done ? 'a été remboursé' : 'est en cours de remboursement'} sur la carte utilisée pour le paiement.`,
  refundDelay: 'Un remboursement sur carte apparaît en général sur votre relevé sous 5 à 10 jours ouvrés.',
  hostRefundOnline: (refunded, total) =>
    `Le voyageur a payé ${total} en ligne ; ${refunded} lui est remboursé.`,
  receiptAttached: 'Votre reçu est joint à cet e-mail.',
  latePaymentSubject: (reference) => `Votre paiement pour ${reference} vous est remboursé`,
  latePayment: (amount, reference, title) =>
    `Votre paiement de ${amount} pour ${title} (${reference}) nous est parvenu alors que la réservation ne vous était plus réservée : elle n’a donc pas été confirmée. Nous remboursons la totalité du montant sur la carte utilisée.`,

  brand: 'Orchim',
  receipt: 'Reçu',
  receiptTitle: (reference) => `Reçu ${reference}`,
  receiptNumber: 'Numéro de reçu',
  issued: 'Émis le',
  bookedOn: 'Réservé le',
  status: 'Statut',
  statusNames: {
    pending_payment: 'En attente de paiement',
    confirmed: 'Confirmée',
    cancelled: 'Annulée',
    expired: 'Expirée sans paiement',
  },
  hostLabel: { stay: 'Hôte', meal: 'Hôte', ride: 'Prestataire' },
  details: 'Réservation',
  priceHeading: 'Prix',
  paymentHeading: 'Paiement',
  cancellationHeading: 'Annulation',
  cancelledOn: 'Annulée le',
  refund: 'Remboursement',
  refundStatus: 'État du remboursement',
  refundStatusNames: (status, date) =>
    status === 'succeeded'
      ? `Remboursé par Stripe${date ? ` le ${date}` : ''}`
      : status === 'pending'
        ? 'Demandé à Stripe'
        : 'Pas encore accepté par Stripe : nous réessayons',
  accepted: 'Acceptés à l’arrivée',
  receiptFooter: 'Orchim, Crown Heights, Brooklyn. Conservez ce reçu.',
  contactTeam: 'Contacter l’équipe d’Orchim',

  approvedSubject: 'Votre compte hôte Orchim est approuvé',
  approved: 'Bonne nouvelle : votre demande pour devenir hôte sur Orchim est approuvée.',
  teamNote: (note) => `Un mot de notre équipe : ${note}`,
  approvedNext:
    'Vous pouvez maintenant publier vos annonces et recevoir des réservations. Si le site indique encore que votre demande est en attente, déconnectez-vous puis reconnectez-vous.',
  yourListings: 'Vos annonces',
  rejectedSubject: 'Votre demande pour devenir hôte sur Orchim',
  rejected:
    'Merci d’avoir demandé à devenir hôte sur Orchim. Nous ne pouvons pas approuver votre demande pour le moment.',
  rejectedNext:
    'Vos brouillons restent dans votre compte. Si vous pensez qu’il s’agit d’une erreur, écrivez-nous depuis la page de contact.',
  suspendedSubject: (title) => `Votre annonce est suspendue : ${title}`,
  suspended: (title) =>
    `Notre équipe a suspendu votre annonce « ${title} » : les voyageurs ne peuvent plus la trouver ni la réserver.`,
  suspendedNext:
    'Les réservations déjà faites sont maintenues. Si vous pensez qu’il s’agit d’une erreur, ou une fois corrigé ce qui est décrit ci-dessus, écrivez-nous depuis la page de contact.',
  restoredSubject: (title) => `Votre annonce est de retour : ${title}`,
  restored: (title, published) =>
    published
      ? `Notre équipe a levé la suspension de « ${title} » : les voyageurs peuvent de nouveau la trouver et la réserver.`
      : `Notre équipe a levé la suspension de « ${title} ». Elle est de retour parmi vos annonces, telle qu’elle était.`,

  deletedSubject: 'Votre compte Orchim a été supprimé',
  deleted: [
    'Votre compte Orchim a été supprimé, comme vous l’avez demandé. Vous êtes déconnecté partout et ne pouvez plus vous connecter avec cet e-mail et ce mot de passe.',
    'Les hôtes gardent la trace de vos réservations passées (dates, nombre de personnes et prix), sans votre nom, votre e-mail, votre téléphone ni vos demandes. Les avis que vous avez écrits restent sur les annonces sous le nom avec lequel vous les avez signés.',
    'Si vous n’avez pas demandé cette suppression, écrivez-nous tout de suite depuis la page de contact.',
    'Merci d’avoir visité Crown Heights avec Orchim.',
  ],
  recoverySubject: 'Réinitialisez votre mot de passe Orchim',
  recoveryIntro:
    'Quelqu’un, vous sans doute, a demandé à réinitialiser le mot de passe de votre compte Orchim.',
  recoveryLink: 'Choisir un nouveau mot de passe (le lien est valable une heure)',
  recoveryIgnore:
    'Si vous n’avez rien demandé, vous pouvez ignorer cet e-mail : votre mot de passe reste le même.',

  formerGuest: 'Ancien voyageur',
  newMessagesSubject: (count, name, title) =>
    count === 1
      ? `Nouveau message de ${name} : ${title}`
      : `${count} nouveaux messages de ${name} : ${title}`,
  newMessagesIntro: (name, title) => `${name} vous a écrit au sujet de ${title} :`,
  sentAt: (when) => `${when} :`,
  olderMessages: (count) =>
    count === 1
      ? 'Il y a 1 autre nouveau message dans la conversation.'
      : `Il y a ${count} autres nouveaux messages dans la conversation.`,
  answerOnOrchim: 'Lire et répondre sur Orchim',
  awayMailFooter: (name, minutes) =>
    `Nous vous écrivons quand un message arrive pendant que vous n’êtes pas sur Orchim, au plus une fois toutes les ${minutes} minutes par conversation. Répondre à ce mail ne parvient pas à ${name} : répondez sur Orchim.`,
};
