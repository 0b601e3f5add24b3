import { ApiError } from '../../../lib/api-client';
import { errorText as refusalText } from '../../../lib/error-text';
import { toast } from '../../../lib/toast';
import { type StringsT } from '../../../lib/strings';
import { type enAdmin, type enErrors } from '@krishi/contract';

/** What a failed change tells the operator: the server's reason for a refusal, else that it failed. */
export function errorText(error: Error, t: StringsT<typeof enAdmin | typeof enErrors>): string {
  return error instanceof ApiError && error.status < 500 ? refusalText(t, error, 'admin.failed') : t('admin.failed');
}

/** A back-office save's answers: 'Saved', then `then` with the answer; or the failure's reason. */
export function saveFeedback<T>(t: StringsT<typeof enAdmin | typeof enErrors>, then?: (answer: T) => void) {
  return {
    onSuccess: (answer: T) => {
      toast.success(t('admin.saved'));
      then?.(answer);
    },
    onError: (error: Error) => toast.error(errorText(error, t)),
  };
}
