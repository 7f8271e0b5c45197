import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserDetails } from '@caskmark/shared/api/account';
import type { ProfileForm } from '@caskmark/shared/forms/profile';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /api/account/v2/user-details: saves the profile (the server checks the same rules). */
export function saveUserDetails(form: ProfileForm): Promise<UserDetails> {
  return apiRequest<UserDetails>('/api/account/v2/user-details', {
    method: 'POST',
    body: { title: form.title, firstName: form.firstName, lastName: form.lastName, dob: form.dob ?? null, country: form.country, state: form.state ?? '', city: form.city },
  });
}

export function useSaveUserDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveUserDetails,
    onSuccess: async (details) => {
      queryClient.setQueryData(queryKeys.userDetails(), details);
      // The session's userDetailsPublicPk feeds the Profile Status widget.
      await queryClient.invalidateQueries({ queryKey: queryKeys.user(), exact: true });
    },
  });
}
