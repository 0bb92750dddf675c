import {
  type ChangePasswordRequest,
  MessageResponse,
  ProfileResponse,
  SessionsResponse,
  type UpdateProfileRequest,
} from '@dd/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useSession } from './session';
import { loadLanguage } from '../i18n';
import { api } from '../lib/api';
import { useWrite } from './hooks';
import { profileKeys } from './keys';

/** PUT /auth/profile answers the saved user (and a message); the session takes the new user. */
export function useUpdateProfile() {
  const { updateUser } = useSession();
  return useMutation({
    mutationFn: (body: UpdateProfileRequest) =>
      api.put('/auth/profile', body, { schema: ProfileResponse }),
    // A newly chosen language is fetched first, so the app switches to it in one step.
    onSuccess: async (answer) => {
      await loadLanguage(answer.user.preferences.language);
      updateUser(answer.user);
    },
  });
}

/** On success the server ends the user's other sessions: the list is read again. */
export function useChangePassword() {
  return useWrite('sessionsEnded', (body: ChangePasswordRequest) =>
    api.post('/auth/change-password', body, { schema: MessageResponse }),
  );
}

export function useSessions() {
  return useQuery({
    queryKey: profileKeys.sessions(),
    queryFn: async ({ signal }) =>
      (await api.get('/auth/sessions', { schema: SessionsResponse, signal })).sessions,
  });
}

export function useRevokeOtherSessions() {
  return useWrite('sessionsEnded', () =>
    api.post('/auth/sessions/revoke-others', undefined, { schema: MessageResponse }),
  );
}
