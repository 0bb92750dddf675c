import {
  MessageResponse,
  RecoveryCodesResponse,
  type TwoFactorEnableRequest,
  type TwoFactorProofRequest,
  TwoFactorSetupResponse,
  TwoFactorStatus,
} from '@dd/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api';
import { useGet } from './hooks';
import { twoFactorKeys } from './keys';
import { refreshAfter } from './refresh';
import { useSession } from './session';

/** GET /auth/two-factor: on or off, recovery codes left, whether the admin rule requires it. */
export function useTwoFactorStatus() {
  return useGet(twoFactorKeys.status(), '/auth/two-factor', TwoFactorStatus);
}

/**
 * Every 2FA write changes the status (on/off, codes left): it is read again. Turning 2FA on or
 * off also changes the session's user (`twoFactorEnabled`, which the REQUIRE_ADMIN_2FA guard reads).
 */
function useTwoFactorWrite<Body, Answer>(
  call: (body: Body) => Promise<Answer>,
  enabledAfter?: boolean,
) {
  const queryClient = useQueryClient();
  const { user, updateUser } = useSession();
  return useMutation({
    mutationFn: call,
    onSuccess: async () => {
      if (user && enabledAfter !== undefined)
        updateUser({ ...user, twoFactorEnabled: enabledAfter });
      await refreshAfter(queryClient, 'twoFactorWrite');
    },
  });
}

/** Starts enrolment (password): the secret, its otpauth URI and its QR code. */
export const useStartTwoFactorSetup = () =>
  useTwoFactorWrite((body: { password: string }) =>
    api.post('/auth/two-factor/setup', body, { schema: TwoFactorSetupResponse }),
  );

/** The first code turns 2FA on; the answer holds the ten recovery codes, shown once. */
export const useEnableTwoFactor = () =>
  useTwoFactorWrite(
    (body: TwoFactorEnableRequest) =>
      api.post('/auth/two-factor/enable', body, { schema: RecoveryCodesResponse }),
    true,
  );

export const useDisableTwoFactor = () =>
  useTwoFactorWrite(
    (body: TwoFactorProofRequest) =>
      api.post('/auth/two-factor/disable', body, { schema: MessageResponse }),
    false,
  );

export const useRegenerateRecoveryCodes = () =>
  useTwoFactorWrite((body: TwoFactorProofRequest) =>
    api.post('/auth/two-factor/recovery-codes', body, { schema: RecoveryCodesResponse }),
  );
