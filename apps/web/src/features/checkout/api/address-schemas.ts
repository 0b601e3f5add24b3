import { addressesResponse, type Address } from '@krishi/contract';

/** The address list checked against the contract; loaded with the first answer (see get-addresses). */
export const parseAddresses = (body: unknown): Address[] => addressesResponse.parse(body).data;
