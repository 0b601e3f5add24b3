import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  PROFILE_FORM_FIELD,
  PROFILE_IMAGE_FIELD,
  userProfileResponse,
  type Profile,
  type UserProfileResponse,
} from '@krishi/contract';
import { api } from '../../../lib/api-client';
import { userDetailsKey } from '../../../lib/session';

export interface SaveProfileInput {
  profile: Profile;
  image: File | null;
}

/** `POST /api/save`: multipart, the profile as JSON in `userDtoJsonString`, the picture as `image`. */
export async function saveProfile({ profile, image }: SaveProfileInput): Promise<UserProfileResponse> {
  const form = new FormData();
  form.append(PROFILE_FORM_FIELD, JSON.stringify(profile));
  if (image) form.append(PROFILE_IMAGE_FIELD, image);
  const body = await api<unknown>('/api/save', { method: 'POST', body: form });
  return userProfileResponse.parse(body);
}

/** The saved profile replaces the cached one, so the profile menu greets the new name at once. */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProfile,
    onSuccess: (response) => queryClient.setQueryData(userDetailsKey(response.data.phoneNumber), response.data),
  });
}
