import { userProfileResponse, type UserProfile } from '@krishi/contract';

/** Loaded with the first answer, not with the page: zod stays out of the start-up download. */
export function parseUserDetails(body: unknown): UserProfile {
  return userProfileResponse.parse(body).data;
}
