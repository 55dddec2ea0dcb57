import { isApprovedHost, type ListingGap } from '@orchim/shared';
import type { FastifyRequest } from 'fastify';
import { signedInUser, type RequestUser } from '../../../auth/request-user';

/** The host of a request that passed requireHostAccount (src/auth/request-user.ts). */
export const hostOf = (request: FastifyRequest): RequestUser => signedInUser(request);

/** A host an admin has not approved yet cannot publish: the first thing missing, before the listing's own. */
export const approvalGap = (host: RequestUser): ListingGap[] => (isApprovedHost(host) ? [] : ['approval']);
