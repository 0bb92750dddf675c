import { ProviderSettings } from '@dd/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api';
import { useGet } from './hooks';
import { providerKeys } from './keys';
import { refreshAfter } from './refresh';

const settingsKey = (id: number) => [...providerKeys.one(id), 'settings'] as const;

/** GET /service-providers/{id}/settings (admin): idle days and the swap mapping rule. */
export function useProviderSettings(id: number, enabled: boolean) {
  return useGet(settingsKey(id), `/service-providers/${id}/settings`, ProviderSettings, {
    enabled,
  });
}

/** PUT /service-providers/{id}/settings; the idle filter's answers change with it. */
export function useUpdateProviderSettings(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProviderSettings) =>
      api.put(`/service-providers/${id}/settings`, body, { schema: ProviderSettings }),
    onSuccess: async (answer) => {
      queryClient.setQueryData(settingsKey(id), answer);
      await refreshAfter(queryClient, 'providerSettingsWrite');
    },
  });
}
