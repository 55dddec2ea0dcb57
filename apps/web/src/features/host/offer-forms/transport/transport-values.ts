import {
  transportServiceFormSchema,
  type HostTransportService,
  type TransportServiceForm,
} from '@orchim/shared/host-offers';
import { centsToDollars, dollarsToCents } from '../../stay-form/money-input';
import { count, list, wireSchema } from '../form-values';

/** The transport service form as the page holds it: texts, and the airports ticked. */
export type TransportForm = {
  providerName: string;
  title: string;
  description: string;
  serviceType: string;
  airports: string[];
  vehicleType: string;
  maxPassengers: string;
  maxLuggage: string;
  vehicles: string;
  pricingModel: string;
  /** Dollars, as typed. */
  priceCents: string;
  serviceStart: string;
  serviceEnd: string;
  tripMinutes: string;
  defaultPickup: string;
  defaultDestination: string;
};

/** A new service starts as the common case: a trip priced whole, around the clock. */
export function transportValues(service: HostTransportService | null): TransportForm {
  if (!service) {
    return {
      providerName: '',
      title: '',
      description: '',
      serviceType: '',
      airports: [],
      vehicleType: '',
      maxPassengers: '4',
      maxLuggage: '4',
      vehicles: '1',
      pricingModel: 'per_trip',
      priceCents: '',
      serviceStart: '00:00',
      serviceEnd: '00:00',
      tripMinutes: '45',
      defaultPickup: '',
      defaultDestination: '',
    };
  }
  return {
    providerName: service.providerName,
    title: service.title,
    description: service.description,
    serviceType: service.serviceType,
    airports: [...service.airports],
    vehicleType: service.vehicleType,
    maxPassengers: String(service.maxPassengers),
    maxLuggage: String(service.maxLuggage),
    vehicles: String(service.vehicles),
    pricingModel: service.pricingModel,
    priceCents: centsToDollars(service.priceCents),
    serviceStart: service.serviceStart.slice(0, 5),
    serviceEnd: service.serviceEnd.slice(0, 5),
    tripMinutes: String(service.tripMinutes),
    defaultPickup: service.defaultPickup,
    defaultDestination: service.defaultDestination,
  };
}

/** The form as POST/PUT /rest/v1/host/transport take it (before the shared schema checks it). */
export const transportToWire = (form: TransportForm) => ({
  providerName: form.providerName,
  title: form.title,
  description: form.description,
  serviceType: form.serviceType || undefined,
  airports: list(form.airports),
  vehicleType: form.vehicleType || undefined,
  maxPassengers: count(form.maxPassengers),
  maxLuggage: count(form.maxLuggage),
  vehicles: count(form.vehicles),
  pricingModel: form.pricingModel || undefined,
  priceCents: form.priceCents.trim() === '' ? Number.NaN : dollarsToCents(form.priceCents),
  serviceStart: form.serviceStart,
  serviceEnd: form.serviceEnd,
  tripMinutes: count(form.tripMinutes),
  defaultPickup: form.defaultPickup,
  defaultDestination: form.defaultDestination,
});

export const transportFormSchema = wireSchema<TransportForm, TransportServiceForm>(
  transportToWire,
  transportServiceFormSchema,
);
