import { StockThresholdList, type StockThresholdsUpdate } from '@dd/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api';
import { useGet } from './hooks';
import { stockThresholdKeys } from './keys';

/** GET /service-providers/{id}/stock-thresholds (admin): each with its AVAILABLE count now. */
export function useStockThresholds(providerId: number, enabled: boolean) {
  return useGet(
    stockThresholdKeys.of(providerId),
    `/service-providers/${providerId}/stock-thresholds`,
    StockThresholdList,
    { enabled },
  );
}

/** PUT /service-providers/{id}/stock-thresholds: the whole list; its answer is the new list. */
export function useSaveStockThresholds(providerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StockThresholdsUpdate) =>
      api.put(`/service-providers/${providerId}/stock-thresholds`, body, {
        schema: StockThresholdList,
      }),
    onSuccess: (answer) => {
      queryClient.setQueryData(stockThresholdKeys.of(providerId), answer);
    },
  });
}
